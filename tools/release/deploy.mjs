#!/usr/bin/env node
/**
 * From the release store to production (README, "Deploying"):
 *   npm run deploy -- [--dry-run] [--only backend|frontend|pages] [--store DIR]
 * backend:  the hosted Supabase project: link, `supabase db push`, `supabase functions deploy`,
 *           `supabase secrets set` (the secrets present in the environment).
 * frontend: an S3-style bucket behind a CDN: every release folder of every app (immutable: a folder
 *           name is its content's hash), then the pointers, no-cache: the shell's remotes.json and
 *           runtime-config.json, and its index.html last (it names the live shell's folder).
 * pages:    only the prerendered pages and the sitemap, made again from the live site (what the
 *           "fresh pages" job runs when the data the public pages show changes: README).
 * --dry-run prints the exact commands and runs none; a missing variable shows as <NAME>, except
 * Stripe's two: without them production could take no payment, so even a dry run refuses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RECORD_FILE } from '../serve/pages.mjs';
import { remotesJson } from '../serve/runtime-files.mjs';
import { publishedPostPaths, robotsTxt, sitemapXml, staticPublicPaths } from './sitemap.mjs';
import { securityHeadersFor } from './security-headers.mjs';
import { cloudFrontFunctionCode, SITE_ORIGIN_PATH } from './cdn/cdn.mjs';
import { pageFile, PAGES_PATH } from './page-for-path.mjs';
import { REGISTER_PATH, registrationBody } from './site-releases.mjs';
import { APP_NAMES } from './commands.mjs';
import { liveVersion, SHELL_ROOT_FILES, storeDir } from './store.mjs';
import { parseRuntimeConfig, productionConfigProblems, PRODUCTION_LINKS } from '../../libs/config/src/runtime-config-schema.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What each part needs from the environment (CI secrets). */
export const REQUIRED = {
  backend: ['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD'],
  frontend: ['DEPLOY_BUCKET', 'DEPLOY_REMOTES_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'],
  pages: ['DEPLOY_BUCKET', 'DEPLOY_REMOTES_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY'],
};

/**
 * The keys under shell/pages/ (PAGES_PATH) a remote's pages own: `aws s3 sync --delete` with these removes a page
 * the remote no longer has (an unpublished post) without touching another remote's pages.
 */
export const pageKeysOf = (remote) =>
  [...new Set(remote.routes.filter((route) => !route.standalone).map((route) => (route.path === '/' ? pageFile('/') : `${route.path.slice(1).split('/')[0]}/*`)))].flatMap((key) => ['--include', key]);
/** The edge functions' secrets (supabase/README.md), set on the project when present. */
export const FUNCTION_SECRETS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'MAIL_FROM', 'SITE_URL', 'ADMIN_BOOTSTRAP_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

/** Card payments in production: Stripe's keys, required by every backend deploy (even a dry run). */
export const PAYMENT_SECRETS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

/** The local payment sandbox: a development stand-in for Stripe Checkout, never deployed. */
export const LOCAL_ONLY_FUNCTIONS = ['payment-sandbox'];

