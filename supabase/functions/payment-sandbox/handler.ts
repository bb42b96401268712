/**
 * The local payment sandbox: what Stripe Checkout is in production, for development and tests
 * without an account (verify_jwt = false: the browser is sent here by a plain navigation).
 *
 *   GET  ?session=cs_sandbox_…  the order (lines, shipping, total, buyer e-mail) and two buttons;
 *                               never changes anything.
 *   POST session, token, action=confirm|cancel (form fields; token = per-session HMAC from the page)
 *        confirm → the same confirmation as the Stripe webhook (paid + stock, one transaction), then
 *                  303 to SITE_URL/payment-success?session_id=…; if the stock ran out meanwhile the
 *                  order is failed, nothing is charged, and the page says so.
 *        cancel  → order canceled, 303 to SITE_URL/payment-canceled.
 *
 * Runs only where the local stack opted in (PAYMENT_SANDBOX=local) and Stripe is not set (else 404):
 * production takes payments only through Stripe, and a deploy never ships this function.
 */
import { brand } from '../_shared/brand.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { ConfigError } from '../_shared/env.ts';
import {
  cancelPayment,
  loadOrderBySession,
  OrderNotFoundError,
  SANDBOX_SESSION_RE,
  settlePayment,
  type OrderRow,
  type OrderWithItems,
} from '../_shared/payments.ts';
import { sandboxEnabled, stripeEnabled } from '../_shared/payments-stripe.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { checkoutPage, messagePage, type MessageLink } from './page.ts';
import { sessionToken, tokenMatches } from './token.ts';

/** Like a Stripe Checkout session, a sandbox session can be paid for 24 hours. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_FORM_BYTES = 4096;

function html(status: number, body: string, extra: Record<string, string> = {}): Response {
  const site = new URL(brand.siteUrl()).origin;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      // The form posts to this page, which redirects to the site: both must be allowed targets.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${site}; frame-ancestors 'none'; base-uri 'none'`,
      ...extra,
    },
  });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

const site = () => brand.siteUrl();
const shopLinks = (): MessageLink[] => [
  { label: 'Volver a la tienda', href: `${site()}/tienda` },
  { label: 'Ir al inicio', href: `${site()}/` },
];
const successUrl = (sessionId: string) => `${site()}/payment-success?session_id=${encodeURIComponent(sessionId)}`;

function notFound(): Response {
  return html(
    404,
    messagePage('Sesión de pago no encontrada', ['El enlace de pago no es válido o ya no existe. Vuelve al carrito para empezar de nuevo.'], [
      { label: 'Volver al carrito', href: `${site()}/checkout` },
      ...shopLinks(),
    ]),
  );
}

function expired(order: OrderRow): boolean {
  return order.status === 'pending' && Date.now() - new Date(order.created_at).getTime() > SESSION_LIFETIME_MS;
}

/** The page for an order that can no longer be paid here. */
function closedPage(order: OrderRow): Response {
  switch (order.status) {
    case 'paid':
      return html(
        200,
        messagePage('Pago completado', ['Este pedido ya está pagado. Te hemos enviado la confirmación por email.'], [
          { label: 'Ver la confirmación', href: successUrl(order.payment_session_id ?? '') },
          ...shopLinks(),
        ]),
      );
    case 'failed':
      return html(
        409,
        messagePage(
          'No se ha podido completar el pago',
          [
            order.failure_reason ?? 'El pedido no se ha podido completar.',
            'No se ha realizado ningún cargo. Mientras pagabas, el stock de la tienda ha cambiado: revisa tu carrito y vuelve a intentarlo.',
          ],
          shopLinks(),
        ),
      );
    case 'canceled':
      return html(
        200,
        messagePage('Pago cancelado', ['Este pago se canceló. No se ha realizado ningún cargo.'], [
          { label: 'Volver al carrito', href: `${site()}/checkout` },
          ...shopLinks(),
        ]),
      );
    case 'pending':
      return html(
        410,
        messagePage('La sesión de pago ha caducado', ['Han pasado más de 24 horas desde que empezaste el pago. No se ha realizado ningún cargo.'], [
          { label: 'Volver al carrito', href: `${site()}/checkout` },
          ...shopLinks(),
        ]),
      );
  }
}

