/**
 * What the local auth answers where it implements nothing (GoTrue's own "disabled" answers) and
 * the admin API's shapes, through supabase-js as an app calls them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, signIn, stackValues, uniqueEmail } from '../testing.ts';
import { startAuthHarness, type AuthHarness } from './test-harness.ts';

const PASSWORD = 'secreto123';

let harness: AuthHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** A raw call with the anon key and the 2024-01-01 API, as supabase-js sends it. */
async function call(method: string, path: string, body?: unknown, bearer?: string) {
  const { apiUrl, anonKey } = stackValues();
  const headers: Record<string, string> = { apikey: anonKey, 'x-supabase-api-version': '2024-01-01' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}/auth/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function accessTokenOf(email: string): Promise<string> {
  const sb = await signIn(email, PASSWORD);
  return (await sb.auth.getSession()).data.session?.access_token as string;
}

describe('features this project does not use answer as a GoTrue with them off', () => {
  it('MFA: a bearer first, then enroll disabled and no factor to challenge', async () => {
    // Through the gateway an absent bearer becomes the anon key (as Kong does): no user in it.
    expect(await call('POST', '/factors', { factor_type: 'totp' })).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt', message: 'invalid claim: missing sub claim' },
    });
    // The auth service itself asks for the bearer before anything else.
    harness = await startAuthHarness({});
    for (const [method, path] of [['POST', '/factors'], ['GET', '/user/identities/authorize'], ['DELETE', `/factors/${crypto.randomUUID()}`]] as const) {
      const direct = await fetch(`${harness.auth.url}${path}`, { method, headers: { 'x-supabase-api-version': '2024-01-01' } });
      expect(direct.status).toBe(401);
      expect(await direct.json()).toMatchObject({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    }
    const user = await createUser({ email: uniqueEmail('mfa'), password: PASSWORD });
    const sb = await signIn(user.email, PASSWORD);
    const enroll = await sb.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error?.status).toBe(422);
    expect(enroll.error?.code).toBe('mfa_totp_enroll_not_enabled');
    expect(enroll.error?.message).toBe('MFA enroll is disabled for TOTP');
    const challenge = await sb.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(challenge.error?.status).toBe(404);
    expect(challenge.error?.code).toBe('mfa_factor_not_found');

    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([]);
    const deleted = await admin.deleteFactor({ userId: user.id, id: crypto.randomUUID() });
    expect(deleted.error?.code).toBe('mfa_factor_not_found');
  });

  it('SSO, identity linking, ID tokens, Web3, passkeys and the OAuth server', async () => {
    const sb = anonClient();
    const sso = await sb.auth.signInWithSSO({ domain: 'pitwall.example' });
    expect(sso.error?.status).toBe(404);
    expect(sso.error?.code).toBe('saml_provider_disabled');
    expect(sso.error?.message).toBe('SAML 2.0 is disabled');

    const user = await createUser({ email: uniqueEmail('enlace'), password: PASSWORD });
    const signedIn = await signIn(user.email, PASSWORD);
    const link = await signedIn.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(link.error?.status).toBe(404);
    expect(link.error?.code).toBe('manual_linking_disabled');
    const identity = (await signedIn.auth.getUserIdentities()).data?.identities[0];
    const unlink = await signedIn.auth.unlinkIdentity(identity as NonNullable<typeof identity>);
    expect(unlink.error?.code).toBe('manual_linking_disabled');

    const idToken = await sb.auth.signInWithIdToken({ provider: 'google', token: 'eyJ.x.y' });
    expect(idToken.error?.status).toBe(400);
    expect(idToken.error?.code).toBe('provider_disabled');
    expect(await call('POST', '/token?grant_type=id_token', { provider: 'google' })).toMatchObject({
      status: 400,
      body: { error: 'invalid request', error_description: 'id_token required' },
    });
    expect(await call('POST', '/token?grant_type=id_token', { provider: 'mio', id_token: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Custom OIDC provider "mio" not allowed' },
    });
    const oauth = await fetch(`${stackValues().apiUrl}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
    expect(oauth.status).toBe(400);
    expect(await oauth.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
    expect(await call('POST', '/token?grant_type=web3', { chain: 'ethereum' })).toMatchObject({
      status: 422,
      body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
    });
    const service = stackValues().serviceRoleKey;
    expect(await call('GET', '/admin/sso/providers', undefined, service)).toMatchObject({ status: 404, body: { code: 'saml_provider_disabled' } });
    expect(await call('GET', `/admin/users/${user.id}/passkeys`, undefined, service)).toMatchObject({ status: 404, body: { code: 'passkey_disabled' } });
    const userToken = (await signedIn.auth.getSession()).data.session?.access_token;
    expect(await call('GET', '/user/oauth/grants', undefined, userToken)).toMatchObject({ status: 404, body: { code: 'feature_disabled' } });
    const oauthClients = await serviceClient().auth.admin.oauth.listClients();
    expect(oauthClients.error?.status).toBe(404);
    expect(oauthClients.error?.code).toBe('feature_disabled');
    expect(oauthClients.error?.message).toBe('OAuth server is disabled');
    expect(await call('POST', '/passkeys/authentication/options', {})).toMatchObject({
      status: 404,
      body: { code: 'passkey_disabled' },
    });
  });

  it('anonymous and phone accounts', async () => {
    const sb = anonClient();
    const anonymous = await sb.auth.signInAnonymously();
    expect(anonymous.error?.status).toBe(422);
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
    expect(anonymous.error?.message).toBe('Anonymous sign-ins are disabled');

    const phoneSignUp = await sb.auth.signUp({ phone: '+34600000000', password: PASSWORD });
    expect(phoneSignUp.error?.status).toBe(422);
    expect(phoneSignUp.error?.code).toBe('phone_provider_disabled');
    const phoneSignIn = await sb.auth.signInWithPassword({ phone: '+34600000000', password: PASSWORD });
    expect(phoneSignIn.error?.code).toBe('phone_provider_disabled');
    const phoneOtp = await sb.auth.signInWithOtp({ phone: '+34600000000' });
    expect(phoneOtp.error?.status).toBe(400);
    expect(phoneOtp.error?.code).toBe('phone_provider_disabled');
    const sms = await sb.auth.verifyOtp({ phone: '+34600000000', token: '123456', type: 'sms' });
    expect(sms.error?.status).toBe(403);
    expect(sms.error?.code).toBe('otp_expired');
    const malformed = await sb.auth.verifyOtp({ phone: '+34600-nope', token: '123456', type: 'sms' });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.message).toBe('Invalid phone number format (E.164 required)');
  });
});

describe("GoTrue's order of checks", () => {
  it('an anonymous sign-in is refused as such before the sign-up switch, a phone sign-up after it', async () => {
    harness = await startAuthHarness({ enableSignup: false });
    const sb = harness.anonClient();
    expect((await sb.auth.signInAnonymously()).error?.code).toBe('anonymous_provider_disabled');
    expect((await sb.auth.signUp({ phone: '+34600000000', password: PASSWORD })).error?.code).toBe('signup_disabled');
  });
});

describe('admin API shapes', () => {
  it('keeps the metadata exactly as given', async () => {
    const admin = serviceClient().auth.admin;
    const created = await admin.createUser({
      email: uniqueEmail('meta'),
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { nombre: 'Marta' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.user_metadata).toEqual({ nombre: 'Marta' });
    const updated = await admin.updateUserById(created.data.user?.id as string, {
      user_metadata: { ciudad: 'Madrid' },
      email_confirm: true,
    });
    expect(updated.data.user?.user_metadata).toEqual({ nombre: 'Marta', ciudad: 'Madrid' });

    const link = await admin.generateLink({ type: 'signup', email: uniqueEmail('enlace'), password: PASSWORD, options: { data: { nombre: 'Leo' } } });
    expect(link.error).toBeNull();
    expect(link.data.user?.user_metadata).toEqual({ nombre: 'Leo' });
  });

  it('answers bad pagination with 400', async () => {
    const { error } = await serviceClient().auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/^Bad Pagination Parameters/);
  });

  it('generates e-mail change links that change the address', async () => {
    const user = await createUser({ email: uniqueEmail('antes'), password: PASSWORD });
    const newEmail = uniqueEmail('despues');
    const admin = serviceClient().auth.admin;
    const { data, error } = await admin.generateLink({ type: 'email_change_new', email: user.email, newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const followed = await fetch(data.properties?.action_link as string, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect((await admin.getUserById(user.id)).data.user?.email).toBe(newEmail);
  });

  it('an auto-confirmed sign-up has user_metadata.email_verified true', async () => {
    harness = await startAuthHarness({ enableConfirmations: false });
    const { data, error } = await harness.anonClient().auth.signUp({ email: uniqueEmail('auto'), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user?.user_metadata.email_verified).toBe(true);
  });

  it('an unknown MFA factor type is a validation error', async () => {
    const token = await accessTokenOf((await createUser({ email: uniqueEmail('orden'), password: PASSWORD })).email);
    expect((await call('POST', '/factors', { factor_type: 'nope' }, token)).body.code).toBe('validation_failed');
  });
});
