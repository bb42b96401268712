// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAMES } from './commands.mjs';
import { deployedFunctions, deployPlan, IMMUTABLE, NO_CACHE, pageKeysOf } from './deploy.mjs';
import { addRelease, promote } from './store.mjs';

const run = promisify(execFile);
const deployScript = fileURLToPath(new URL('./deploy.mjs', import.meta.url));

let scratch;
let store;
const live = {};
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'pitwall-deploy-'));
  store = path.join(scratch, 'store');
  for (const app of APP_NAMES) {
    const dir = path.join(scratch, app);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'index.html'), '<script src="/main.js"></script>');
    writeFileSync(path.join(dir, 'main.js'), app);
    const routes = app === 'music' ? [{ path: '/playlist-music', page: 'music' }] : [];
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ name: app, routes, contract: { packages: {}, libs: {} } }));
    live[app] = addRelease(store, app, dir).version;
    promote(store, app, live[app]);
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ENV = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: 'token',
  SUPABASE_DB_PASSWORD: 'db-password',
  SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service-secret',
  DEPLOY_BUCKET: 's3://pitwall-site',
  DEPLOY_REMOTES_URL: 'https://cdn.pitwall.es',
  DEPLOY_CDN_DISTRIBUTION: 'E123',
  SMTP_HOST: 'smtp.example.com',
  SMTP_PASS: 'secret-pass',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
const STRIPE = { STRIPE_SECRET_KEY: ENV.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: ENV.STRIPE_WEBHOOK_SECRET };

