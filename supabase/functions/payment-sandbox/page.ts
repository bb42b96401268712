/** HTML of the local payment sandbox: a hosted-checkout look-alike in Spanish, no scripts. */
import { brand } from '../_shared/brand.ts';
import { escapeHtml } from '../_shared/mailer.ts';
import { formatCents, lineName, type OrderWithItems } from '../_shared/payments.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f6f7f9}
.wrap{max-width:980px;margin:0 auto;min-height:100vh;display:flex;flex-wrap:wrap}
.summary,.pay{flex:1 1 380px;padding:48px 40px}
.summary{background:#fff;border-right:1px solid #e6e8eb}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;letter-spacing:.5px;margin-bottom:32px}
.brand i{display:inline-block;width:28px;height:28px;border-radius:6px;background:${brand.accent}}
.muted{color:#6b7280}
.amount{font-size:36px;font-weight:700;margin:4px 0 28px}
table{width:100%;border-collapse:collapse}
td{padding:10px 0;vertical-align:top;font-size:15px}
td.num{text-align:right;white-space:nowrap;padding-left:16px}
tr.line td{border-bottom:1px solid #f0f1f3}
.sub{font-size:13px;color:#6b7280}
tr.total td{font-weight:700;font-size:17px;border-top:2px solid #1a1a1a}
h1{font-size:22px;margin:0 0 20px}
label{display:block;font-size:13px;color:#374151;margin:0 0 6px}
.field{border:1px solid #d1d5db;border-radius:8px;background:#fff;padding:12px 14px;font-size:15px;margin-bottom:18px}
.card{display:flex;justify-content:space-between;color:#6b7280}
.notice{background:#fff7f2;border:1px solid #ffd3bd;border-radius:8px;padding:12px 14px;font-size:14px;margin:0 0 22px}
.actions{display:flex;flex-direction:column;gap:10px}
button{font:inherit;font-size:16px;font-weight:600;border-radius:8px;padding:14px;cursor:pointer;border:1px solid transparent}
button.primary{background:${brand.accent};color:#fff}
button.primary:hover{filter:brightness(.95)}
button.secondary{background:#fff;color:#1a1a1a;border-color:#d1d5db}
.message{max-width:560px;margin:80px auto;background:#fff;border-radius:12px;padding:40px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.message p{line-height:1.6}
.links a{display:inline-block;margin:8px 16px 0 0;color:${brand.accent};font-weight:600}
footer{font-size:12px;color:#9ca3af;margin-top:28px}
`;

function document(title: string, body: string): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title><style>${STYLE}</style></head>` +
    `<body>${body}</body></html>`
  );
}

export function checkoutPage(order: OrderWithItems, token: string): string {
  const rows = order.order_items
    .map(
      (item) =>
        `<tr class="line"><td>${escapeHtml(lineName(item))}<div class="sub">Cantidad: ${item.quantity} · ${escapeHtml(formatCents(item.unit_price_cents))} / unidad</div></td>` +
        `<td class="num">${escapeHtml(formatCents(item.line_total_cents))}</td></tr>`,
    )
    .join('');
  const total = formatCents(order.total_cents);
  const body =
    `<main class="wrap">` +
    `<section class="summary" aria-label="Resumen del pedido">` +
    `<div class="brand"><i aria-hidden="true"></i>${escapeHtml(brand.name)}</div>` +
    `<div class="muted">Pagar a ${escapeHtml(brand.name)} · Pedido ${escapeHtml(order.reference)}</div>` +
    `<div class="amount" data-testid="sandbox-total">${escapeHtml(total)}</div>` +
    `<table><tbody>${rows}` +
    `<tr><td>Subtotal</td><td class="num">${escapeHtml(formatCents(order.subtotal_cents))}</td></tr>` +
    `<tr><td>Envío</td><td class="num">${order.shipping_cents > 0 ? escapeHtml(formatCents(order.shipping_cents)) : 'Sin gastos de envío'}</td></tr>` +
    `<tr class="total"><td>Total a pagar</td><td class="num">${escapeHtml(total)}</td></tr>` +
    `</tbody></table></section>` +
    `<section class="pay" aria-label="Pago">` +
    `<h1>Pago con tarjeta</h1>` +
    `<p class="notice">Pasarela de pago de pruebas del entorno local: no se realizará ningún cargo real. ` +
    `En producción esta página es la de Stripe.</p>` +
    `<label>Email</label><div class="field" data-testid="sandbox-email">${escapeHtml(order.email)}</div>` +
    `<label>Tarjeta</label><div class="field card"><span>4242 4242 4242 4242</span><span>12/34 · 123</span></div>` +
    `<form method="post" class="actions">` +
    `<input type="hidden" name="session" value="${escapeHtml(order.payment_session_id ?? '')}">` +
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<button type="submit" name="action" value="confirm" class="primary">Confirmar pago</button>` +
    `<button type="submit" name="action" value="cancel" class="secondary">Cancelar</button>` +
    `</form>` +
    `<footer>Importe exacto que se cargará: ${escapeHtml(total)}.</footer>` +
    `</section></main>`;
  return document(`Pagar ${total}`, body);
}

export interface MessageLink {
  label: string;
  href: string;
}

export function messagePage(title: string, paragraphs: string[], links: MessageLink[]): string {
  const body =
    `<main class="message"><div class="brand"><i aria-hidden="true"></i>${escapeHtml(brand.name)}</div>` +
    `<h1>${escapeHtml(title)}</h1>` +
    paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('') +
    `<p class="links">${links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('')}</p>` +
    `</main>`;
  return document(title, body);
}
