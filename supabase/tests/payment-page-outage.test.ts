/**
 * The payment page with the functions host down: the stack's gateway (its real code, in front of
 * a port nothing listens on) answers the buyer's navigation with a Spanish page that says, from
 * the database, whether the order is paid — never the gateway's JSON error.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentUnavailablePage } from '../../tools/local-stack/gateway/payment-unavailable.ts';
import { startGateway, type RunningGateway } from '../../tools/local-stack/gateway/server.ts';
import { stackValues } from '../../tools/local-stack/testing.ts';
import { createPayment, makeProduct, openSandbox, pressSandbox, withdrawMadeProducts } from './payments-fixtures.ts';
import { signedInActor } from './support/clients.ts';
import { freePort } from '../../tools/local-stack/lib/processes.ts';

let gateway: RunningGateway;
let downUrl: string;

beforeAll(async () => {
  const stack = stackValues();
  const [port, closed] = [await freePort(), await freePort()];
  gateway = await startGateway({
    port,
    routes: [
      {
        prefix: '/functions/v1',
        target: `http://127.0.0.1:${closed}`,
        maxBodyBytes: 1024 * 1024,
        cors: false,
        unavailablePage: paymentUnavailablePage({ dbUrl: stack.dbUrl, siteUrl: 'http://tienda.test', apiUrl: `http://127.0.0.1:${port}` }),
      },
    ],
  });
  downUrl = `http://127.0.0.1:${port}/functions/v1/payment-sandbox`;
});

afterAll(async () => {
  await gateway?.close();
  await withdrawMadeProducts();
});

/**
 * What a browser gets when it opens the link (GET) or posts the page's form (POST). Through
 * node:http: fetch would send its own Sec-Fetch-Mode (cors), which no navigation carries.
 */
function navigate(session: string, method: 'GET' | 'POST' = 'GET'): Promise<{ status: number; type: string; html: string }> {
  const body = method === 'POST' ? new URLSearchParams({ session, token: 'x', action: 'confirm' }).toString() : '';
  return new Promise((resolve, reject) => {
    const req = request(
      `${downUrl}?session=${encodeURIComponent(session)}`,
      {
        method,
        headers: {
          Accept: 'text/html,application/xhtml+xml',
          'Sec-Fetch-Mode': 'navigate',
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), html }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the payment page with the functions host down', () => {
  let paidSession: string;
  let pendingSession: string;

  beforeAll(async () => {
    const cap = await makeProduct({ title: 'Gorra de la caída', price: 20, stock: 5 });
    const buyer = await signedInActor('pago-caido');
    const line = { items: [{ id: cap.id, variant_id: null, quantity: 1 }] };
    const paid = await createPayment(buyer.client, line);
    const page = await openSandbox(paid.body.url as string);
    expect((await pressSandbox(paid.body.url as string, { session: page.session, token: page.token, action: 'confirm' })).status).toBe(303);
    paidSession = page.session;
    const pending = await createPayment(buyer.client, line);
    pendingSession = (await openSandbox(pending.body.url as string)).session;
  });

  it('tells a buyer whose payment went through that the order is paid', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await navigate(paidSession, method);
      expect(answer.status).toBe(503);
      expect(answer.type).toContain('text/html');
      expect(answer.html).toContain('Tu pedido está pagado');
      expect(answer.html).toContain('No vuelvas a pagar.');
      expect(answer.html).not.toContain('upstream_unavailable');
    }
  });

  it('tells a buyer whose payment did not go through that nothing was charged, with a way to try again', async () => {
    const answer = await navigate(pendingSession, 'POST');
    expect(answer.html).toContain('Tu pedido no está pagado');
    expect(answer.html).toContain('No se te ha cobrado nada. Inténtalo de nuevo en unos minutos.');
    expect(answer.html).toContain(`payment-sandbox?session=${pendingSession}`);
  });

  it('says it cannot tell, and not to pay again, when the order cannot be read', async () => {
    const answer = await navigate(`cs_sandbox_${'z'.repeat(32)}`);
    expect(answer.html).toContain('No podemos comprobar tu pago ahora mismo');
    expect(answer.html).toContain('no vuelvas a pagar');
    expect(answer.html).not.toContain('"code"');
  });

  it('keeps the JSON error for scripts and for the other functions', async () => {
    const script = await fetch(`${downUrl}?session=${paidSession}`, { headers: { Accept: 'application/json', 'Sec-Fetch-Mode': 'cors' } });
    expect(script.status).toBe(502);
    expect(await script.json()).toMatchObject({ code: 'upstream_unavailable' });
    const other = await fetch(downUrl.replace('payment-sandbox', 'create-payment'), { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
    expect(other.status).toBe(502);
  });
});
