import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_TOML } from '../lib/paths.ts';
import { serviceClient, stackValues, uniqueEmail, waitForMail } from '../testing.ts';
import { resolveRedirect } from './redirect.ts';
import { loadAuthSettings, parseDuration, settingsFromToml } from './settings.ts';
import { startAuthHarness, type AuthHarness } from './test-harness.ts';

const PASSWORD = 'secreto123';
let harness: AuthHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('settings from supabase/config.toml', () => {
  it('reads the project config like the Supabase CLI (confirmations on for this site)', () => {
    const settings = settingsFromToml(readFileSync(CONFIG_TOML, 'utf8'));
    expect(settings.enableConfirmations).toBe(true);
    expect(settings.enableSignup).toBe(true);
    expect(settings.jwtExpiry).toBe(3600);
    expect(settings.siteUrl).toBe('http://localhost:4200');
    expect(settings.maxFrequency).toBe(60);
    expect(settings.rateLimit).toEqual({ emailSent: 30, emailSentPerAddress: 5, signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 });
  });

  it('falls back to the CLI defaults and lets the environment override', () => {
    const defaults = settingsFromToml('');
    expect(defaults.enableConfirmations).toBe(false);
    expect(defaults.maxFrequency).toBe(1);
    process.env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS = '7';
    process.env.AUTH_ENABLE_CONFIRMATIONS = 'false';
    try {
      const s = loadAuthSettings();
      expect(s.rateLimit.signInSignUps).toBe(7);
      expect(s.enableConfirmations).toBe(false);
      expect(loadAuthSettings({ enableConfirmations: true }).enableConfirmations).toBe(true);
    } finally {
      delete process.env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS;
      delete process.env.AUTH_ENABLE_CONFIRMATIONS;
    }
  });

  it('parses durations and refuses nonsense', () => {
    expect(parseDuration('60s', 'x')).toBe(60);
    expect(parseDuration('1m30s', 'x')).toBe(90);
    expect(parseDuration('2h', 'x')).toBe(7200);
    expect(parseDuration(5, 'x')).toBe(5);
    expect(() => parseDuration('soon', 'auth.email.max_frequency')).toThrow(/auth.email.max_frequency/);
    expect(() => settingsFromToml('[auth]\njwt_expiry = "long"')).toThrow(/auth.jwt_expiry/);
  });

  it('accepts redirects on the site, loopback IPs and the allow-list only', () => {
    const s = {
      ...settingsFromToml(''),
      siteUrl: 'https://pitwall.example.com',
      additionalRedirectUrls: ['https://*.pitwall.example.com/**', 'https://partner.example.org'],
    };
    expect(resolveRedirect(s, 'https://pitwall.example.com/auth')).toBe('https://pitwall.example.com/auth');
    expect(resolveRedirect(s, 'https://beta.pitwall.example.com/x/y')).toBe('https://beta.pitwall.example.com/x/y');
    expect(resolveRedirect(s, 'https://partner.example.org/vuelta')).toBe('https://partner.example.org/vuelta');
    expect(resolveRedirect(s, 'http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/');
    expect(resolveRedirect(s, 'https://evil.example.net/')).toBe('https://pitwall.example.com');
    expect(resolveRedirect(s, 'https://pitwall.example.com.evil.net/')).toBe('https://pitwall.example.com');
    expect(resolveRedirect(s, 'javascript:alert(1)')).toBe('https://pitwall.example.com');
    expect(resolveRedirect(s, 'not a url')).toBe('https://pitwall.example.com');
    expect(resolveRedirect(s, undefined)).toBe('https://pitwall.example.com');
  });
});

describe('auth service with other settings', () => {
  it('with confirmations off, sign-up opens a session and a duplicate gets "User already registered"', async () => {
    harness = await startAuthHarness({ enableConfirmations: false });
    const email = uniqueEmail('autoconfirm');
    const sb = harness.anonClient();
    const first = await sb.auth.signUp({ email, password: PASSWORD });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toEqual(expect.any(String));
    expect(first.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const again = await harness.anonClient().auth.signUp({ email, password: PASSWORD });
    expect(again.error?.message).toBe('User already registered');
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
  });

  it('refuses sign-ups when they are disabled', async () => {
    harness = await startAuthHarness({ enableSignup: false });
    const { error } = await harness.anonClient().auth.signUp({ email: uniqueEmail('cerrado'), password: PASSWORD });
    expect(error?.message).toBe('Signups not allowed for this instance');
    expect(error?.status).toBe(422);
  });

  it('limits sign-in attempts per IP address with 429 over_request_rate_limit', async () => {
    harness = await startAuthHarness({ rateLimit: { signInSignUps: 3 } });
    const sb = harness.anonClient();
    for (let i = 0; i < 3; i += 1) {
      const { error } = await sb.auth.signInWithPassword({ email: uniqueEmail(`ip${i}`), password: PASSWORD });
      expect(error?.message).toBe('Invalid login credentials');
    }
    const { error } = await sb.auth.signInWithPassword({ email: uniqueEmail('ip-extra'), password: PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');
  });

  it('limits attempts on one e-mail address even from many IP addresses', async () => {
    harness = await startAuthHarness({ rateLimit: { signInSignUps: 2 } });
    const email = uniqueEmail('objetivo');
    // Straight to the auth service, which trusts the gateway's X-Forwarded-For.
    const attempt = (ip: string) =>
      fetch(`${harness?.auth.url}/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email, password: 'incorrecta' }),
      });
    expect((await attempt('10.0.0.1')).status).toBe(400);
    expect((await attempt('10.0.0.2')).status).toBe(400);
    const third = await attempt('10.0.0.3');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another address from a fresh IP is not affected.
    const other = await fetch(`${harness.auth.url}/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.4' },
      body: JSON.stringify({ email: uniqueEmail('otra'), password: 'incorrecta' }),
    });
    expect(other.status).toBe(400);
  });

  it('counts the address the gateway appended, not a forged left-most X-Forwarded-For entry', async () => {
    harness = await startAuthHarness({ rateLimit: { signInSignUps: 2 } });
    const attempt = (forged: string) =>
      fetch(`${harness?.auth.url}/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, 10.0.9.9`, 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: uniqueEmail('rotando'), password: 'incorrecta' }),
      });
    expect((await attempt('198.51.100.1')).status).toBe(400);
    expect((await attempt('198.51.100.2')).status).toBe(400);
    expect((await attempt('198.51.100.3')).status).toBe(429);
  });

  it('enforces max_frequency between recovery e-mails and the hourly e-mail quota', async () => {
    harness = await startAuthHarness({ maxFrequency: 60, rateLimit: { emailSent: 2 } });
    const admin = serviceClient().auth.admin;
    const emails = [uniqueEmail('cuota1'), uniqueEmail('cuota2'), uniqueEmail('cuota3')];
    for (const email of emails) await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const sb = harness.anonClient();

    expect((await sb.auth.resetPasswordForEmail(emails[0] as string)).error).toBeNull();
    const tooSoon = await sb.auth.resetPasswordForEmail(emails[0] as string);
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    expect((await sb.auth.resetPasswordForEmail(emails[1] as string)).error).toBeNull();
    const quota = await sb.auth.resetPasswordForEmail(emails[2] as string);
    expect(quota.error?.status).toBe(429);
    expect(quota.error?.message).toBe('email rate limit exceeded');
  });

  it('limits the auth mails one client address causes far below the instance quota: others still get theirs', async () => {
    harness = await startAuthHarness({ rateLimit: { emailSent: 30, emailSentPerAddress: 3 } });
    const signUp = (ip: string, email: string) =>
      fetch(`${harness?.auth.url}/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email, password: 'Clave-Segura-2026' }),
      });
    for (let i = 0; i < 3; i += 1) expect((await signUp('198.51.100.7', uniqueEmail(`inundacion${i}`))).status).toBe(200);
    const fourth = await signUp('198.51.100.7', uniqueEmail('inundacion-extra'));
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    // Someone else signing up meanwhile gets the confirmation.
    const owner = uniqueEmail('otra-persona');
    expect((await signUp('203.0.113.50', owner)).status).toBe(200);
    await waitForMail(owner, 'Confirma tu cuenta');
  });

  it('limits refreshes and verifications per IP', async () => {
    harness = await startAuthHarness({ rateLimit: { tokenRefresh: 1, tokenVerifications: 1 } });
    const { apiUrl } = harness;
    const { anonKey } = stackValues();
    const headers = { apikey: anonKey, 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
    const refresh = () =>
      fetch(`${apiUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: 'nope' }),
      });
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(429);
    const verify = () =>
      fetch(`${apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'signup', token_hash: 'nope' }),
      });
    expect((await verify()).status).toBe(403);
    expect((await verify()).status).toBe(429);
  });
});
