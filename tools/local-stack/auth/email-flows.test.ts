/**
 * The e-mail flows an app builds with supabase-js beyond password sign-in: magic link and e-mail
 * code (signInWithOtp), invitations, reauthentication before a password change, and the PKCE flow
 * (@supabase/ssr's default) — against the real test stack and its mail catcher.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  anonClient,
  createUser,
  linkInMail,
  serviceClient,
  signIn,
  stackValues,
  uniqueEmail,
  waitForMail,
  type CaughtMail,
} from '../testing.ts';
import { startAuthHarness, type AuthHarness } from './test-harness.ts';

const PASSWORD = 'secreto123';

async function follow(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') as string;
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '');
}

/** The code every auth mail of this project shows (its length is config.toml's otp_length). */
function codeInMail(mail: CaughtMail): string {
  const code = /<strong>(\d{6,10})<\/strong>/.exec(mail.html)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** Signs a client in with the session a link put in the URL fragment. */
async function adoptFragmentSession(sb: SupabaseClient, location: string): Promise<void> {
  const fragment = fragmentOf(location);
  const { error } = await sb.auth.setSession({
    access_token: fragment.get('access_token') as string,
    refresh_token: fragment.get('refresh_token') as string,
  });
  expect(error).toBeNull();
}

/** A client like @supabase/ssr's: PKCE flow, the code verifier kept in its own storage. */
function pkceClient(apiUrl = stackValues().apiUrl): SupabaseClient {
  const items = new Map<string, string>();
  return createClient(apiUrl, stackValues().anonKey, {
    realtime: { transport: WebSocket as never },
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    },
  });
}

let db: pg.Client;
let harness: AuthHarness | undefined;
beforeAll(async () => {
  db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
});
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});
afterAll(async () => {
  await db.end();
});

