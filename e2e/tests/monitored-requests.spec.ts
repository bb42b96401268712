import { expect, test, type Page } from '../support/test.ts';
import { PAGE_LIVE_SELECTOR } from '../../libs/config/src/page-protocol.ts';

/**
 * One fetch for the site: every network request of the page goes through a client-side rate
 * limit and failure logger. Every fetch() call of the page is recorded with the place that made
 * it; a call made by anything but the monitor's own fetch (monitoredFetch) bypasses the rate
 * limiter and the failure logger, and is counted here. The monitor's call site is found in the
 * page itself (a call through monitoredFetch), so minified code needs no names.
 *
 * Allowed, and why: the monitor's own batches to security-event-logger (never limited or logged,
 * or a failing logger would log itself), and the shell's two start-up reads (/runtime-config.json,
 * /remotes.json), made before any shared library — the monitor among them — is on the page.
 */

const BOOKING_URL = 'https://calendly.com/pitwall/demo-15-minutos';

interface FetchCall {
  url: string;
  /** `url:line:column` of the code that called fetch. */
  caller: string;
}
type RecordingWindow = Window & { __fetchCalls: FetchCall[] };
interface ShareEntry {
  lib?: () => unknown;
  get: () => Promise<() => unknown>;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

const ALLOWED = [/\/functions\/v1\/security-event-logger$/];
const STARTUP_READS = ['/runtime-config.json', '/remotes.json'];

/** Records every fetch() of every document the page opens, before any script of the site runs. */
async function recordFetches(page: Page) {
  await page.addInitScript(() => {
    const platform = window.fetch;
    const calls: FetchCall[] = [];
    (window as unknown as RecordingWindow).__fetchCalls = calls;
    window.fetch = function recordedFetch(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // Frame 0 is "Error", 1 this wrapper, 2 whoever called fetch.
      const frame = (new Error().stack ?? '').split('\n')[2] ?? '';
      const caller = /\(?((?:https?|blob):[^()\s]+:\d+:\d+)\)?\s*$/.exec(frame)?.[1] ?? frame.trim();
      calls.push({ url: new URL(url, location.href).href, caller });
      return platform.call(this, input, init);
    };
  });
}

/** The call site of the monitor's own fetch, learnt from one call through the page's monitoredFetch. */
async function monitorCallSite(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    let monitoring: { monitoredFetch: typeof fetch } | undefined;
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        const entry = Object.values(packages['@pitwall/monitoring'] ?? {})[0];
        if (entry && !monitoring) monitoring = (entry.lib ? entry.lib() : (await entry.get())()) as typeof monitoring;
      }
    }
    if (!monitoring) throw new Error('@pitwall/monitoring is not in the page share scope');
    const calls = (window as unknown as RecordingWindow).__fetchCalls;
    await monitoring.monitoredFetch('/robots.txt');
    const probe = calls.findLast((call) => call.url.endsWith('/robots.txt'));
    calls.splice(calls.indexOf(probe as FetchCall), 1);
    return probe?.caller ?? '';
  });
}

/** The calls of the page's current document that did not go through the monitor. */
async function bypassing(page: Page, monitor: string): Promise<FetchCall[]> {
  const calls = await page.evaluate(() => (window as unknown as RecordingWindow).__fetchCalls);
  const origin = new URL(page.url()).origin;
  return calls.filter(
    (call) =>
      call.caller !== monitor &&
      !ALLOWED.some((pattern) => pattern.test(call.url)) &&
      !STARTUP_READS.some((path) => call.url === `${origin}${path}`),
  );
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached', timeout: 20_000 });
}

test('no request of the pages bypasses the security monitor: every public page, the booking probe, a press download', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(`${BOOKING_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Reserva</title><main><h1>Elige tu hora</h1></main></html>' }),
  );
  await recordFetches(page);
  const found: FetchCall[] = [];

  await open(page, '/');
  const monitor = await monitorCallSite(page);
  expect(monitor, 'the monitor\'s call site').toMatch(/:\d+:\d+$/);

  for (const path of ['/', '/nosotros', '/soluciones', '/beneficios', '/impacto', '/tienda', '/blog', '/playlist-music', '/condiciones-uso']) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    found.push(...(await bypassing(page, monitor)));
  }

  // The booking dialog's reachability probe.
  await open(page, '/contacto');
  await page.getByRole('button', { name: 'Agenda tu Demo - 15 minutos' }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  const calls = () => page.evaluate(() => (window as unknown as RecordingWindow).__fetchCalls);
  await expect.poll(async () => (await calls()).some((call) => call.url.startsWith(BOOKING_URL))).toBe(true);
  found.push(...(await bypassing(page, monitor)));

  // A press-kit download (the file fetched, then saved under its title).
  await open(page, '/prensa');
  const download = page.getByRole('button', { name: /^Descargar: / }).first();
  await Promise.all([page.waitForEvent('download'), download.click()]);
  expect((await calls()).some((call) => /\/storage\/v1\/object\/public\//.test(call.url))).toBe(true);
  found.push(...(await bypassing(page, monitor)));

  expect(found, 'fetch calls that bypass the monitor').toEqual([]);
});
