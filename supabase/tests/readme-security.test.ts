/**
 * The README's security section is what an operator follows to make the hosted project as safe as
 * the local one: it must state the client-address trust model by the functions that implement it,
 * and the hosted settings with the values supabase/config.toml holds (a change to one without the
 * other fails here).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../../tools/release/deploy.mjs';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const readme = read('README.md');
const section = (heading: string) => {
  const start = readme.indexOf(`${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = readme.slice(start + heading.length).search(/\n#{2,3} /);
  return readme.slice(start, next < 0 ? undefined : start + heading.length + next);
};
const security = section('### Security');
const config = read('supabase/config.toml');
const setting = (table: string, key: string) => {
  const body = config.split(`\n[${table}]\n`)[1]?.split('\n[')[0] ?? '';
  return new RegExp(`^${key} = (.+)$`, 'm').exec(body)?.[1];
};

describe("the README's security section", () => {
  it('states the trust model for client addresses by the one function of each runtime', () => {
    expect(security).toContain('**Client addresses (the trust model).**');
    expect(security).toContain('**right-most** `X-Forwarded-For` entry');
    const functions: Array<[string, string, RegExp]> = [
      ['`private.client_address()`', 'supabase/migrations/20261201090300_client_address_trust.sql', /function private\.client_address\(\)/],
      ['`clientIp()` in `supabase/functions/_shared/http.ts`', 'supabase/functions/_shared/http.ts', /export function clientIp\(/],
      ['`clientIp()` in `tools/local-stack/auth/http.ts`', 'tools/local-stack/auth/http.ts', /function clientIp\(/],
    ];
    for (const [named, file, definition] of functions) {
      expect(security).toContain(named);
      expect(existsSync(new URL(file, root)), file).toBe(true);
      expect(read(file)).toMatch(definition);
    }
  });

  it('lists what to switch on in the hosted project, with the values of config.toml', () => {
    expect(security).toContain('**Switch on in the hosted project**');
    expect(setting('auth.captcha', 'enabled')).toBe('false');
    expect(security).toMatch(/\| CAPTCHA on sign-up and password recovery .*`\[auth\.captcha\]` in `config\.toml` \(off locally\)/);
    expect(security).toMatch(/\| Leaked-password protection \(HaveIBeenPwned\) \| .*password_hibp_enabled: true/);
    expect(security).toContain(`| E-mail OTP length ${setting('auth.email', 'otp_length')} and expiry ${setting('auth.email', 'otp_expiry')} s |`);
    expect(security).toContain(`minimum password length ${setting('auth', 'minimum_password_length')}`);
  });

  it("names every variable a deploy requires in the Deploying section", () => {
    const deploying = section('## Deploying');
    for (const name of new Set(Object.values(REQUIRED).flat())) expect(deploying, name).toContain(`\`${name}\``);
  });
});
