/**
 * `npm run rehearse`: the production deploy run for real on this machine (README, "Rehearsing the
 * deploy"). Servers that speak production's protocols stand in for the providers: an S3-compatible
 * store (s3rver) for the bucket, nginx for the CDN (made from tools/release/cdn, the rules the
 * CloudFront setup uses) and a fresh local stack for the hosted Supabase project. Then:
 *
 * 1. the backend as a deploy leaves it: migrations from an empty database, the functions served from
 *    the copy a deploy uploads (supabase/functions and its config.toml only), every one answering;
 * 2. `npm run deploy -- --only frontend` itself — the same `aws s3` commands, cache headers and page
 *    rules — against the store, then the deployed site checked over HTTP through the CDN (checks.ts);
 * 3. the end-to-end subset tagged @deployed, in Chromium, against the CDN's address;
 * 4. one team ships alone: a new marketing release (a visible text change) promoted and deployed,
 *    the uploads counted (nothing of the shell or another remote), live through the CDN, a tab opened
 *    before still working; then rolled back and deployed again.
 *
 * Fails naming the cause; stops everything it started. Ports 4500–4502 and 54521–54525, data in
 * .data/rehearse (wiped at start).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PAGE_LIVE_SELECTOR } from '../../libs/config/src/page-protocol.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import S3rver from 's3rver';
import { chromiumExecutable } from '../browser/chromium.mjs';
import { startStack, type RunningStack } from '../local-stack/stack.ts';
import { nginxConfig, SITE_ORIGIN_PATH } from '../release/cdn/cdn.mjs';
import { promoteChecked, releaseBuild } from '../release/commands.mjs';
import { productionRuntimeConfig } from '../release/deploy.mjs';
import { PAGES_PATH } from '../release/page-for-path.mjs';
import { liveVersion, releaseDir, rollback } from '../release/store.mjs';
import { remotesJson } from '../serve/runtime-files.mjs';
import { securityHeadersFor } from '../release/security-headers.mjs';
import { releaseApps, run, stopChild, waitForPort } from '../site/site.ts';
import { REHEARSAL_PORTS } from '../ports.mjs';
import { checkDeployment } from './checks.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const dir = path.join(workspaceRoot, '.data/rehearse');
const SITE_URL = `http://localhost:${REHEARSAL_PORTS.site}`;
const REMOTES_URL = `http://localhost:${REHEARSAL_PORTS.remotes}`;
const S3_URL = `http://127.0.0.1:${REHEARSAL_PORTS.s3}`;
const BUCKET = 'pitwall-site';
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/** s3rver's fixed credentials. */
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'eu-south-2' };
/** What the marketing team adds to the home page's heading in its release (the heading itself is read from the live page). */
const HEADING_CHANGE = ', también en tu oficina';

const log = (line: string) => console.log(`[rehearse] ${line}`);

class RehearsalFailure extends Error {}
const fail = (cause: string, details: string[] = []): never => {
  throw new RehearsalFailure([cause, ...details.map((line) => `  - ${line}`)].join('\n'));
};

function requireTools() {
  const missing = [
    spawnSync('nginx', ['-v']).error ? 'nginx (Debian: nginx-light)' : null,
    existsSync(NJS_MODULE) ? null : 'nginx’s JavaScript module (Debian: libnginx-mod-http-js)',
    spawnSync('aws', ['--version']).error ? 'the aws CLI (Debian: awscli)' : null,
  ].filter(Boolean);
  if (missing.length > 0) fail(`Not installed: ${missing.join(', ')}. On Debian: apt-get install -y nginx-light libnginx-mod-http-js awscli`);
}

/** What `supabase functions deploy` uploads: supabase/functions, with the config.toml beside it. */
function stageFunctions(): string {
  const staged = path.join(dir, 'deployed/supabase');
  cpSync(path.join(workspaceRoot, 'supabase/functions'), path.join(staged, 'functions'), { recursive: true });
  cpSync(path.join(workspaceRoot, 'supabase/config.toml'), path.join(staged, 'config.toml'));
  return path.join(staged, 'functions');
}

