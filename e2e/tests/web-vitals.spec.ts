import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient, signIn } from '../../tools/local-stack/testing.ts';
import { E2E_RELEASES_DIR, SITE_URL } from '../support/ports.ts';
import { headingOf } from '../support/routes.ts';
import { PAGE_LIVE_SELECTOR } from '../../libs/config/src/page-protocol.ts';

// Field performance (issue #25): every public page measures itself in the visitor's browser and
// sends one beacon when it is hidden, to report_web_vitals; the admin reads the aggregates.

const BEACON = '/rest/v1/rpc/report_web_vitals';
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const service = serviceClient();

interface StoredVital {
  route: string;
  remote: string;
  release: string;
  device: string;
  connection: string | null;
  metric: string;
  value: number;
}

/**
 * The beacons a page sends while it is open, with their bodies. (A beacon sent as the page unloads
 * does not show among Playwright's requests: those are counted by the rows they store.)
 */
function watchBeacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(BEACON)) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** The page goes to the background (another tab, the phone's home screen), as the browser says so. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** Opens a page and waits until it is live and web-vitals is listening (the network quiet after). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // An interaction: it gives INP a value and settles LCP.
  await page.locator('main h1').first().click();
}

async function storedSince(since: string, filter: Partial<StoredVital>): Promise<StoredVital[]> {
  let query = service.from('web_vitals').select('route, remote, release, device, connection, metric, value').gte('created_at', since);
  for (const [column, value] of Object.entries(filter)) query = query.eq(column, value as string);
  const { data, error } = await query;
  if (error) throw error;
  return data as StoredVital[];
}

async function liveVersion(page: Page, remote: string): Promise<string> {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; version: string }> };
  const version = remotes.remotes.find((entry) => entry.name === remote)?.version;
  if (!version) throw new Error(`no live release of ${remote} in /remotes.json`);
  return version;
}

