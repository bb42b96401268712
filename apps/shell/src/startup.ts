// Started by the entry before the app code and shared libraries arrive, so the two small JSON
// files the shell needs travel in parallel with them. They are the page's only requests outside the
// security monitor (monitoredFetch, @pitwall/monitoring): the monitor is one of those libraries and
// is not on the page yet (e2e/tests/monitored-requests.spec.ts counts every other request).
const json = (url: string) =>
  fetch(url, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });

export const startup = {
  runtimeConfig: json('/runtime-config.json'),
  remotes: json('/remotes.json'),
};
// Handled where they are used; this keeps an early failure from being reported as unhandled.
startup.runtimeConfig.catch(() => undefined);
startup.remotes.catch(() => undefined);