describe('signInWithOtp (POST /otp)', () => {
  it('mails a magic link that signs the account in', async () => {
    const { siteUrl } = stackValues();
    const user = await createUser({ email: uniqueEmail('magia'), password: PASSWORD });
    const sb = anonClient();
    const { data, error } = await sb.auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: `${siteUrl}/` } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });

    const mail = await waitForMail(user.email, 'Tu enlace de acceso');
    const location = await follow(linkInMail(mail));
    expect(location.startsWith(`${siteUrl}/#`)).toBe(true);
    expect(fragmentOf(location).get('type')).toBe('magiclink');
    await adoptFragmentSession(sb, location);
    const me = await sb.auth.getUser();
    expect(me.data.user?.id).toBe(user.id);
  });

  it('mails a code that verifyOtp turns into a session', async () => {
    const user = await createUser({ email: uniqueEmail('codigo'), password: PASSWORD });
    const sb = anonClient();
    expect((await sb.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const code = codeInMail(await waitForMail(user.email, 'Tu enlace de acceso'));

    const wrong = await sb.auth.verifyOtp({ email: user.email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await sb.auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
    // A code works once.
    expect((await sb.auth.verifyOtp({ email: user.email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('signs up an unknown address (confirmation mail) unless create_user is false', async () => {
    const sb = anonClient();
    const refused = uniqueEmail('nadie');
    const { error: disabled } = await sb.auth.signInWithOtp({ email: refused, options: { shouldCreateUser: false } });
    expect(disabled?.status).toBe(422);
    expect(disabled?.code).toBe('otp_disabled');
    expect(disabled?.message).toBe('Signups not allowed for otp');
    const { rowCount } = await db.query('select 1 from auth.users where email = $1', [refused]);
    expect(rowCount).toBe(0);

    const email = uniqueEmail('nuevo');
    const { error } = await sb.auth.signInWithOtp({ email, options: { data: { nombre: 'Nuria' } } });
    expect(error).toBeNull();
    const mail = await waitForMail(email, 'Confirma tu cuenta');
    // The greeting never carries what a visitor typed as a name (mail to any address).
    expect(mail.html).not.toContain('Nuria');
    const location = await follow(linkInMail(mail));
    expect(fragmentOf(location).get('type')).toBe('signup');
    await adoptFragmentSession(sb, location);
    const me = (await sb.auth.getUser()).data.user;
    expect(me?.email).toBe(email);
    expect(me?.email_confirmed_at).toBeTruthy();
    expect(me?.user_metadata).toMatchObject({ nombre: 'Nuria', email_verified: true });
  });
});

describe('auth.admin.inviteUserByEmail (POST /invite)', () => {
  it('creates the user, mails the invitation, and its link lets the person set a password', async () => {
    const { siteUrl } = stackValues();
    const email = uniqueEmail('invitada');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { nombre: 'Inés' },
      redirectTo: `${siteUrl}/`,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ nombre: 'Inés' });

    const location = await follow(linkInMail(await waitForMail(email, 'Te han invitado')));
    expect(fragmentOf(location).get('type')).toBe('invite');
    const sb = anonClient();
    await adoptFragmentSession(sb, location);
    const newPassword = 'Invitada-2026';
    expect((await sb.auth.updateUser({ password: newPassword })).error).toBeNull();
    const signedIn = await signIn(email, newPassword);
    expect((await signedIn.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses a confirmed address and anyone but the service role', async () => {
    const user = await createUser({ email: uniqueEmail('yaexiste'), password: PASSWORD });
    const { error } = await serviceClient().auth.admin.inviteUserByEmail(user.email);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    const asUser = await signIn(user.email, PASSWORD);
    const { error: notAdmin } = await asUser.auth.admin.inviteUserByEmail(uniqueEmail('x'));
    expect(notAdmin?.status).toBe(403);
  });
});

describe('reauthenticate (GET /reauthenticate) with secure_password_change', () => {
  it("a session older than a day changes the password only with the mailed nonce", async () => {
    harness = await startAuthHarness({ securePasswordChange: true });
    const user = await createUser({ email: uniqueEmail('reauth'), password: PASSWORD });
    const sb = harness.anonClient();
    expect((await sb.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    await db.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`, [user.id]);

    const newPassword = 'Renovada-2026';
    const needed = await sb.auth.updateUser({ password: newPassword });
    expect(needed.error?.status).toBe(400);
    expect(needed.error?.code).toBe('reauthentication_needed');

    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const nonce = codeInMail(await waitForMail(user.email, 'Tu código de verificación'));
    const wrong = await sb.auth.updateUser({ password: newPassword, nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect((await sb.auth.updateUser({ password: newPassword, nonce })).error).toBeNull();
    await signIn(user.email, newPassword);
    // The nonce is spent.
    const again = await sb.auth.updateUser({ password: 'Otra-vez-2026', nonce });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  it('needs a signed-in user', async () => {
    const { error } = await anonClient().auth.reauthenticate();
    expect(error).not.toBeNull();
  });
});

describe('PKCE flow (flowType "pkce")', () => {
  it("a sign-up's confirmation link yields a session through exchangeCodeForSession", async () => {
    const { siteUrl, apiUrl } = stackValues();
    const email = uniqueEmail('pkce');
    const sb = pkceClient();
    const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${siteUrl}/auth/callback` } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();

    const link = linkInMail(await waitForMail(email, 'Confirma tu cuenta'));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = new URL(await follow(link));
    expect(`${location.origin}${location.pathname}`).toBe(`${siteUrl}/auth/callback`);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    // The code alone is worthless: the verifier is in the client that asked.
    const stolen = await fetch(`${apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stackValues().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(stolen.status).toBe(403);
    expect(((await stolen.json()) as { error_code: string }).error_code).toBe('bad_code_verifier');

    const exchanged = await sb.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect((await sb.auth.getUser()).data.user?.email).toBe(email);

    // One exchange per code.
    const twice = await pkceClient().auth.exchangeCodeForSession(code);
    expect(twice.error).not.toBeNull();
  });

  it('a magic link of a PKCE client lands with ?code=', async () => {
    const { siteUrl } = stackValues();
    const user = await createUser({ email: uniqueEmail('pkcemagia'), password: PASSWORD });
    const sb = pkceClient();
    expect((await sb.auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: `${siteUrl}/` } })).error).toBeNull();
    const location = new URL(await follow(linkInMail(await waitForMail(user.email, 'Tu enlace de acceso'))));
    const { data, error } = await sb.auth.exchangeCodeForSession(location.searchParams.get('code') as string);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('a password recovery of a PKCE client lands with ?code= and the session may set a new password', async () => {
    const { siteUrl } = stackValues();
    const user = await createUser({ email: uniqueEmail('pkceclave'), password: PASSWORD });
    const sb = pkceClient();
    expect((await sb.auth.resetPasswordForEmail(user.email, { redirectTo: `${siteUrl}/auth` })).error).toBeNull();
    const location = new URL(await follow(linkInMail(await waitForMail(user.email, 'Restablece tu contraseña'))));
    const { error } = await sb.auth.exchangeCodeForSession(location.searchParams.get('code') as string);
    expect(error).toBeNull();
    expect((await sb.auth.updateUser({ password: 'Recuperada-2026' })).error).toBeNull();
    await signIn(user.email, 'Recuperada-2026');
  });

  it('an e-mail change of a PKCE client: the old address confirms, the new one lands with ?code=', async () => {
    const { siteUrl } = stackValues();
    const user = await createUser({ email: uniqueEmail('pkceantes'), password: PASSWORD });
    const newEmail = uniqueEmail('pkcedespues');
    const sb = pkceClient();
    expect((await sb.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    expect((await sb.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${siteUrl}/cuenta` })).error).toBeNull();

    const first = await follow(linkInMail(await waitForMail(user.email, 'Confirma el cambio')));
    expect(fragmentOf(first).get('message')).toMatch(/^Confirmation link accepted/);
    const location = new URL(await follow(linkInMail(await waitForMail(newEmail, 'Confirma el cambio'))));
    const { data, error } = await sb.auth.exchangeCodeForSession(location.searchParams.get('code') as string);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
  });

  it('refuses a malformed code challenge', async () => {
    const { apiUrl, anonKey } = stackValues();
    const response = await fetch(`${apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail('corto'), password: PASSWORD, code_challenge: 'abc', code_challenge_method: 's256' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: 'code challenge has to be between 43 and 128 characters' });
  });
});
