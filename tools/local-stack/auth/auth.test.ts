import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  createUser,
  linkInMail,
  mailsTo,
  serviceClient,
  signIn,
  stackValues,
  testDatabase,
  uniqueEmail,
  waitForMail,
} from '../testing.ts';

const PASSWORD = 'secreto123';

function fragmentOf(location: string | null): URLSearchParams {
  expect(location).toBeTruthy();
  const hash = (location as string).split('#')[1];
  expect(hash).toBeTruthy();
  return new URLSearchParams(hash);
}

async function follow(link: string): Promise<Response> {
  return fetch(link, { redirect: 'manual' });
}

const db = testDatabase();

describe('sign-up with e-mail confirmation', () => {
  it('sends a Spanish confirmation e-mail whose link confirms the account and opens a session', async () => {
    const { siteUrl, apiUrl } = stackValues();
    const email = uniqueEmail('alta');
    const sb = anonClient();
    const { data, error } = await sb.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { nombre: 'Lucía', apellidos: 'Martín' }, emailRedirectTo: `${siteUrl}/` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({ nombre: 'Lucía', apellidos: 'Martín' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const mail = await waitForMail(email, 'Confirma tu cuenta');
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).toContain('<p>Hola:</p>');
    expect(mail.html).toContain('Confirmar mi correo');
    expect(mail.text).toContain('Gracias por registrarte en Pitwall');
    const link = linkInMail(mail);
    expect(link.startsWith(`${apiUrl}/auth/v1/verify?token=`)).toBe(true);
    expect(link).toContain('type=signup');
    expect(link).toContain(`redirect_to=${siteUrl}/`);
    expect(mail.text).toContain(link);

    const response = await follow(link);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') as string;
    expect(location.startsWith(`${siteUrl}/#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect([...fragment.keys()]).toEqual([...fragment.keys()].sort());

    const { data: sessionData, error: sessionError } = await sb.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect(sessionError).toBeNull();
    expect(sessionData.user?.email).toBe(email);
    const { data: me } = await sb.auth.getUser();
    expect(me.user?.email_confirmed_at).toBeTruthy();
    expect(me.user?.user_metadata.email_verified).toBe(true);

    // The password chosen before the confirmation is forgotten (migration 20261201090000: someone
    // else may have chosen it); the confirmed owner chooses one, which then signs in.
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await sb.auth.updateUser({ password: `${PASSWORD}-nueva` })).error).toBeNull();
    const second = anonClient();
    const signedIn = await second.auth.signInWithPassword({ email, password: `${PASSWORD}-nueva` });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toEqual(expect.any(String));
    expect(signedIn.data.user?.last_sign_in_at).toEqual(expect.any(String));

    // A link works once: the second visit lands on the site with the error in the fragment.
    const again = await follow(link);
    expect(again.status).toBe(303);
    const failure = fragmentOf(again.headers.get('location'));
    expect(failure.get('error')).toBe('access_denied');
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('refuses to sign in before the e-mail is confirmed', async () => {
    const email = uniqueEmail('pendiente');
    const sb = anonClient();
    expect((await sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Email not confirmed');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
  });

  it('answers a duplicate sign-up like a new one (identities: []) and sends no mail', async () => {
    const user = await createUser({ email: uniqueEmail('duplicado'), password: PASSWORD });
    const { data, error } = await anonClient().auth.signUp({ email: user.email, password: 'otraClave99' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(user.id);
    // The auth service sends before it answers: a mail from the sign-up would be caught before this later one.
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const later = await waitForMail(user.email, 'Restablece');
    expect((await mailsTo(user.email)).map((mail) => mail.id)).toEqual([later.id]);
    // The real account is untouched.
    await expect(signIn(user.email, PASSWORD)).resolves.toBeTruthy();
  });

  it('a second sign-up over an unconfirmed address changes neither its password nor its name, and confirming forgets both', async () => {
    const { siteUrl } = stackValues();
    const email = uniqueEmail('sin-confirmar');
    const owner = { email, password: PASSWORD, options: { data: { nombre: 'Lucía' }, emailRedirectTo: `${siteUrl}/` } };
    expect((await anonClient().auth.signUp(owner)).error).toBeNull();
    await waitForMail(email, 'Confirma tu cuenta');
    // Past the 60 s between mails, so the stranger's sign-up gets as far as it can.
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [email]);

    const stranger = await anonClient().auth.signUp({
      email,
      password: 'clave-del-extraño',
      options: { data: { nombre: 'Visita nuestra web' } },
    });
    expect(stranger.error).toBeNull();
    // The confirmation is sent again, to the owner's address, with nothing the stranger typed.
    // (The auth service sends before it answers, so the mail is already caught.)
    const confirmations = (await mailsTo(email)).filter((mail) => mail.subject.includes('Confirma tu cuenta'));
    expect(confirmations).toHaveLength(2);
    const latest = confirmations[1] as (typeof confirmations)[number];
    expect(latest.html).not.toContain('Visita nuestra web');

    expect((await follow(linkInMail(latest))).status).toBe(303);
    // Neither password chosen before the confirmation opens the account: the owner chooses a new one.
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.message).toBe('Invalid login credentials');
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'clave-del-extraño' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const { rows } = await db.query(`select raw_user_meta_data->>'nombre' as nombre from auth.users where email = $1`, [email]);
    expect(rows[0].nombre).toBe('Lucía');
  });

  it('refuses the most used passwords at sign-up and at a password change, as GoTrue refuses a leaked one', async () => {
    const sb = anonClient();
    const common = await sb.auth.signUp({ email: uniqueEmail('comun'), password: '123456' });
    expect(common.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(common.error?.status).toBe(422);
    expect(common.error?.message).toBe('Password is known to be weak and easy to guess, please choose a different one.');
    expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    const user = await createUser({ email: uniqueEmail('cambia-a-comun'), password: PASSWORD });
    const signedIn = await signIn(user.email, PASSWORD);
    expect((await signedIn.auth.updateUser({ password: 'Password' })).error?.code).toBe('weak_password');
  });

  it('refuses weak passwords and malformed addresses with GoTrue messages', async () => {
    const sb = anonClient();
    const weak = await sb.auth.signUp({ email: uniqueEmail('debil'), password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    expect(weak.error?.status).toBe(422);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);

    const bad = await sb.auth.signUp({ email: 'no-es-un-correo', password: PASSWORD });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    expect(bad.error?.status).toBe(400);

    const empty = await sb.auth.signUp({ email: uniqueEmail('vacia'), password: '' });
    expect(empty.error?.message).toBe('Signup requires a valid password');

    const long = await sb.auth.signUp({ email: uniqueEmail('larga'), password: 'x'.repeat(73) });
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters');
  });
});

describe('password sign-in', () => {
  it('says "Invalid login credentials" for a wrong password and for an unknown e-mail', async () => {
    const user = await createUser({ email: uniqueEmail('clave'), password: PASSWORD });
    const sb = anonClient();
    const wrong = await sb.auth.signInWithPassword({ email: user.email, password: 'incorrecta' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    const unknown = await sb.auth.signInWithPassword({ email: uniqueEmail('nadie'), password: PASSWORD });
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('returns the GoTrue session and user shape', async () => {
    const user = await createUser({ email: uniqueEmail('forma'), password: PASSWORD, nombre: 'Pau' });
    const { data, error } = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token).toEqual(expect.any(String));
    expect(session?.expires_at).toEqual(expect.any(Number));
    const u = data.user;
    for (const key of ['id', 'email', 'phone', 'aud', 'email_confirmed_at', 'last_sign_in_at', 'created_at', 'updated_at']) {
      expect(typeof (u as unknown as Record<string, unknown>)[key]).toBe('string');
    }
    expect(u?.app_metadata.provider).toBe('email');
    expect(u?.user_metadata.nombre).toBe('Pau');

    const claims = JSON.parse(Buffer.from((session?.access_token as string).split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${stackValues().apiUrl}/auth/v1`,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nombre: 'Pau' },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.session_id).toEqual(expect.any(String));
  });
});

describe('password recovery', () => {
  it('mails a Spanish link that lands on /auth with a recovery session that can set a new password', async () => {
    const { siteUrl } = stackValues();
    const user = await createUser({ email: uniqueEmail('olvido'), password: PASSWORD, nombre: 'Marta' });
    const sb = anonClient();
    const { error } = await sb.auth.resetPasswordForEmail(user.email, { redirectTo: `${siteUrl}/auth` });
    expect(error).toBeNull();
    const mail = await waitForMail(user.email, 'Restablece tu contraseña');
    expect(mail.html).toContain('Restablecer contraseña');
    const link = linkInMail(mail);
    expect(link).toContain('type=recovery');

    const response = await follow(link);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') as string;
    expect(location.startsWith(`${siteUrl}/auth#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');

    await sb.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    const updated = await sb.auth.updateUser({ password: 'nuevaClave456' });
    expect(updated.error).toBeNull();

    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(old.error?.message).toBe('Invalid login credentials');
    await expect(signIn(user.email, 'nuevaClave456')).resolves.toBeTruthy();
  });

  it('answers {} for unknown addresses without sending anything', async () => {
    const email = uniqueEmail('desconocido');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    // The auth service sends before it answers: a mail for the unknown address would be caught
    // before the one it sends once the address has an account.
    await createUser({ email, password: PASSWORD });
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const later = await waitForMail(email, 'Restablece');
    expect((await mailsTo(email)).map((mail) => mail.id)).toEqual([later.id]);
  });

  it('sends foreign redirect targets back to the site URL', async () => {
    const { siteUrl } = stackValues();
    const user = await createUser({ email: uniqueEmail('redir'), password: PASSWORD });
    await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example.org/robar' });
    const link = linkInMail(await waitForMail(user.email, 'Restablece'));
    expect(link).toContain(`redirect_to=${siteUrl}`);
    expect(link).not.toContain('evil');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens, tolerates a quick retry, and revokes the family on later reuse', async () => {
    const user = await createUser({ email: uniqueEmail('rotacion'), password: PASSWORD });
    const sb = await signIn(user.email, PASSWORD);
    const first = (await sb.auth.getSession()).data.session?.refresh_token as string;

    const rotated = await sb.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session?.refresh_token as string;
    expect(second).not.toBe(first);

    // Within the reuse interval the old token yields the current one (two tabs refreshing at once).
    const retry = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(second);

    // Later, reusing it means it leaked: error, and the whole session is gone.
    await db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`, [first]);
    const reuse = await anonClient().auth.refreshSession({ refresh_token: first });
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(reuse.error?.status).toBe(400);
    const afterTheft = await anonClient().auth.refreshSession({ refresh_token: second });
    expect(afterTheft.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('rejects an unknown refresh token', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-existe' });
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('signs out globally: the access token stops working and the refresh token is gone', async () => {
    const user = await createUser({ email: uniqueEmail('salida'), password: PASSWORD });
    const sb = await signIn(user.email, PASSWORD);
    const session = (await sb.auth.getSession()).data.session;
    const other = await signIn(user.email, PASSWORD);
    expect((await sb.auth.signOut()).error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();

    const check = await anonClient().auth.getUser(session?.access_token);
    expect(check.error?.message).toBe('Auth session missing!');
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session?.refresh_token as string });
    expect(refresh.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    // Global scope also ended the other device's session.
    expect((await other.auth.refreshSession()).error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('signs out the other sessions only with scope "others"', async () => {
    const user = await createUser({ email: uniqueEmail('otras'), password: PASSWORD });
    const here = await signIn(user.email, PASSWORD);
    const there = await signIn(user.email, PASSWORD);
    expect((await here.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
    expect((await there.auth.refreshSession()).error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('current user', () => {
  it('merges metadata key by key (null deletes) and refuses the same password', async () => {
    const user = await createUser({ email: uniqueEmail('perfil'), password: PASSWORD, nombre: 'Ana', apellidos: 'Ruiz' });
    const sb = await signIn(user.email, PASSWORD);
    const { data, error } = await sb.auth.updateUser({ data: { apellidos: null, ciudad: 'Sevilla' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nombre: 'Ana', ciudad: 'Sevilla' });
    expect(data.user?.user_metadata).not.toHaveProperty('apellidos');
    expect((await sb.auth.getUser()).data.user?.user_metadata.ciudad).toBe('Sevilla');

    const same = await sb.auth.updateUser({ password: PASSWORD });
    expect(same.error?.message).toBe('New password should be different from the old password.');
    expect(same.error?.status).toBe(422);
    const weak = await sb.auth.updateUser({ password: 'abc' });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
  });

  it('ends the other sessions when the password changes', async () => {
    const user = await createUser({ email: uniqueEmail('cambio'), password: PASSWORD });
    const here = await signIn(user.email, PASSWORD);
    const there = await signIn(user.email, PASSWORD);
    expect((await here.auth.updateUser({ password: 'otraClave789' })).error).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
    expect((await there.auth.refreshSession()).error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('answers 401/403 like the platform for missing, anonymous and forged tokens', async () => {
    const { apiUrl, anonKey } = stackValues();
    // Neither key nor token: the gateway answers, as Kong does (with a key, the key becomes the bearer).
    const noBearer = await fetch(`${apiUrl}/auth/v1/user`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toMatchObject({ message: 'No API key found in request' });

    const anon = await fetch(`${apiUrl}/auth/v1/user`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });

    const forged = `${anonKey.slice(0, -4)}AAAA`;
    const bad = await fetch(`${apiUrl}/auth/v1/user`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${forged}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(bad.status).toBe(403);
    const body = (await bad.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_jwt');
    expect(body.message.startsWith('invalid JWT: unable to parse or verify signature')).toBe(true);
  });
});

describe('e-mail change (double_confirm_changes = true, as GoTrue)', () => {
  const SUBJECT = 'Confirma el cambio de correo electrónico';
  const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

  async function emailOf(id: string): Promise<string | undefined> {
    const { data } = await serviceClient().auth.admin.getUserById(id);
    return data.user?.email;
  }

  it('asks the old and the new address; the change happens only after both links', async () => {
    const user = await createUser({ email: uniqueEmail('cambio-viejo'), password: PASSWORD, confirmed: true });
    const newEmail = uniqueEmail('cambio-nuevo');
    const sb = await signIn(user.email, PASSWORD);
    const { data, error } = await sb.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(newEmail);

    const toOld = await waitForMail(user.email, SUBJECT);
    const toNew = await waitForMail(newEmail, SUBJECT);

    const first = await follow(linkInMail(toNew));
    expect(first.status).toBe(303);
    expect(fragmentOf(first.headers.get('location')).get('message')).toBe(SINGLE);
    expect(await emailOf(user.id)).toBe(user.email);
    // The same link again is spent.
    expect(fragmentOf((await follow(linkInMail(toNew))).headers.get('location')).get('error_code')).toBe('otp_expired');

    const second = await follow(linkInMail(toOld));
    expect(second.status).toBe(303);
    expect(fragmentOf(second.headers.get('location')).get('access_token')).toBeTruthy();
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it('accepts the two codes in either order through verifyOtp', async () => {
    const user = await createUser({ email: uniqueEmail('codigo-viejo'), password: PASSWORD, confirmed: true });
    const newEmail = uniqueEmail('codigo-nuevo');
    const sb = await signIn(user.email, PASSWORD);
    expect((await sb.auth.updateUser({ email: newEmail })).error).toBeNull();
    const code = async (to: string) => /<strong>(\d{8})<\/strong>/.exec((await waitForMail(to, SUBJECT)).html)?.[1] as string;
    const [oldCode, newCode] = [await code(user.email), await code(newEmail)];

    const first = await anonClient().auth.verifyOtp({ email: user.email, token: oldCode, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect(await emailOf(user.id)).toBe(user.email);

    const second = await anonClient().auth.verifyOtp({ email: newEmail, token: newCode, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
  });
});

describe('wire format', () => {
  it('echoes X-Supabase-Api-Version and uses {code, message}; legacy callers get {code, error_code, msg}', async () => {
    const { apiUrl, anonKey } = stackValues();
    const body = JSON.stringify({ email: uniqueEmail('formato'), password: 'x1234567' });
    const versioned = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body,
    });
    expect(versioned.status).toBe(400);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body,
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('refuses malformed JSON with 400 bad_json', async () => {
    const { apiUrl, anonKey } = stackValues();
    const response = await fetch(`${apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: '{"email": "a@b.c", "password": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON/);
  });

  it('serves /settings and /health', async () => {
    const { apiUrl, anonKey } = stackValues();
    const settings = (await (await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } })).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, external: { email: true, phone: false } });
    const health = await fetch(`${apiUrl}/auth/v1/health`, { headers: { apikey: anonKey } });
    expect(health.status).toBe(200);
  });
});

describe('admin API (service role)', () => {
  it('creates, lists, reads, updates, bans and deletes users', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('gestion');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { nombre: 'Iker' },
      app_metadata: { plan: 'empresa' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id as string;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.app_metadata).toMatchObject({ plan: 'empresa', provider: 'email', providers: ['email'] });

    const duplicate = await admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error?.message).toBe('A user with this email address has already been registered');
    expect(duplicate.error?.status).toBe(422);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((u) => u.id === id)).toBe(true);
    expect((listed.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(1);

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin.updateUserById(id, { user_metadata: { apellidos: 'Etxeberria' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ nombre: 'Iker', apellidos: 'Etxeberria' });

    await admin.updateUserById(id, { ban_duration: '24h' });
    const banned = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(banned.error?.message).toBe('User is banned');
    await admin.updateUserById(id, { ban_duration: 'none' });
    await expect(signIn(email, PASSWORD)).resolves.toBeTruthy();

    const link = await admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    expect(link.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(link.data.properties?.verification_type).toBe('recovery');
    expect(link.data.properties?.email_otp).toMatch(/^\d{8}$/);
    const otpLogin = await anonClient().auth.verifyOtp({ email, token: link.data.properties?.email_otp as string, type: 'recovery' });
    expect(otpLogin.error).toBeNull();
    expect(otpLogin.data.session?.access_token).toEqual(expect.any(String));

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    const gone = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(gone.error?.message).toBe('Invalid login credentials');
  });

  it('is refused to anyone but the service role', async () => {
    const user = await createUser({ email: uniqueEmail('curioso'), password: PASSWORD });
    const sb = await signIn(user.email, PASSWORD);
    const asUser = await sb.auth.admin.listUsers();
    expect(asUser.error?.message).toBe('User not allowed');
    expect(asUser.error?.status).toBe(403);
    const asAnon = await anonClient().auth.admin.listUsers();
    expect(asAnon.error?.message).toBe('User not allowed');
  });
});
