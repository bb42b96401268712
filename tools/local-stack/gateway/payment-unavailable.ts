/**
 * The payment page when the functions host is down: a buyer who pressed 'Confirmar pago' (or
 * opened the payment link) gets a Spanish page that says whether the order is paid — read from
 * the database — instead of the gateway's JSON error. Only the sandbox page is a navigation into
 * /functions/v1; every other function keeps the JSON answer its scripts expect.
 */
import pg from 'pg';

const SESSION_RE = /^cs_sandbox_[A-Za-z0-9_-]{32}$/;

type Status = 'pending' | 'paid' | 'canceled' | 'failed';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE =
  'body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f6f7f9}' +
  'main{max-width:560px;margin:64px auto;background:#fff;border-radius:12px;padding:32px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}' +
  'h1{font-size:22px;margin:0 0 16px}p{line-height:1.6}a{display:inline-block;margin:8px 16px 0 0;color:#c2410c;font-weight:600}' +
  '@media (max-width:600px){main{margin:16px}}';

function page(title: string, paragraphs: string[], links: Array<[label: string, href: string]>): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)} · Pitwall</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escape(title)}</h1>${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}` +
    `<p>${links.map(([label, href]) => `<a href="${escape(href)}">${escape(label)}</a>`).join('')}</p></main></body></html>`
  );
}

async function orderStatus(dbUrl: string, sessionId: string): Promise<Status | null> {
  const client = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 3000, statement_timeout: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ status: Status }>('select status from public.orders where payment_session_id = $1', [sessionId]);
    return rows[0]?.status ?? null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The gateway's `unavailablePage` for /functions/v1. */
export function paymentUnavailablePage(options: { dbUrl: string; siteUrl: string; apiUrl: string }) {
  const site = options.siteUrl.replace(/\/+$/, '');
  return async (path: string, query: URLSearchParams): Promise<{ status: number; html: string } | null> => {
    if (path !== '/payment-sandbox') return null;
    const session = query.get('session') ?? '';
    const valid = SESSION_RE.test(session);
    const status = valid ? await orderStatus(options.dbUrl, session).catch(() => null) : null;
    const checkOrder: [string, string] = ['Comprobar mi pedido', `${site}/payment-success?session_id=${encodeURIComponent(session)}`];
    const shop: [string, string] = ['Volver a la tienda', `${site}/tienda`];
    const cart: [string, string] = ['Volver al carrito', `${site}/checkout`];
    const busy = 'El servicio de pagos no responde en este momento.';
    switch (status) {
      case 'paid':
        return { status: 503, html: page('Tu pedido está pagado', [busy, 'Tu pago se completó: el pedido está pagado y recibirás el email de confirmación. No vuelvas a pagar.'], [checkOrder, shop]) };
      case 'pending':
        return {
          status: 503,
          html: page('Tu pedido no está pagado', [busy, 'No se te ha cobrado nada. Inténtalo de nuevo en unos minutos.'], [
            ['Volver a intentarlo', `${options.apiUrl.replace(/\/+$/, '')}/functions/v1/payment-sandbox?session=${encodeURIComponent(session)}`],
            cart,
          ]),
        };
      case 'failed':
      case 'canceled':
        return { status: 503, html: page('Tu pedido no está pagado', [busy, 'Este pedido no se ha pagado y no se te ha cobrado nada.'], [cart, shop]) };
      default:
        return {
          status: 503,
          html: page('No podemos comprobar tu pago ahora mismo', [busy, 'Todavía no sabemos si tu pago se completó: no vuelvas a pagar. Comprueba tu pedido en unos minutos.'], valid ? [checkOrder, shop] : [shop]),
        };
    }
  };
}