/** Every deployed function starts from its uploaded folder and answers (its CORS preflight). */
async function checkFunctions(stack: RunningStack, functionsDir: string) {
  const names = readdirSync(functionsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'index.ts'))).map((entry) => entry.name);
  const problems: string[] = [];
  for (const name of names) {
    const response = await fetch(`${stack.apiUrl}/functions/v1/${name}`, { method: 'OPTIONS', headers: { Origin: SITE_URL, 'Access-Control-Request-Method': 'POST' } });
    if (response.status >= 500) problems.push(`${name}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  if (problems.length > 0) fail('An edge function does not start from the folder a deploy uploads:', problems);
  log(`Functions: all ${names.length} answer from the deployed copy`);
}

function startNginx(store: string, stackApiUrl: string, anonKey: string) {
  const nginxDir = path.join(dir, 'cdn');
  mkdirSync(nginxDir, { recursive: true });
  // The site's headers are made from what the deploy will publish (its runtime-config and remotes.json).
  const { runtimeConfig } = productionRuntimeConfig(deployEnv(stackApiUrl, anonKey));
  const remotesList = remotesJson({ PITWALL_RELEASES_DIR: store, REMOTES_BASE_URL: REMOTES_URL });
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ s3: S3_URL, bucket: BUCKET, sitePort: REHEARSAL_PORTS.site, remotesPort: REHEARSAL_PORTS.remotes, siteOrigin: SITE_URL, securityHeaders: securityHeadersFor({ config: runtimeConfig, remotesList }), dir: nginxDir }));
  return spawn('nginx', ['-c', conf, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The environment a production deploy gets from CI's secrets, here pointing at the stand-ins. */
function deployEnv(apiUrl: string, anonKey: string, serviceRoleKey = ''): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...S3_CREDENTIALS,
    DEPLOY_BUCKET: `s3://${BUCKET}`,
    DEPLOY_S3_ENDPOINT: S3_URL,
    DEPLOY_REMOTES_URL: REMOTES_URL,
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SITE_URL,
    // Not the committed placeholders (deploy refuses those): the rehearsal's own.
    BOOKING_URL: 'https://calendly.com/pitwall/ensayo-demo-15-minutos',
    CLUB_WAITLIST_URL: `${SITE_URL}/contacto`,
  };
}

/** Runs `npm run deploy -- --only frontend`; returns the bucket keys it uploaded. */
async function deploy(store: string, stack: RunningStack): Promise<string[]> {
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/release/deploy.mjs', '--only', 'frontend', '--store', store], { cwd: workspaceRoot, env: deployEnv(stack.apiUrl, stack.anonKey, stack.serviceRoleKey), stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const text = output.join('');
  writeFileSync(path.join(dir, `deploy-${Date.now()}.log`), text);
  if (code !== 0) fail(`npm run deploy failed (exit ${code}):`, text.trim().split('\n').slice(-15));
  return [...text.matchAll(/upload: .+? to s3:\/\/[^/]+\/(\S+)/g)].map(([, key]) => key ?? '');
}

async function checkSite(what: string) {
  const problems = await checkDeployment({ siteUrl: SITE_URL, fetch: (url, init) => fetch(url, init) });
  if (problems.length > 0) fail(`The deployed site (${what}) is not as production needs it:`, problems);
  log(`Checked through the CDN (${what}): cache headers, every page for its path, remotes cross-origin, security headers`);
}

async function runE2e(stack: RunningStack) {
  const state = path.join(dir, 'deployed-site.json');
  writeFileSync(state, JSON.stringify({ siteUrl: SITE_URL, apiUrl: stack.apiUrl, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, mailApiUrl: stack.mailApiUrl, dbUrl: stack.dbUrl }, null, 2));
  // Not spawnSync: the bucket (s3rver) answers from this process.
  await run('npm', ['run', '--silent', 'test:e2e:deployed'], { ...process.env, E2E_DEPLOYED_SITE: state }).catch(() =>
    fail('The end-to-end tests tagged @deployed failed against the deployed site (above).'),
  );
}