test('a public page sends its vitals once, only when it is hidden, with its route, remote, release and device', async ({ page }) => {
  const since = new Date().toISOString();
  const release = await liveVersion(page, 'marketing');
  const beacons = watchBeacons(page);

  await visit(page, '/impacto');
  await page.waitForTimeout(1500);
  expect(beacons, 'nothing sent while the page is shown').toEqual([]);
  expect(await storedSince(since, { route: '/impacto' })).toEqual([]);

  // Hidden: one beacon with everything measured.
  await hide(page);
  await expect.poll(() => beacons.length).toBe(1);
  const sent = JSON.parse(beacons[0] as string) as StoredVital[];
  await expect.poll(async () => (await storedSince(since, { route: '/impacto' })).length).toBe(sent.length);
  const rows = await storedSince(since, { route: '/impacto' });
  expect(new Set(rows.map((row) => row.metric))).toEqual(new Set(['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'HYDRATED']));
  for (const row of rows) expect(row).toMatchObject({ route: '/impacto', remote: 'marketing', release, device: 'desktop' });
  const hydrated = rows.find((row) => row.metric === 'HYDRATED') as StoredVital;
  expect(hydrated.value).toBeGreaterThan(0);

  // Once: leaving the page afterwards sends nothing more.
  await page.goto('about:blank');
  await page.waitForTimeout(2000);
  expect(beacons, 'sent once').toHaveLength(1);
  expect(await storedSince(since, { route: '/impacto' })).toHaveLength(sent.length);
});

test('on a phone a post reports its route pattern, not its address, and the admin reads it back', async ({ browser }) => {
  const since = new Date().toISOString();
  const context = await browser.newContext({ baseURL: SITE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const release = await liveVersion(page, 'content');
    await page.goto('/blog');
    await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const post = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) as string;
    // Leaving a page sends its report as it unloads.
    await page.goto('about:blank');
    await expect.poll(async () => (await storedSince(since, { route: '/blog', device: 'phone' })).length).toBeGreaterThan(0);
    await page.goto(post);
    await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    await expect.poll(async () => (await storedSince(since, { route: '/blog/:slug' })).length).toBeGreaterThan(0);
    const { count } = await service.from('web_vitals').select('id', { count: 'exact', head: true }).gte('created_at', since).like('route', `%${post.split('/').pop()}%`);
    expect(count, 'rows naming the post').toBe(0);
    for (const row of await storedSince(since, { route: '/blog/:slug' })) expect(row).toMatchObject({ remote: 'content', release, device: 'phone' });

    // Through the admin aggregates, as the panel reads them.
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const { data, error } = await admin.rpc('admin_web_vitals_p75', { p_days: 1 });
    expect(error).toBeNull();
    expect(data).toContainEqual(expect.objectContaining({ route: '/blog/:slug', remote: 'content', release, device: 'phone', metric: 'HYDRATED' }));
  } finally {
    await context.close();
  }
});

test.describe('a deliberately slowed release', () => {
  const run = promisify(execFile);
  const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
  const copy = `${workspaceRoot}/tmp/e2e-web-vitals/marketing-slowed`;
  // As the built chunk carries it.
  const HOME_HEADING = headingOf('/');
  const DELAY_MS = 1500;
  const npmRun = async (script: string, ...args: string[]) =>
    (await run('npm', ['run', '--silent', script, '--', ...args, '--store', E2E_RELEASES_DIR], { cwd: workspaceRoot })).stdout;
  const liveOf = (app: string): string => JSON.parse(readFileSync(`${E2E_RELEASES_DIR}/live.json`, 'utf8')).apps[app].live.version;
  let original = '';

  test.afterAll(async () => {
    // Leave the site as the other specs expect it.
    if (original && liveOf('marketing') !== original) await npmRun('promote', 'marketing', original);
    rmSync(copy, { recursive: true, force: true });
  });

  test('shows a worse p75 LCP and time to interactive than the release before it', async ({ browser }) => {
    test.setTimeout(180_000);
    original = liveOf('marketing');
    // The live release with a synchronous pause at the top of its home page chunk (test only).
    rmSync(copy, { recursive: true, force: true });
    cpSync(`${E2E_RELEASES_DIR}/marketing/${original}`, copy, { recursive: true });
    let slowed = 0;
    for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(`${copy}/${file}`, 'utf8');
      if (!text.includes(HOME_HEADING)) continue;
      writeFileSync(`${copy}/${file}`, `(()=>{const end=performance.now()+${DELAY_MS};while(performance.now()<end);})();\n${text}`);
      slowed += 1;
    }
    expect(slowed, 'chunks of the home page').toBeGreaterThan(0);
    const output = await npmRun('release', 'marketing', '--from', copy);
    const version = /Released marketing ([0-9a-f]{12})/.exec(output)?.[1] as string;
    expect(version).toBeTruthy();

    // Visits under each release, rendered in the browser alike (an address with a query is never
    // served prerendered), so the release is the only difference.
    const since = new Date().toISOString();
    const visits = async () => {
      for (let i = 0; i < 3; i += 1) {
        const context = await browser.newContext({ baseURL: SITE_URL, viewport: { width: 1280, height: 720 } });
        const page = await context.newPage();
        await visit(page, `/?visita=${i}`);
        await page.goto('about:blank');
        await context.close();
      }
    };
    const measured = async (release: string) => (await storedSince(since, { route: '/', release, metric: 'HYDRATED' })).length;
    await visits();
    await expect.poll(() => measured(original)).toBeGreaterThanOrEqual(3);
    await npmRun('promote', 'marketing', version);
    await visits();
    await expect.poll(() => measured(version)).toBe(3);
    await npmRun('promote', 'marketing', original);

    const admin = await signIn(ADMIN.email, ADMIN.password);
    const p75 = async (release: string, metric: string) => {
      const { data, error } = await admin.rpc('admin_web_vitals_p75', { p_days: 1 });
      expect(error).toBeNull();
      return (data as Array<StoredVital & { p75: number; samples: number }>).find(
        (row) => row.route === '/' && row.release === release && row.device === 'desktop' && row.metric === metric,
      );
    };
    for (const metric of ['LCP', 'HYDRATED']) {
      const before = (await p75(original, metric))?.p75 as number;
      const after = (await p75(version, metric))?.p75 as number;
      expect(after, `${metric}: p75 ${after} ms with the slowed release, ${before} ms before`).toBeGreaterThan(before + DELAY_MS / 2);
    }
    // The promotion shows as a marker: the slowed release was first reported after the other.
    const { data: releases } = await admin.rpc('admin_web_vitals_releases', { p_days: 1 });
    expect(releases).toContainEqual(expect.objectContaining({ remote: 'marketing', release: version }));
  });
});