/** The functions a deploy ships, by name: every folder with an index.ts but the local-only ones. */
export function deployedFunctions(functionsDir = path.join(workspaceRoot, 'supabase/functions')) {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'index.ts')) && !LOCAL_ONLY_FUNCTIONS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Files of a plan that hold secrets: written for a real run only. */
const SECRET_FILES = ['functions.env', 'service-headers.txt'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * The production runtime-config.json: the committed one (brand details) with what the environment
 * names: SITE_URL (the functions' link base is also the site's canonical address), the booking page,
 * the club's waiting list and the Supabase project (a missing variable shows as <NAME>).
 * @param {Record<string, string | undefined>} env
 */
export function productionRuntimeConfig(env) {
  const committed = JSON.parse(readFileSync(path.join(workspaceRoot, 'apps/shell/config/runtime-config.json'), 'utf8'));
  const runtimeConfig = {
    ...committed,
    brand: { ...committed.brand, siteUrl: env.SITE_URL || committed.brand.siteUrl, charityClubWaitlistUrl: env.CLUB_WAITLIST_URL || committed.brand.charityClubWaitlistUrl },
    integrations: { ...committed.integrations, bookingUrl: env.BOOKING_URL || committed.integrations.bookingUrl },
    supabase: { url: env.SUPABASE_URL ?? '<SUPABASE_URL>', anonKey: env.SUPABASE_ANON_KEY ?? '<SUPABASE_ANON_KEY>' },
  };
  return { committed, runtimeConfig };
}

/**
 * The deploy as a list of commands (argument arrays, run without a shell) and the files they upload.
 * `posts`: the published posts' paths for sitemap.xml (read from the production API by `main`).
 * @param {{ store: string, env: Record<string, string | undefined>, parts: ('backend' | 'frontend' | 'pages')[], workDir: string, posts?: { path: string, lastModified?: string | null }[] }} options
 */
export function deployPlan({ store, env, parts, workDir, posts = [] }) {
  const value = (name) => env[name] ?? `<${name}>`;
  const missing = parts.flatMap((part) => REQUIRED[part]).filter((name) => !env[name]);
  /** @type {{ note: string, command: string[] }[]} */
  const steps = [];
  /** @type {Record<string, string>} */
  const files = {};
  /** Links of the production configuration left empty or as the committed placeholders. */
  const placeholders = [];

  if (parts.includes('backend')) {
    const noStripe = PAYMENT_SECRETS.filter((name) => !env[name]);
    if (noStripe.length > 0) {
      throw new Error(`Card payments need ${PAYMENT_SECRETS.join(' and ')} (missing: ${noStripe.join(', ')}): production takes payments only through Stripe, and a deploy never ships the local payment sandbox.`);
    }
    const ref = value('SUPABASE_PROJECT_REF');
    // The CLI reads SUPABASE_ACCESS_TOKEN and SUPABASE_DB_PASSWORD from the environment.
    steps.push(
      { note: 'backend: link the hosted project', command: ['supabase', 'link', '--project-ref', ref] },
      { note: 'backend: apply supabase/migrations', command: ['supabase', 'db', 'push'] },
      { note: `backend: deploy supabase/functions but ${LOCAL_ONLY_FUNCTIONS.join(', ')} (bundled by the API, no Docker)`, command: ['supabase', 'functions', 'deploy', ...deployedFunctions(), '--project-ref', ref, '--use-api'] },
    );
    const secrets = FUNCTION_SECRETS.filter((name) => env[name]);
    if (secrets.length > 0) {
      files['functions.env'] = secrets.map((name) => `${name}=${env[name]}`).join('\n');
      steps.push({ note: `backend: function secrets ${secrets.join(', ')}`, command: ['supabase', 'secrets', 'set', '--env-file', path.join(workDir, 'functions.env'), '--project-ref', ref] });
    }
  }

  const frontend = parts.includes('frontend');
  if (frontend || parts.includes('pages')) {
    const unreleased = APP_NAMES.filter((app) => !liveVersion(store, app));
    if (unreleased.length > 0) throw new Error(`No live release of ${unreleased.join(', ')} in ${store}: release and promote first`);
    const bucket = value('DEPLOY_BUCKET').replace(/\/$/, '');
    const endpoint = env.DEPLOY_S3_ENDPOINT ? ['--endpoint-url', env.DEPLOY_S3_ENDPOINT] : [];
    for (const app of frontend ? APP_NAMES : []) {
      steps.push({
        note: `frontend: ${app} releases (live ${liveVersion(store, app)})`,
        // Releases never change: upload what is new, cache for good. The shell's pointer comes last.
        // Source maps stay in the store: they hold the whole frontend source, not for a public bucket.
        command: ['aws', 's3', 'sync', path.join(store, app), `${bucket}/${app}`, '--exclude', 'index.html', ...(app === 'shell' ? SHELL_ROOT_FILES.flatMap((file) => ['--exclude', file]) : []), '--exclude', '.*', '--exclude', '*.map', '--cache-control', IMMUTABLE, ...endpoint],
      });
    }
    const remotes = remotesJson({ PITWALL_RELEASES_DIR: store, REMOTES_BASE_URL: value('DEPLOY_REMOTES_URL') });
    files['remotes.json'] = `${JSON.stringify(remotes, null, 2)}\n`;
    const { committed, runtimeConfig } = productionRuntimeConfig(env);
    // Checked in full here, where it is made (the browser only reads it); a dry run without the
    // Supabase variables shows them as <NAME>, which is not a URL.
    if (env.SUPABASE_URL) parseRuntimeConfig(runtimeConfig);
    // The committed booking page and waiting list are local stand-ins: production names its own.
    placeholders.push(...productionConfigProblems(runtimeConfig, committed));
    files['runtime-config.json'] = `${JSON.stringify(runtimeConfig, null, 2)}\n`;
    files['sitemap.xml'] = sitemapXml(runtimeConfig.brand.siteUrl, [...staticPublicPaths(remotes), ...posts]);
    files['robots.txt'] = robotsTxt(runtimeConfig.brand.siteUrl);
    // The CDN's settings made from the same rules as the rehearsal's nginx (tools/release/cdn): the
    // viewer-request function and the response headers (README, "The CDN").
    files['cloudfront-viewer-request.js'] = cloudFrontFunctionCode();
    files['security-headers.json'] = `${JSON.stringify(securityHeadersFor({ config: runtimeConfig, remotesList: remotes }), null, 2)}\n`;
    const pointer = (file, source, type) => ({
      note: `frontend: shell/${file} (no-cache)`,
      command: ['aws', 's3', 'cp', source, `${bucket}/shell/${file}`, '--cache-control', NO_CACHE, '--content-type', type, ...endpoint],
    });
    if (frontend) {
      // The web-vitals beacon accepts only registered releases: known before any browser gets them.
      files['site-releases.json'] = registrationBody(remotes);
      files['service-headers.txt'] = `apikey: ${value('SUPABASE_SERVICE_ROLE_KEY')}\nAuthorization: Bearer ${value('SUPABASE_SERVICE_ROLE_KEY')}\n`;
      steps.push(
        {
          note: 'frontend: register the live releases with the backend (the releases the web-vitals beacon accepts)',
          command: ['curl', '--fail-with-body', '--silent', '--show-error', '-X', 'POST', `${value('SUPABASE_URL')}${REGISTER_PATH}`, '-H', `@${path.join(workDir, 'service-headers.txt')}`, '-H', 'Content-Type: application/json', '--data-binary', `@${path.join(workDir, 'site-releases.json')}`],
        },
        pointer('remotes.json', path.join(workDir, 'remotes.json'), 'application/json'),
        pointer('runtime-config.json', path.join(workDir, 'runtime-config.json'), 'application/json'),
        pointer('sitemap.xml', path.join(workDir, 'sitemap.xml'), 'application/xml'),
        pointer('robots.txt', path.join(workDir, 'robots.txt'), 'text/plain; charset=utf-8'),
        pointer('og-image.jpg', path.join(store, 'shell', 'og-image.jpg'), 'image/jpeg'),
        pointer('index.html', path.join(store, 'shell', 'index.html'), 'text/html; charset=utf-8'),
      );
    } else {
      // The pointers as they are live (the pages are made with them); only the sitemap changes.
      steps.push(pointer('sitemap.xml', path.join(workDir, 'sitemap.xml'), 'application/xml'));
    }
    // The public routes as finished HTML, rendered from the site just deployed with the pointers
    // just uploaded (not whatever the CDN still caches), flat under shell/pages/<path>/index.html.
    files['index.html'] = readFileSync(path.join(store, 'shell', 'index.html'), 'utf8');
    const pagesDir = path.join(workDir, 'pages');
    steps.push({
      note: 'frontend: prerender the public routes of the live remotes',
      command: ['node', 'tools/prerender/cli.mjs', '--site', runtimeConfig.brand.siteUrl, '--out', pagesDir, '--pointers', workDir],
    });
    for (const remote of remotes.remotes.filter(({ routes }) => routes.some((route) => !route.standalone))) {
      steps.push({
        note: `frontend: ${remote.name}'s prerendered pages (no-cache)`,
        command: ['aws', 's3', 'sync', path.join(pagesDir, remote.name), `${bucket}/${SITE_ORIGIN_PATH}${PAGES_PATH}`, '--delete', '--exclude', '*', ...pageKeysOf(remote), '--exclude', RECORD_FILE, '--cache-control', NO_CACHE, '--content-type', 'text/html; charset=utf-8', ...endpoint],
      });
    }
    if (env.DEPLOY_CDN_DISTRIBUTION) {
      steps.push({
        note: 'frontend: drop the pointers and the pages from the CDN’s edge caches',
        command: ['aws', 'cloudfront', 'create-invalidation', '--distribution-id', env.DEPLOY_CDN_DISTRIBUTION, '--paths', ...(frontend ? ['/index.html', '/remotes.json', '/runtime-config.json', '/robots.txt', '/og-image.jpg'] : []), '/sitemap.xml', `${PAGES_PATH}/*`],
      });
    }
  }
  return { steps, files, missing, placeholders };
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);

async function main() {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false }, only: { type: 'string' }, store: { type: 'string' } } });
  if (values.only && !(values.only in REQUIRED)) throw new Error('--only takes backend, frontend or pages');
  const parts = /** @type {('backend' | 'frontend' | 'pages')[]} */ (values.only ? [values.only] : ['backend', 'frontend']);
  const store = values.store ? path.resolve(values.store) : storeDir();
  const dryRun = values['dry-run'];
  const workDir = mkdtempSync(path.join(tmpdir(), 'pitwall-deploy-'));
  try {
    // The sitemap lists the posts published in production now (a dry run does not call the API).
    const env = process.env;
    // What the environment lacks or leaves as a placeholder is refused before anything is called.
    const checked = deployPlan({ store, env, parts, workDir });
    if (!dryRun && checked.missing.length > 0) throw new Error(`Missing in the environment: ${checked.missing.join(', ')}`);
    if (!dryRun && checked.placeholders.length > 0) throw new Error(`Placeholder integrations in the production configuration:\n${checked.placeholders.join('\n')}`);
    const posts = !dryRun && (parts.includes('frontend') || parts.includes('pages')) && env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? await publishedPostPaths({ url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY }) : [];
    const plan = deployPlan({ store, env, parts, workDir, posts });
    // The secrets file is written for a real run only: a dry run shows where it would be.
    for (const [name, content] of Object.entries(plan.files)) if (!dryRun || !SECRET_FILES.includes(name)) writeFileSync(path.join(workDir, name), content, { mode: 0o600 });
    console.log(dryRun ? `# Dry run: the commands a deploy runs, in order (nothing is run). Files in ${workDir}.` : '# Deploying');
    if (dryRun && plan.missing.length > 0) console.log(`# Not set here (shown as <NAME>): ${plan.missing.join(', ')}`);
    if (dryRun && plan.placeholders.length > 0) console.log(`# A real deploy refuses these placeholders (${PRODUCTION_LINKS.map(({ env }) => env).join(', ')}):\n${plan.placeholders.map((line) => `#   ${line}`).join('\n')}`);
    for (const { note, command } of plan.steps) {
      console.log(`# ${note}\n${command.map(quote).join(' ')}`);
      if (dryRun) continue;
      const [program, ...args] = command;
      const result = spawnSync(process.env[`${program.toUpperCase()}_CLI`] ?? program, args, { cwd: workspaceRoot, stdio: 'inherit', shell: false });
      if (result.status !== 0) throw new Error(`${program} ${args.slice(0, 2).join(' ')} failed${result.error ? `: ${result.error.message}` : ''}; later steps not run`);
    }
    if (dryRun) console.log(`\n# remotes.json that would be published:\n${plan.files['remotes.json'] ?? '(frontend not deployed)'}`);
  } finally {
    if (!dryRun) rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