async function show(url: URL): Promise<Response> {
  const sessionId = url.searchParams.get('session') ?? '';
  if (!SANDBOX_SESSION_RE.test(sessionId)) return notFound();
  const order = await loadOrderBySession(await adminClient(), sessionId);
  if (!order || order.payment_provider !== 'sandbox') return notFound();
  if (order.status !== 'pending' || expired(order)) return closedPage(order);
  return html(200, checkoutPage(order, await sessionToken(sessionId)));
}

async function readForm(req: Request): Promise<URLSearchParams | null> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) return null;
  const text = await req.text();
  if (text.length > MAX_FORM_BYTES) return null;
  return new URLSearchParams(text);
}

function badRequest(): Response {
  return html(
    400,
    messagePage('Solicitud no válida', ['No hemos podido procesar el pago desde esta página. Vuelve a abrir el enlace de pago.'], [
      { label: 'Volver al carrito', href: `${site()}/checkout` },
      ...shopLinks(),
    ]),
  );
}

async function act(req: Request): Promise<Response> {
  const form = await readForm(req);
  if (!form) return badRequest();
  const sessionId = form.get('session') ?? '';
  const token = form.get('token') ?? '';
  const action = form.get('action');
  if (!SANDBOX_SESSION_RE.test(sessionId) || (action !== 'confirm' && action !== 'cancel')) return badRequest();
  if (!(await tokenMatches(sessionId, token))) {
    return html(
      403,
      messagePage('Solicitud no autorizada', ['Esta acción no procede de la página de pago. Vuelve a abrir el enlace de pago.'], shopLinks()),
    );
  }

  const db = await adminClient();
  const current: OrderWithItems | null = await loadOrderBySession(db, sessionId);
  if (!current || current.payment_provider !== 'sandbox') return notFound();

  try {
    if (action === 'cancel') {
      const order = await cancelPayment(db, sessionId);
      return order.status === 'canceled' ? redirect(`${site()}/payment-canceled`) : closedPage(order);
    }
    if (expired(current)) {
      // Like an expired Stripe session: it can no longer be paid.
      return closedPage(await cancelPayment(db, sessionId));
    }
    // The confirmation promises the e-mail; one that cannot go now waits in the outbox and never
    // undoes a payment that has been taken.
    const { order } = await settlePayment(db, sessionId);
    return order.status === 'paid' ? redirect(successUrl(sessionId)) : closedPage(order);
  } catch (error) {
    if (error instanceof OrderNotFoundError) return notFound();
    throw error;
  }
}

export async function handler(req: Request): Promise<Response> {
  try {
    if (!sandboxEnabled()) {
      const reason = stripeEnabled() ? 'Los pagos de este sitio se realizan con Stripe.' : 'Este sitio no tiene una pasarela de pruebas.';
      return html(404, messagePage('Pasarela de pruebas no disponible', [reason], shopLinks()));
    }
    if (req.method === 'GET' || req.method === 'HEAD') return await show(new URL(req.url));
    if (req.method === 'POST') return await act(req);
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    return new Response('Método no permitido', { status: 405, headers: { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' } });
  } catch (error) {
    if (error instanceof ConfigError) console.error(`[payment-sandbox] configuration error: ${error.message}`);
    else console.error('[payment-sandbox] unexpected error', error);
    return html(
      500,
      messagePage('Error en la pasarela de pago', ['No se ha podido completar la operación. Vuelve a abrir el enlace de pago e inténtalo de nuevo.'], shopLinks()),
    );
  }
}
