/**
 * Admin functions. Through the gateway: who may call them and their 4xx answers. In-process (the
 * same handler module the host serves, with the host's environment): DNS verification against a
 * real UDP name server started by the test, and the bootstrap secret, which the test stack does
 * not configure.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createUser, serviceClient, stackValues, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { handler as bootstrapHandler } from '../functions/admin-bootstrap/handler.ts';
import { createHandler as createVerifyDomain } from '../functions/verify-domain/handler.ts';
import { type Actor, signedInActor } from './support/clients.ts';
import { type TestDnsServer, startTestDnsServer } from './support/dns-server.ts';
import { callFunction, postRequest, useFunctionEnv } from './support/functions.ts';

const service = serviceClient();
let admin: Actor;
let user: Actor;
let adminToken = '';
let userToken = '';

async function tokenOf(actor: Actor): Promise<string> {
  const { data } = await actor.client.auth.getSession();
  return data.session?.access_token as string;
}

const testDomain = () => `pw-${randomUUID().slice(0, 8)}.example.com`;

beforeAll(async () => {
  admin = await signedInActor('dominios-admin', { admin: true });
  user = await signedInActor('dominios-user');
  adminToken = await tokenOf(admin);
  userToken = await tokenOf(user);
});

describe('verify-domain through the gateway', () => {
  it('is for signed-in admins only', async () => {
    const anon = await callFunction('verify-domain', { action: 'check_status', domain: 'pitwall.es' });
    expect(anon).toMatchObject({ status: 401, body: { success: false, error: 'Necesitas iniciar sesión como administrador.' } });
    const plain = await callFunction('verify-domain', { action: 'check_status', domain: 'pitwall.es' }, { token: userToken });
    expect(plain).toMatchObject({ status: 403, body: { success: false, error: 'Solo los administradores pueden gestionar los dominios de envío.' } });
  });

  it('adds a domain with the records to publish, refuses it twice and reports its status', async () => {
    const domain = testDomain();
    const added = await callFunction('verify-domain', { action: 'add_domain', domain: domain.toUpperCase() }, { token: adminToken });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, status: 'pending', domain: { name: domain, status: 'pending' } });
    const records = (added.body.domain as { records: Array<{ type: string; name: string; value: string }> }).records;
    expect(records.map((r) => [r.type, r.name])).toEqual([
      ['TXT', domain],
      ['TXT', domain],
      ['TXT', `_dmarc.${domain}`],
    ]);
    expect(records[0]?.value).toMatch(/^pitwall-verification=[a-f0-9]{32}$/);
    expect(records[1]?.value).toMatch(/^v=spf1 /);

    const twice = await callFunction('verify-domain', { action: 'add_domain', domain }, { token: adminToken });
    expect(twice).toMatchObject({ status: 409, body: { success: false } });
    const status = await callFunction('verify-domain', { action: 'check_status', domain }, { token: adminToken });
    expect(status).toMatchObject({ status: 200, body: { success: true, status: 'pending', message: `Estado del dominio ${domain}: pendiente de verificación.` } });
  });

  it('answers 4xx for bad actions, bad domains and unknown domains', async () => {
    const badAction = await callFunction('verify-domain', { action: 'delete_everything', domain: 'pitwall.es' }, { token: adminToken });
    expect(badAction).toMatchObject({
      status: 400,
      body: { success: false, error: 'La acción debe ser diagnose, recreate_domain, force_verify, add_domain o check_status.' },
    });
    const badDomain = await callFunction('verify-domain', { action: 'add_domain', domain: 'no es un dominio' }, { token: adminToken });
    expect(badDomain).toMatchObject({ status: 400, body: { success: false, error: 'El dominio no es válido (por ejemplo: pitwall.es).' } });
    const unknown = await callFunction('verify-domain', { action: 'check_status', domain: testDomain() }, { token: adminToken });
    expect(unknown.status).toBe(404);
    const broken = await callFunction('verify-domain', null, { token: adminToken, raw: '{' });
    expect(broken).toMatchObject({ status: 400, body: { success: false, error: 'JSON inválido' } });
  });
});

describe('verify-domain against a real name server', () => {
  let dns: TestDnsServer;
  let verifyDomain: (req: Request) => Promise<Response>;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    useFunctionEnv({ DNS_SERVERS: `127.0.0.1:${dns.port}`, MAIL_SPF_INCLUDE: 'spf.correo.example.net' });
    verifyDomain = createVerifyDomain();
  });

  afterAll(async () => {
    await dns.close();
  });

  interface DomainAnswer {
    success: boolean;
    status: string;
    message: string;
    domain: { name: string; status: string; records: Array<{ type: string; name: string; value: string }> };
    diagnostics: Array<{ status: string; details: string; found?: string }>;
  }

  async function act(action: string, domain: string) {
    const response = await verifyDomain(postRequest({ action, domain }, adminToken));
    return { status: response.status, body: (await response.json()) as DomainAnswer };
  }

  it('stays pending while the records are missing, and says which', async () => {
    const domain = testDomain();
    await act('add_domain', domain);
    const diagnosis = await act('diagnose', domain);
    expect(diagnosis.status).toBe(200);
    expect(diagnosis.body).toMatchObject({ success: true, status: 'pending', message: 'Hay 3 registros DNS por revisar.' });
    expect(diagnosis.body.diagnostics.map((d) => d.status)).toEqual(['fail', 'fail', 'fail']);
    expect(diagnosis.body.diagnostics[0]?.details).toBe('No se encontró el registro TXT de verificación.');
  });

  it('verifies once the records are published, and re-checks after a recreate', async () => {
    const domain = testDomain();
    const added = await act('add_domain', domain);
    const [ownership, spf, dmarc] = added.body.domain.records;
    expect(spf?.value).toBe('v=spf1 include:spf.correo.example.net ~all');

    // SPF published without the provider's include: a precise complaint.
    dns.setTxt(domain, [ownership?.value as string, 'v=spf1 mx ~all', 'google-site-verification=abc']);
    dns.setTxt(`_dmarc.${domain}`, [dmarc?.value as string]);
    const partial = await act('diagnose', domain);
    expect(partial.body.diagnostics.map((d) => d.status)).toEqual(['pass', 'fail', 'pass']);
    expect(partial.body.diagnostics[1]?.details).toBe('El registro SPF no incluye include:spf.correo.example.net.');
    expect(partial.body.diagnostics[1]?.found).toBe('v=spf1 mx ~all');

    dns.setTxt(domain, [ownership?.value as string, spf?.value as string]);
    const verified = await act('force_verify', domain);
    expect(verified.body).toMatchObject({ success: true, status: 'verified', message: `Dominio ${domain} verificado correctamente.`, domain: { status: 'verified' } });
    const { data } = await service.from('email_domains').select('status, verified_at, last_checked_at').eq('domain', domain).single();
    expect(data?.status).toBe('verified');
    expect(data?.verified_at).toBeTruthy();

    const recreated = await act('recreate_domain', domain);
    expect(recreated.body).toMatchObject({ success: true, status: 'pending' });
    expect(recreated.body.domain.records[0]?.value).not.toBe(ownership?.value);
    const afterRecreate = await act('diagnose', domain);
    expect(afterRecreate.body.diagnostics[0]).toMatchObject({
      status: 'fail',
      details: 'Hay un registro de verificación, pero con otro token. Publica el valor indicado.',
    });
  });

  it('flags two SPF records as an error', async () => {
    const domain = testDomain();
    const added = await act('add_domain', domain);
    const records = added.body.domain.records;
    dns.setTxt(domain, [records[0]?.value as string, records[1]?.value as string, 'v=spf1 -all']);
    const diagnosis = await act('diagnose', domain);
    expect(diagnosis.body.diagnostics[1]).toMatchObject({ status: 'fail', details: 'Hay 2 registros SPF; debe haber solo uno.' });
  });
});

describe('admin-bootstrap', () => {
  const SECRET = `bootstrap-${randomUUID()}`;

  async function bootstrap(body: unknown) {
    const response = await bootstrapHandler(postRequest(body, adminToken));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  afterAll(async () => {
    await service.from('security_events').delete().in('event_type', ['ADMIN_BOOTSTRAP_FAILED', 'ADMIN_BOOTSTRAP_SUCCESS']);
  });

  it('answers bad input in English through the gateway', async () => {
    const missing = await callFunction('admin-bootstrap', { admin_email: 'ana@example.com' });
    expect(missing).toMatchObject({ status: 400, body: { error: 'admin_email and bootstrap_secret are required' } });
    const badEmail = await callFunction('admin-bootstrap', { admin_email: 'ana', bootstrap_secret: 'x' });
    expect(badEmail).toMatchObject({ status: 400, body: { error: 'admin_email must be a valid email address' } });
    const broken = await callFunction('admin-bootstrap', null, { raw: 'nope' });
    expect(broken).toMatchObject({ status: 400, body: { error: 'Invalid JSON' } });
  });

  it('is unavailable until a secret is configured', async () => {
    useFunctionEnv({ ADMIN_BOOTSTRAP_SECRET: undefined });
    const answer = await bootstrap({ admin_email: user.user.email, bootstrap_secret: 'anything' });
    expect(answer).toMatchObject({ status: 503, body: { error: 'Admin bootstrap is not configured on this server' } });
  });

  it('refuses a wrong secret, logs the attempt and changes nothing', async () => {
    useFunctionEnv({ ADMIN_BOOTSTRAP_SECRET: SECRET });
    const answer = await bootstrap({ admin_email: user.user.email, bootstrap_secret: `${SECRET}x` });
    expect(answer).toMatchObject({ status: 403, body: { error: 'Invalid bootstrap secret' } });
    const { data: role } = await service.from('user_roles').select('role').eq('user_id', user.user.id).single();
    expect(role?.role).toBe('user');
    const { data: events } = await service
      .from('security_events')
      .select('severity, ip_address, metadata, source')
      .eq('event_type', 'ADMIN_BOOTSTRAP_FAILED')
      .contains('metadata', { adminEmail: user.user.email });
    expect(events).toHaveLength(1);
    expect(events?.[0]).toMatchObject({ severity: 'high', ip_address: '203.0.113.7', metadata: { adminEmail: user.user.email }, source: 'server' });
  });

  it('cannot be locked or faked by client events: the database refuses a client row of a server type', async () => {
    const forged = { event_type: 'ADMIN_BOOTSTRAP_FAILED', severity: 'high', description: 'Forjado', source: 'client' };
    const { error } = await service.from('security_events').insert([forged, forged, forged, forged, forged]);
    expect(error?.code).toBe('23514');
    const { error: success } = await service.from('security_events').insert({ ...forged, event_type: 'ADMIN_BOOTSTRAP_SUCCESS' });
    expect(success?.code).toBe('23514');
    const { count } = await service.from('security_events').select('id', { count: 'exact', head: true }).eq('description', 'Forjado');
    expect(count).toBe(0);
  });

  it('refuses an account whose address is not confirmed, and answers 409 once an admin exists', async () => {
    useFunctionEnv({ ADMIN_BOOTSTRAP_SECRET: SECRET });
    const unknown = await bootstrap({ admin_email: `nadie.${randomUUID()}@example.com`, bootstrap_secret: SECRET });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'User not found. Sign up with this email first, then try again.' } });
    // A pre-registration: someone signed up with this address and never confirmed it.
    const pending = await createUser({ email: uniqueEmail('bootstrap-pendiente'), password: 'secreto-123', confirmed: false });
    const unconfirmed = await bootstrap({ admin_email: pending.email, bootstrap_secret: SECRET });
    expect(unconfirmed).toMatchObject({
      status: 403,
      body: { error: 'This account has not confirmed its email address. Confirm it from the email, then try again.' },
    });
    // The stack's seed has an admin: the bootstrap is over.
    const later = await bootstrap({ admin_email: user.user.email.toUpperCase(), bootstrap_secret: SECRET });
    expect(later).toMatchObject({ status: 409, body: { error: 'An admin already exists: the bootstrap is only for the first one.' } });
    for (const id of [pending.id, user.user.id]) {
      const { data: role } = await service.from('user_roles').select('role').eq('user_id', id).single();
      expect(role?.role).toBe('user');
    }
  });

  it('makes the first confirmed account admin while there is none (in a transaction rolled back)', async () => {
    const db = new pg.Client({ connectionString: stackValues().dbUrl });
    await db.connect();
    try {
      await db.query('begin');
      await db.query("delete from public.user_roles where role = 'admin'");
      const { rows } = await db.query<{ id: string }>('select public.grant_admin_by_email($1) as id', [user.user.email.toUpperCase()]);
      expect(rows[0]?.id).toBe(user.user.id);
      const again = await db.query('select public.grant_admin_by_email($1)', [user.user.email]).catch((error: { code: string }) => error);
      expect(again).toMatchObject({ code: 'PT409' });
    } finally {
      await db.query('rollback');
      await db.end();
    }
  });

  it('locks out the address that failed 5 times in 15 minutes, not everyone', async () => {
    useFunctionEnv({ ADMIN_BOOTSTRAP_SECRET: SECRET });
    for (let i = 0; i < 5; i += 1) await bootstrap({ admin_email: 'x@example.com', bootstrap_secret: 'wrong' });
    const locked = await bootstrap({ admin_email: user.user.email, bootstrap_secret: SECRET });
    expect(locked).toMatchObject({ status: 429, body: { error: 'Too many failed attempts. Try again later.' } });
    const elsewhere = new Request('http://functions.local/', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
      body: JSON.stringify({ admin_email: user.user.email, bootstrap_secret: SECRET }),
    });
    const response = await bootstrapHandler(elsewhere);
    expect(response.status).toBe(409);
  });
});