describe('deployPlan', () => {
  it('migrates and deploys the backend, then uploads every release folder before the pointers', () => {
    const posts = [{ path: '/blog/primera-vuelta', lastModified: '2026-11-20T09:00:00Z' }];
    const plan = deployPlan({ store, env: { ...ENV, SITE_URL: 'https://pitwall.example' }, parts: ['backend', 'frontend'], workDir: '/work-dir', posts });
    expect(plan.missing).toEqual([]);
    const lines = plan.steps.map(({ command }) => command.join(' '));
    expect(lines).toEqual([
      'supabase link --project-ref abcdefghijklmnopqrst',
      'supabase db push',
      `supabase functions deploy ${deployedFunctions().join(' ')} --project-ref abcdefghijklmnopqrst --use-api`,
      'supabase secrets set --env-file /work-dir/functions.env --project-ref abcdefghijklmnopqrst',
      ...APP_NAMES.map((app) => `aws s3 sync ${store}/${app} s3://pitwall-site/${app} --exclude index.html${app === 'shell' ? ' --exclude og-image.jpg' : ''} --exclude .* --exclude *.map --cache-control ${IMMUTABLE}`),
      // The backend learns the live releases before any browser gets them (the web-vitals beacon).
      'curl --fail-with-body --silent --show-error -X POST https://abcdefghijklmnopqrst.supabase.co/rest/v1/rpc/register_site_releases -H @/work-dir/service-headers.txt -H Content-Type: application/json --data-binary @/work-dir/site-releases.json',
      `aws s3 cp /work-dir/remotes.json s3://pitwall-site/shell/remotes.json --cache-control ${NO_CACHE} --content-type application/json`,
      `aws s3 cp /work-dir/runtime-config.json s3://pitwall-site/shell/runtime-config.json --cache-control ${NO_CACHE} --content-type application/json`,
      `aws s3 cp /work-dir/sitemap.xml s3://pitwall-site/shell/sitemap.xml --cache-control ${NO_CACHE} --content-type application/xml`,
      `aws s3 cp /work-dir/robots.txt s3://pitwall-site/shell/robots.txt --cache-control ${NO_CACHE} --content-type text/plain; charset=utf-8`,
      `aws s3 cp ${store}/shell/og-image.jpg s3://pitwall-site/shell/og-image.jpg --cache-control ${NO_CACHE} --content-type image/jpeg`,
      `aws s3 cp ${store}/shell/index.html s3://pitwall-site/shell/index.html --cache-control ${NO_CACHE} --content-type text/html; charset=utf-8`,
      // Pages from the site just deployed, with the pointers just uploaded; only remotes with public routes.
      'node tools/prerender/cli.mjs --site https://pitwall.example --out /work-dir/pages --pointers /work-dir',
      // --delete over the keys of its own routes: a page the remote no longer has goes, others stay.
      `aws s3 sync /work-dir/pages/music s3://pitwall-site/shell/pages --delete --exclude * --include playlist-music/* --exclude prerender.json --cache-control ${NO_CACHE} --content-type text/html; charset=utf-8`,
      'aws cloudfront create-invalidation --distribution-id E123 --paths /index.html /remotes.json /runtime-config.json /robots.txt /og-image.jpg /sitemap.xml /pages/*',
    ]);
    expect(plan.files['index.html']).toBe(readFileSync(path.join(store, 'shell', 'index.html'), 'utf8'));
    // Secrets travel in a file, never on a command line.
    expect(lines.join('\n')).not.toContain('secret-pass');
    expect(lines.join('\n')).not.toContain('service-secret');
    expect(plan.files['service-headers.txt']).toBe('apikey: service-secret\nAuthorization: Bearer service-secret\n');
    expect(JSON.parse(plan.files['site-releases.json']).p_releases).toContainEqual({ remote: 'music', version: live.music, routes: ['/playlist-music'] });
    expect(plan.files['functions.env']).toBe('SMTP_HOST=smtp.example.com\nSMTP_PASS=secret-pass\nSITE_URL=https://pitwall.example\nSTRIPE_SECRET_KEY=sk_live_x\nSTRIPE_WEBHOOK_SECRET=whsec_x');
    // The CDN's header set: HTTPS only and no opener, besides the app servers' own.
    expect(JSON.parse(plan.files['security-headers.json'])).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    const remotes = JSON.parse(plan.files['remotes.json']).remotes;
    expect(remotes.map((remote) => remote.entry)).toEqual(
      APP_NAMES.filter((app) => app !== 'shell').map((app) => `https://cdn.pitwall.es/${app}/${live[app]}/remoteEntry.js`),
    );
    expect(remotes.find((remote) => remote.name === 'music').routes).toEqual([{ path: '/playlist-music', page: 'music' }]);
    const config = JSON.parse(plan.files['runtime-config.json']);
    expect(config.supabase).toEqual({ url: ENV.SUPABASE_URL, anonKey: 'anon' });
    expect(config.brand.siteUrl).toBe('https://pitwall.example');
    // Every public route of the live remotes and every published post; nothing private.
    expect(plan.files['sitemap.xml']).toContain('<url><loc>https://pitwall.example/playlist-music</loc></url>');
    expect(plan.files['sitemap.xml']).toContain('<url><loc>https://pitwall.example/blog/primera-vuelta</loc><lastmod>2026-11-20</lastmod></url>');
    expect(plan.files['sitemap.xml']).not.toContain('checkout');
    expect(plan.files['robots.txt']).toContain('Disallow: /admin\n');
    expect(plan.files['robots.txt']).toContain('Sitemap: https://pitwall.example/sitemap.xml');
  });

  it('--only pages makes the pages and the sitemap again from the live site, and uploads nothing else', () => {
    const posts = [{ path: '/blog/recien-publicada', lastModified: '2026-11-26T09:00:00Z' }];
    const plan = deployPlan({ store, env: { ...ENV, SITE_URL: 'https://pitwall.example' }, parts: ['pages'], workDir: '/work-dir', posts });
    expect(plan.missing).toEqual([]);
    expect(plan.steps.map(({ command }) => command.join(' '))).toEqual([
      `aws s3 cp /work-dir/sitemap.xml s3://pitwall-site/shell/sitemap.xml --cache-control ${NO_CACHE} --content-type application/xml`,
      'node tools/prerender/cli.mjs --site https://pitwall.example --out /work-dir/pages --pointers /work-dir',
      `aws s3 sync /work-dir/pages/music s3://pitwall-site/shell/pages --delete --exclude * --include playlist-music/* --exclude prerender.json --cache-control ${NO_CACHE} --content-type text/html; charset=utf-8`,
      'aws cloudfront create-invalidation --distribution-id E123 --paths /sitemap.xml /pages/*',
    ]);
    expect(plan.files['sitemap.xml']).toContain('/blog/recien-publicada</loc>');
  });

  it("a remote's pages own the keys of its routes", () => {
    const routes = [{ path: '/' }, { path: '/blog' }, { path: '/blog/:slug' }, { path: '/checkout', standalone: true }];
    expect(pageKeysOf({ routes })).toEqual(['--include', 'index.html', '--include', 'blog/*']);
  });

  it('takes the booking page and the club waiting list from the environment; the committed placeholders are named, never shipped', () => {
    const plan = deployPlan({ store, env: ENV, parts: ['frontend'], workDir: '/work-dir', posts: [] });
    expect(plan.placeholders).toEqual([
      expect.stringMatching(/^integrations\.bookingUrl is the committed placeholder https:\/\/.+: set BOOKING_URL$/),
      'brand.charityClubWaitlistUrl is empty: set CLUB_WAITLIST_URL',
    ]);
    const links = { BOOKING_URL: 'https://reservas.example/pitwall', CLUB_WAITLIST_URL: 'https://club.example/espera' };
    const ready = deployPlan({ store, env: { ...ENV, ...links }, parts: ['frontend'], workDir: '/work-dir', posts: [] });
    expect(ready.placeholders).toEqual([]);
    const config = JSON.parse(ready.files['runtime-config.json']);
    expect(config.integrations.bookingUrl).toBe(links.BOOKING_URL);
    expect(config.brand.charityClubWaitlistUrl).toBe(links.CLUB_WAITLIST_URL);
  });

  it('names what is missing from the environment', () => {
    const plan = deployPlan({ store, env: STRIPE, parts: ['backend'], workDir: '/w' });
    expect(plan.missing).toEqual(['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD']);
    expect(plan.steps[0]?.command).toEqual(['supabase', 'link', '--project-ref', '<SUPABASE_PROJECT_REF>']);
  });
});

