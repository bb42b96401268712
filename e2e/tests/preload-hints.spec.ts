import { expect, test } from '../support/test.ts';
import { BACKEND_CHUNK, BOOT_DATA_ID, EARLY_SCRIPT_FILE, type BootData } from '../../libs/config/src/page-protocol.ts';
import { COMPILE_ALL_FUNCTIONS_HINT } from '../../tools/rspack/compile-hints-plugin.mjs';

// A prerendered page names everything its hydration loads (tools/prerender: composeDocument's
// boot block, BOOT_DATA_ID), and the shell's early script asks for all of it at once right after the
// first paint, instead of in waves: the shell's chunks, the remote's entry, the runtime configuration
// and the remote list. Nothing but that early script is asked for before the page has painted.

for (const path of ['/', '/tienda', '/playlist-music']) {
  test(`${path}: after its first paint the page preloads what hydration needs, and each preload is used once`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const boot = JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? '{}') as BootData;
    const absolute = (href: string) => new URL(href, test.info().project.use.baseURL).href;
    const preloads = boot.hints.map(({ href }) => absolute(href));
    expect(boot.scripts.map(absolute)).toEqual([expect.stringMatching(/\/main\.[0-9a-f]+\.js$/)]);
    expect(html).not.toMatch(/<script[^>]* src="[^"]*main\./);
    const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ entry: string; routes: Array<{ path: string }> }> };
    const remote = remotes.remotes.find((item) => item.routes.some((route) => route.path === path));
    expect(remote, `a remote serves ${path}`).toBeDefined();
    expect(preloads).toEqual(expect.arrayContaining([expect.stringMatching(/\/runtime-config\.json$/), expect.stringMatching(/\/remotes\.json$/), remote?.entry]));
    // Of the remote, only its entry: its chunks keep their address on a retry, and a failed preload
    // (the remote down) would answer that retry with the old failure.
    const releaseFolder = remote?.entry.replace(/remoteEntry\.js$/, '') ?? '';
    expect(preloads.filter((href) => href.startsWith(releaseFolder))).toEqual([remote?.entry]);
    // Not the backend: a page runs it only after it answers (backend-after-live.spec.ts), and
    // preloaded it would be fetched and compiled beside what hydration needs.
    expect(preloads.filter((href) => BACKEND_CHUNK.test(new URL(href).pathname))).toEqual([]);

    const requested = new Map<string, number>();
    const warnings: string[] = [];
    page.on('request', (sent) => requested.set(sent.url(), (requested.get(sent.url()) ?? 0) + 1));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(path);
    // Chromium warns a few seconds after load about a preload nobody used, or one used in another mode.
    await page.waitForTimeout(3_500);
    expect(warnings).toEqual([]);
    // The entry is preloaded at the first paint too, and run once the document is read: one request.
    expect(await page.locator(`link[rel="preload"][as="script"][href="${boot.scripts[0]}"]`).count()).toBe(1);
    for (const href of [...preloads, ...boot.scripts.map(absolute)]) expect(requested.get(href), href).toBe(1);
    // Before the first paint the page asked for no script or data but its early script.
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < paint && /\.(js|json)$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname.split('/').pop());
    });
    expect(early).toEqual([EARLY_SCRIPT_FILE]);
  });
}

// Chrome compiles a script on a background thread while it downloads, whatever its size; V8's
// compile hint (tools/rspack/compile-hints-plugin.mjs) has it compile every function of it there,
// instead of on the main thread when each is first called, in the middle of hydration.
test('every script of a page carries the compile hint that has it compiled while it downloads', async ({ page }) => {
  const scripts: Array<Promise<{ url: string; body: Buffer }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto('/playlist-music');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  // The shell's entry and bootstrap, react-dom, the music remote's entry and page, and the small ones.
  expect(loaded.map(({ url }) => url)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/main\.[0-9a-f]+\.js$/),
      expect.stringMatching(/\/src_bootstrap_tsx\.[0-9a-f]+\.js$/),
      expect.stringMatching(/react-dom_client/),
      expect.stringMatching(/\/remoteEntry\.js$/),
      expect.stringMatching(/MusicPage/),
      expect.stringMatching(/\/page-boot\.js$/),
    ]),
  );
  for (const { url, body } of loaded) expect(body.toString('utf8').startsWith(COMPILE_ALL_FUNCTIONS_HINT), url).toBe(true);
});
