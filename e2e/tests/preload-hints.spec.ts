import { expect, test } from '../support/test.ts';

// A prerendered page names everything its hydration loads (tools/prerender: preloadTags), so the
// browser fetches it while it parses instead of in waves: the shell's chunks, the remote's entry,
// the runtime configuration and the remote list.

for (const path of ['/', '/tienda', '/playlist-music']) {
  test(`${path}: the HTML preloads what hydration needs, and each preload is used once`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|fetch)"/g)].map(([, href]) => new URL(href ?? '', test.info().project.use.baseURL).href);
    const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ entry: string; routes: Array<{ path: string }> }> };
    const remote = remotes.remotes.find((item) => item.routes.some((route) => route.path === path));
    expect(remote, `a remote serves ${path}`).toBeDefined();
    expect(preloads).toEqual(expect.arrayContaining([expect.stringMatching(/\/runtime-config\.json$/), expect.stringMatching(/\/remotes\.json$/), remote?.entry]));
    // Of the remote, only its entry: its chunks keep their address on a retry, and a failed preload
    // (the remote down) would answer that retry with the old failure.
    const releaseFolder = remote?.entry.replace(/remoteEntry\.js$/, '') ?? '';
    expect(preloads.filter((href) => href.startsWith(releaseFolder))).toEqual([remote?.entry]);

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
    for (const href of preloads) expect(requested.get(href), href).toBe(1);
  });
}