// Each case starts node (a second or more on a busy machine).
describe('npm run deploy', { timeout: 30_000 }, () => {
  it('refuses without Stripe, even a dry run, and never ships the payment sandbox', async () => {
    const refused = await run(process.execPath, [deployScript, '--dry-run', '--store', store], { env: { PATH: process.env.PATH } }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Card payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (missing: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)');
    expect(refused.stdout).not.toContain('supabase');
    const halfway = await run(process.execPath, [deployScript, '--dry-run', '--only', 'backend', '--store', store], { env: { PATH: process.env.PATH, STRIPE_SECRET_KEY: 'sk_live_x' } }).catch((error) => error);
    expect(halfway.stderr).toContain('(missing: STRIPE_WEBHOOK_SECRET)');
    const names = deployedFunctions();
    expect(names).toContain('create-payment');
    expect(names).toContain('payment-webhook');
    expect(names).not.toContain('payment-sandbox');
    expect(names).not.toContain('_shared');
  });

  it('refuses a runtime configuration the site could not use', () => {
    expect(() => deployPlan({ store, env: { ...ENV, SUPABASE_URL: 'supabase.co' }, parts: ['frontend'], workDir: '/work-dir', posts: [] })).toThrow(/supabase\.url/);
  });

  it('--dry-run prints the commands and runs none; a real run without credentials refuses', async () => {
    const { stdout } = await run(process.execPath, [deployScript, '--dry-run', '--store', store], { env: { PATH: process.env.PATH, ...STRIPE } });
    expect(stdout).toContain('# Not set here (shown as <NAME>): SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN, SUPABASE_DB_PASSWORD, DEPLOY_BUCKET');
    // Quoted for a shell: copied as it is, each line runs.
    expect(stdout).toContain(`aws s3 cp ${store}/shell/index.html '<DEPLOY_BUCKET>/shell/index.html' --cache-control no-cache --content-type 'text/html; charset=utf-8'`);
    expect(stdout).toContain('supabase db push');
    const refused = await run(process.execPath, [deployScript, '--only', 'frontend', '--store', store], { env: { PATH: process.env.PATH } }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Missing in the environment: DEPLOY_BUCKET, DEPLOY_REMOTES_URL, SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY');
  });

  it('a real run with every credential but the placeholder integrations refuses before running anything, naming them', async () => {
    const refused = await run(process.execPath, [deployScript, '--only', 'frontend', '--store', store], { env: { PATH: process.env.PATH, ...ENV } }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Placeholder integrations in the production configuration:');
    expect(refused.stderr).toContain('integrations.bookingUrl is the committed placeholder');
    expect(refused.stderr).toContain('brand.charityClubWaitlistUrl is empty: set CLUB_WAITLIST_URL');
    expect(refused.stdout).not.toContain('aws s3');
    const { stdout } = await run(process.execPath, [deployScript, '--dry-run', '--only', 'frontend', '--store', store], { env: { PATH: process.env.PATH } });
    expect(stdout).toContain('# A real deploy refuses these placeholders (BOOKING_URL, CLUB_WAITLIST_URL):');
  });
});