/** A new marketing release whose only change is the home page's heading, `from` → `to`. */
function changedMarketingRelease(store: string, from: string, to: string): string {
  const live = liveVersion(store, 'marketing');
  const copy = path.join(dir, 'marketing-change');
  rmSync(copy, { recursive: true, force: true });
  cpSync(releaseDir(store, 'marketing', live), copy, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(copy, file), 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(path.join(copy, file), text.replaceAll(from, to));
    changed += 1;
  }
  if (changed === 0) fail(`The marketing release has no "${from}" (the live heading) to change`);
  return releaseBuild(store, 'marketing', copy).version;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

async function oneTeamShipsAlone(store: string, stack: RunningStack) {
  const before = liveVersion(store, 'marketing');
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    // A visitor's tab, opened before the promotion, stays open through it.
    const oldTab = await (await browser.newContext()).newPage();
    await oldTab.goto(SITE_URL);
    await oldTab.locator(PAGE_LIVE_SELECTOR).waitFor();
    // The heading as the page shows it (with its non-breaking spaces), so a change of copy needs no edit here.
    const homeHeading = (await heading(oldTab)) ?? '';
    if (!homeHeading) fail(`${SITE_URL}/ shows no heading to change`);
    const changedHeading = `${homeHeading}${HEADING_CHANGE}`;

    const version = changedMarketingRelease(store, homeHeading, changedHeading);
    promoteChecked(store, { marketing: version });
    log(`marketing ${version} promoted (was ${before}); deploying`);
    const uploads = await deploy(store, stack);
    const release = uploads.filter((key) => key.startsWith(`marketing/${version}/`));
    const pages = uploads.filter((key) => key.startsWith(`${SITE_ORIGIN_PATH}${PAGES_PATH}/`));
    const pointers = uploads.filter((key) => /^shell\/[^/]+$/.test(key));
    const others = uploads.filter((key) => !release.includes(key) && !pages.includes(key) && !pointers.includes(key));
    log(`Uploaded ${uploads.length} objects: ${release.length} of marketing's new release, ${pointers.length} pointers, ${pages.length} pages, ${others.length} else`);
    if (release.length === 0) fail('The deploy uploaded nothing of marketing’s new release');
    if (others.length > 0) fail('Deploying one remote uploaded files of other apps:', others.slice(0, 10));

    const html = await (await fetch(SITE_URL)).text();
    if (!html.includes(changedHeading)) fail(`${SITE_URL}/ through the CDN does not show marketing’s change ("${changedHeading}")`);
    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(SITE_URL);
    await fresh.locator(PAGE_LIVE_SELECTOR).waitFor();
    if ((await heading(fresh)) !== changedHeading) fail(`A new visit to ${SITE_URL}/ shows "${await heading(fresh)}", not the new release's heading`);
    log('The change is live through the CDN (prerendered and hydrated)');

    // The old tab goes on with the release it loaded: its next page comes from the same folder.
    const failed: string[] = [];
    const ours = (url: string) => url.startsWith(SITE_URL) || url.startsWith(REMOTES_URL);
    oldTab.on('response', (response) => response.status() >= 400 && ours(response.url()) && failed.push(`${response.status()} ${response.url()}`));
    oldTab.on('pageerror', (error) => failed.push(error.message));
    await oldTab.locator('header a[href="/nosotros"]').filter({ visible: true }).first().click();
    await oldTab.waitForURL(`${SITE_URL}/nosotros`);
    await oldTab.getByRole('heading', { level: 1 }).first().waitFor();
    if (failed.length > 0) fail('A tab opened before the promotion broke on its next page:', failed);
    log('A tab opened before the promotion still works (client-side navigation to /nosotros)');

    rollback(store, 'marketing');
    const rollbackUploads = await deploy(store, stack);
    const releaseFiles = rollbackUploads.filter((key) => !key.startsWith('shell/'));
    if (releaseFiles.length > 0) fail('The rollback uploaded release files again:', releaseFiles.slice(0, 10));
    const restored = await (await fetch(SITE_URL)).text();
    if (!restored.includes(homeHeading) || restored.includes(changedHeading)) fail(`After the rollback ${SITE_URL}/ does not show the previous heading`);
    log(`Rolled back to ${before}: ${rollbackUploads.length} objects uploaded (pointers and pages only), the previous heading is live`);
  } finally {
    await browser.close();
  }
}

async function main() {
  requireTools();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const store = path.join(dir, 'releases');
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const functionsDir = stageFunctions();
    log('Backend: a fresh stack, migrations from an empty database, the functions from the deployed copy');
    const stack = await startStack({ profile: 'test', reset: true, dataDir: path.join(dir, 'stack'), ports: REHEARSAL_PORTS.stack, siteUrl: SITE_URL, functionsDir, log }).catch((error: unknown) =>
      fail('The backend does not deploy onto an empty project:', [error instanceof Error ? error.message : String(error)]),
    );
    cleanups.push(() => stack.stop());
    await checkFunctions(stack, functionsDir);

    const live = await releaseApps(store, 'all', true, log);
    log(`Releases: ${Object.entries(live).map(([app, version]) => `${app} ${version}`).join(', ')}`);

    const s3 = new S3rver({ port: REHEARSAL_PORTS.s3, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
    await s3.run();
    cleanups.push(async () => {
      await s3.close();
    });
    const nginx = startNginx(store, stack.apiUrl, stack.anonKey);
    cleanups.push(() => stopChild(nginx));
    await Promise.all([waitForPort(REHEARSAL_PORTS.site, 10_000), waitForPort(REHEARSAL_PORTS.remotes, 10_000)]);
    log(`CDN (nginx) on ${SITE_URL} (site) and ${REMOTES_URL} (remotes), bucket s3://${BUCKET} on ${S3_URL}`);

    const uploads = await deploy(store, stack);
    log(`Deployed: ${uploads.length} objects uploaded`);
    await checkSite('first deploy');
    await runE2e(stack);
    await oneTeamShipsAlone(store, stack);
    await checkSite('after the rollback');
    log('The rehearsal passed.');
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RehearsalFailure ? `\nREHEARSAL FAILED: ${error.message}` : error);
  process.exitCode = 1;
});
