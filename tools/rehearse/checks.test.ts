// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../release/security-headers.mjs';
import { checkDeployment } from './checks.ts';
import { EARLY_SCRIPT_FILE } from '../../libs/config/src/page-protocol.ts';

// What the CDN must send, written here rather than read from the module under test.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const SITE = 'http://localhost:4500';
const REMOTES = 'http://localhost:4501';
const remotes = { remotes: [{ name: 'marketing', entry: `${REMOTES}/marketing/3a8b0db1fe25/remoteEntry.js`, routes: [] }] };
const config = { supabase: { url: 'http://localhost:54521', anonKey: 'anon' }, integrations: { bookingUrl: 'https://calendly.com/pitwall/ensayo' }, brand: {} };
const headers = securityHeadersFor({ config, remotesList: remotes }) as Record<string, string>;

type Answer = { status?: number; headers?: Record<string, string>; body?: string };

/** A deployment as the CDN answers it when everything is right; `change` breaks one part. */
function deployment(change: (answers: Record<string, Answer>) => void = () => undefined) {
  const page = (path: string): Answer => ({ headers: { 'cache-control': NO_CACHE, 'content-type': 'text/html', ...headers }, body: `<div id="root" data-prerendered="${path}"><h1>x</h1></div>` });
  const answers: Record<string, Answer> = {
    [`${SITE}/remotes.json`]: { headers: { 'cache-control': NO_CACHE }, body: JSON.stringify(remotes) },
    [`${SITE}/runtime-config.json`]: { headers: { 'cache-control': NO_CACHE }, body: JSON.stringify(config) },
    [`${SITE}/index.html`]: { headers: { 'cache-control': NO_CACHE }, body: `<script src="/${EARLY_SCRIPT_FILE}"></script><script defer src="/e3c42cdfa150/main.24574604.js"></script><div id="root"></div>` },
    [`${SITE}/sitemap.xml`]: { headers: { 'cache-control': NO_CACHE }, body: `<urlset><url><loc>https://www.pitwall.es/</loc></url><url><loc>https://www.pitwall.es/tienda</loc></url></urlset>` },
    [`${SITE}/e3c42cdfa150/main.24574604.js`]: { headers: { 'cache-control': IMMUTABLE } },
    [remotes.remotes[0]?.entry ?? '']: { headers: { 'cache-control': IMMUTABLE, 'access-control-allow-origin': SITE } },
    [`${SITE}/`]: page('/'),
    [`${SITE}/tienda`]: page('/tienda'),
  };
  change(answers);
  return async (url: string) => {
    const answer = answers[url];
    if (!answer) return new Response('Not found', { status: 404 });
    return new Response(answer.body ?? '', { status: answer.status ?? 200, headers: answer.headers });
  };
}

describe('checkDeployment', () => {
  it('finds nothing wrong with a deployment as production needs it', async () => {
    expect(await checkDeployment({ siteUrl: SITE, fetch: deployment() })).toEqual([]);
  });

  it('names a release file the CDN would not keep, and a pointer it would', async () => {
    const problems = await checkDeployment({
      siteUrl: SITE,
      fetch: deployment((answers) => {
        answers[`${SITE}/e3c42cdfa150/main.24574604.js`] = { headers: { 'cache-control': NO_CACHE } };
        answers[`${SITE}/remotes.json`] = { ...answers[`${SITE}/remotes.json`], headers: { 'cache-control': IMMUTABLE } };
      }),
    });
    expect(problems).toEqual([
      `${SITE}/remotes.json: Cache-Control "${IMMUTABLE}", a pointer needs "${NO_CACHE}"`,
      `${SITE}/e3c42cdfa150/main.24574604.js: Cache-Control "${NO_CACHE}", a release file needs "${IMMUTABLE}"`,
    ]);
  });

  it('names a page the CDN answers with the bare index.html', async () => {
    const problems = await checkDeployment({
      siteUrl: SITE,
      fetch: deployment((answers) => {
        answers[`${SITE}/tienda`] = { headers: { 'cache-control': NO_CACHE, ...headers }, body: '<div id="root"></div>' };
      }),
    });
    expect(problems).toEqual([`${SITE}/tienda: not its prerendered page (the CDN answered the bare index.html)`]);
  });

  it('names a remote entry the site cannot read cross-origin, or one on the site’s own origin', async () => {
    const entry = remotes.remotes[0]?.entry ?? '';
    const problems = await checkDeployment({
      siteUrl: SITE,
      fetch: deployment((answers) => {
        answers[entry] = { headers: { 'cache-control': IMMUTABLE } };
      }),
    });
    expect(problems).toEqual([`marketing: ${entry} is not readable from ${SITE} (Access-Control-Allow-Origin missing)`]);
  });

  it('names a page without the site’s security headers', async () => {
    const problems = await checkDeployment({
      siteUrl: SITE,
      fetch: deployment((answers) => {
        answers[`${SITE}/`] = { headers: { 'cache-control': NO_CACHE }, body: '<div id="root" data-prerendered="/"></div>' };
      }),
    });
    expect(problems).toContain(`${SITE}/: Content-Security-Policy missing`);
  });
});
