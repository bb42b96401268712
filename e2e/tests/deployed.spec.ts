import { expect, test } from '../support/test.ts';
import { stackValues } from '../../tools/local-stack/testing.ts';
import { SITE_URL } from '../support/ports.ts';

// What a deployment must get right beyond the pages working (the other @deployed tests use them):
// every document carries the Content-Security-Policy, admitting the remotes' origins the live
// /remotes.json names and the API /runtime-config.json names, and each remote's entry answers, from
// where /remotes.json says, to a page of the site's origin. Runs against the local app servers too.

const REMOTES = ['admin', 'commerce', 'content', 'marketing', 'music'];
// The shell's routes, one of each remote's, a gated post and an unknown path (the 404 page).
const DOCUMENTS = ['/', '/nosotros', '/tienda', '/blog', '/blog/asi-es-nuestro-simulador', '/prensa', '/playlist-music', '/auth', '/admin', '/no-existe'];

interface Remote {
  name: string;
  entry: string;
}

async function liveRemotes(request: import('@playwright/test').APIRequestContext): Promise<Remote[]> {
  const response = await request.get('/remotes.json');
  expect(response.status(), '/remotes.json').toBe(200);
  return ((await response.json()) as { remotes: Remote[] }).remotes;
}

const sources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

test('every document carries the Content-Security-Policy, admitting the remotes and the API the site uses', { tag: '@deployed' }, async ({ request }) => {
  const remotes = await liveRemotes(request);
  expect(remotes.map((remote) => remote.name).sort()).toEqual(REMOTES);
  const site = new URL(SITE_URL).origin;
  const remoteOrigins = [...new Set(remotes.map((remote) => new URL(remote.entry, SITE_URL).origin))].filter((origin) => origin !== site);
  const config = (await (await request.get('/runtime-config.json')).json()) as { supabase: { url: string } };
  // The site talks to the stack the tests read (localhost and 127.0.0.1 are the same machine).
  expect(new URL(config.supabase.url).port, 'runtime-config.json supabase.url').toBe(new URL(stackValues().apiUrl).port);
  const api = new URL(config.supabase.url).origin;

  for (const path of DOCUMENTS) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, `${path}: no Content-Security-Policy header`).not.toBe('');
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp, path).toContain(fixed);
    const scripts = sources(csp, 'script-src');
    expect(scripts, `${path}: script-src`).toContain("'self'");
    expect(scripts, `${path}: script-src`).not.toContain("'unsafe-inline'");
    expect(scripts, `${path}: script-src`).not.toContain("'unsafe-eval'");
    for (const origin of remoteOrigins) {
      expect(scripts, `${path}: script-src admits the remotes' origin`).toContain(origin);
      expect(sources(csp, 'connect-src'), `${path}: connect-src admits the remotes' origin`).toContain(origin);
    }
    expect(sources(csp, 'connect-src'), `${path}: connect-src admits the API`).toContain(api);
  }
});

test("each remote's entry answers where /remotes.json says, to the site's origin", { tag: '@deployed' }, async ({ request }) => {
  for (const { name, entry } of await liveRemotes(request)) {
    const url = new URL(entry, SITE_URL).href;
    const response = await request.get(url, { headers: { Origin: new URL(SITE_URL).origin } });
    expect(response.status(), `${name}: ${url}`).toBe(200);
    expect(response.headers()['content-type'], `${name}: ${url}`).toMatch(/javascript/);
    if (new URL(url).origin !== new URL(SITE_URL).origin) {
      expect(['*', new URL(SITE_URL).origin], `${name}: ${url} Access-Control-Allow-Origin`).toContain(response.headers()['access-control-allow-origin']);
    }
  }
});
