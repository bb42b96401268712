/**
 * A local stand-in for the slice of Stripe's API the payment functions use, so tests drive the
 * real `stripe` SDK (host/port/protocol settings) without the internet or an account.
 *
 *   POST /v1/checkout/sessions             create (form-encoded like Stripe; validated; idempotent)
 *   GET  /v1/checkout/sessions/:id         retrieve
 *   POST /v1/checkout/sessions/:id/expire  expire an open session
 *   POST /v1/refunds                       refund a paid session's payment intent (once)
 *
 * Answers use Stripe's shapes: objects with `object`, errors as { error: { type, code, message,
 * param } } with Stripe's statuses. Every request is recorded (method, path, headers, decoded form)
 * for assertions. `completeSession(id)` plays the buyer paying on Stripe's page and returns the
 * session as a checkout.session.completed event carries it; `event(type, object)` wraps it.
 * Not a Stripe emulator: prices, customers, payment methods and the rest of the API are absent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The form body decoded into nested objects/arrays, as Stripe reads `a[b][0][c]=…`. */
  form: Record<string, unknown>;
  raw: string;
}

export interface StandInLineItem {
  quantity: number;
  currency: string;
  unit_amount: number;
  name: string;
  amount_total: number;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  locale: string | null;
  payment_intent: string | null;
  payment_method_types: string[];
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's session object (it needs an expand + list call); kept for assertions. */
  line_items_received: StandInLineItem[];
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  host: string;
  port: number;
  /** The SDK settings (and the env the payment functions read) that point at this server. */
  env: { STRIPE_API_HOST: string; STRIPE_API_PORT: string; STRIPE_API_PROTOCOL: 'http' };
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** The next matching request answers this Stripe error instead (e.g. 402 card_declined, 500 api_error). */
  failNext(error: { status: number; type: string; message: string; code?: string }, path?: string): void;
  /** The buyer paid on Stripe's page: the session becomes complete/paid with a payment intent. */
  completeSession(id: string): StandInSession;
  /** An event as Stripe posts it to a webhook endpoint. */
  event(type: string, object: unknown): { id: string; object: 'event'; type: string; api_version: string; created: number; livemode: false; data: { object: unknown } };
  close(): Promise<void>;
}

const API_VERSION = '2025-10-29.clover';
const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
  body() {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

const invalid = (message: string, param?: string, code = 'parameter_invalid') => new StripeApiError(400, 'invalid_request_error', message, code, param);
const missing = (param: string) => new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

/** `line_items[0][price_data][currency]=eur` → { line_items: [{ price_data: { currency: 'eur' } }] } */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = [key.replace(/\[.*$/, ''), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string)];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1] as string);
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Record<string, unknown>;
    });
  }
  return root;
}

function integer(value: unknown, param: string, min: number): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, param);
  const n = Number(value);
  if (n < min) throw invalid(`This value must be greater than or equal to ${min}.`, param);
  return n;
}

function record(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

function parseLineItems(form: Record<string, unknown>): StandInLineItem[] {
  const items = form.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
  return items.map((item, i) => {
    const line = (item ?? {}) as Record<string, unknown>;
    const param = `line_items[${i}]`;
    if (line.price !== undefined) throw invalid('This stand-in only supports price_data.', `${param}[price]`);
    const priceData = line.price_data as Record<string, unknown> | undefined;
    if (!priceData) throw missing(`${param}[price_data]`);
    const currency = priceData.currency;
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency.', `${param}[price_data][currency]`);
    if (priceData.unit_amount === undefined) throw missing(`${param}[price_data][unit_amount]`);
    const unitAmount = integer(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0);
    const productData = priceData.product_data as Record<string, unknown> | undefined;
    const name = productData?.name;
    if (typeof name !== 'string' || name.trim() === '') throw missing(`${param}[price_data][product_data][name]`);
    if (line.quantity === undefined) throw missing(`${param}[quantity]`);
    const quantity = integer(line.quantity, `${param}[quantity]`, 1);
    return { quantity, currency, unit_amount: unitAmount, name, amount_total: unitAmount * quantity };
  });
}

export async function startStripeStandIn(options: { port?: number; host?: string } = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const idempotent = new Map<string, { raw: string; status: number; body: unknown }>();
  const failures: Array<{ status: number; type: string; message: string; code?: string; path?: string }> = [];

  function createSession(form: Record<string, unknown>): StandInSession {
    const mode = form.mode;
    if (mode === undefined) throw missing('mode');
    if (mode !== 'payment') throw invalid('This stand-in only supports mode=payment.', 'mode');
    const lineItems = parseLineItems(form);
    const currencies = new Set(lineItems.map((l) => l.currency));
    if (currencies.size > 1) throw invalid('All line items must use the same currency.', 'line_items');
    const successUrl = form.success_url;
    if (typeof successUrl !== 'string' || !/^https?:\/\//.test(successUrl)) throw invalid('Not a valid URL', 'success_url', 'url_invalid');
    const cancelUrl = form.cancel_url;
    if (cancelUrl !== undefined && (typeof cancelUrl !== 'string' || !/^https?:\/\//.test(cancelUrl))) {
      throw invalid('Not a valid URL', 'cancel_url', 'url_invalid');
    }
    const email = form.customer_email;
    if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
      throw invalid('Invalid email address', 'customer_email', 'email_invalid');
    }
    // Like Stripe: a session may be paid from 30 minutes to 24 hours (the default).
    const expiresAt = form.expires_at === undefined ? now() + 24 * 3600 : integer(form.expires_at, 'expires_at', 0);
    if (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600) {
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    }
    const amount = lineItems.reduce((sum, l) => sum + l.amount_total, 0);
    const id = randomId('cs_test', 24);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: lineItems[0]?.currency ?? 'eur',
      amount_subtotal: amount,
      amount_total: amount,
      customer_email: (email as string | undefined) ?? null,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      metadata: record(form.metadata),
      success_url: successUrl,
      cancel_url: (cancelUrl as string | undefined) ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      locale: typeof form.locale === 'string' ? form.locale : null,
      payment_intent: null,
      payment_method_types: Array.isArray(form.payment_method_types) ? (form.payment_method_types as string[]) : ['card'],
      created: now(),
      expires_at: expiresAt,
      livemode: false,
      line_items_received: lineItems,
    };
    sessions.set(id, session);
    return session;
  }

  function refund(form: Record<string, unknown>): StandInRefund {
    const intent = form.payment_intent;
    if (typeof intent !== 'string') throw missing('payment_intent');
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) throw new StripeApiError(404, 'invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing', 'payment_intent');
    if (refunds.some((r) => r.payment_intent === intent)) {
      throw new StripeApiError(400, 'invalid_request_error', `Charge for ${intent} has already been refunded.`, 'charge_already_refunded');
    }
    const created: StandInRefund = {
      id: randomId('re'),
      object: 'refund',
      amount: session.amount_total,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      metadata: record(form.metadata),
      created: now(),
    };
    refunds.push(created);
    return created;
  }

  function route(method: string, path: string, form: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: createSession(form) };
    if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: refund(form) };
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (match) {
      const session = sessions.get(decodeURIComponent(match[1] as string));
      if (!session) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`, 'resource_missing', 'id');
      if (method === 'GET' && !match[2]) return { status: 200, body: session };
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, undefined, 'checkout_session_not_open');
        session.status = 'expired';
        session.url = null;
        return { status: 200, body: session };
      }
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': randomId('req'), 'Stripe-Version': API_VERSION });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const method = req.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
    const form = decodeStripeForm(raw);
    requests.push({ method, path, headers, form, raw });

    const auth = /^Bearer\s+(sk_(test|live)_\S+)$/.exec(headers.authorization ?? '');
    if (!auth) {
      send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const failureIndex = failures.findIndex((f) => !f.path || f.path === path);
    if (failureIndex >= 0) {
      const [failure] = failures.splice(failureIndex, 1);
      if (failure) {
        send(res, failure.status, { error: { type: failure.type, message: failure.message, ...(failure.code ? { code: failure.code } : {}) } });
        return;
      }
    }

    // Idempotency like Stripe's: same key and same parameters → the first answer again.
    const key = method === 'POST' ? headers['idempotency-key'] : undefined;
    if (key) {
      const previous = idempotent.get(`${auth[1]}:${key}`);
      if (previous) {
        if (previous.raw !== raw) {
          send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
          return;
        }
        res.setHeader('Idempotent-Replayed', 'true');
        send(res, previous.status, previous.body);
        return;
      }
    }

    let answer: { status: number; body: unknown };
    try {
      answer = route(method, path, form);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = { status: error.status, body: error.body() };
    }
    if (key) idempotent.set(`${auth[1]}:${key}`, { raw, ...answer });
    send(res, answer.status, answer.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, { error: { type: 'api_error', message: `Stand-in failure: ${(error as Error).message}` } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    env: { STRIPE_API_HOST: host, STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' },
    requests,
    sessions,
    refunds,
    failNext(error, path) {
      failures.push({ ...error, ...(path ? { path } : {}) });
    },
    completeSession(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`No stand-in session ${id}`);
      if (session.status !== 'open') throw new Error(`Session ${id} is ${session.status}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = randomId('pi');
      session.url = null;
      return session;
    },
    event(type, object) {
      return { id: randomId('evt'), object: 'event', type, api_version: API_VERSION, created: now(), livemode: false, data: { object } };
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
