/**
 * The references `npm run perf` measures beside each route, in the same run on the same machine, so
 * that its budgets judge the code and not the machine (a busy or slow machine slows both alike):
 *
 * - the **static floor**: the route's own prerendered HTML with every script and script preload
 *   removed — what the page costs with no JavaScript at all (its LCP is the best the page can do).
 *   Its font preloads stay: with `font-display: optional` a font that arrives late is not used, so a
 *   floor without them painted its text in the fallback face, earlier, on some runs only;
 * - the **CPU reference**: a fixed piece of JavaScript work (building, sorting and serialising a
 *   data set, the kind of work hydration does), timed in the same browser at the same CPU slowdown.
 *   Main-thread figures (TBT, time to interactive) are budgeted as multiples of it.
 *
 * Both are served by one small server that forwards every other request to the site.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, type CpuInfo } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The route's HTML without what would run: scripts (data blocks stay inert) and script preloads. */
export function staticFloor(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b(?=[^>]*\brel="(?:modulepreload|preload)")(?![^>]*\bas="(?:font|style|image)")[^>]*>/g, '');
}

/** The page that runs the CPU reference and reports its duration in ms on `window.__reference`. */
export const REFERENCE_PATH = '/__perf/reference';
const REFERENCE_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Referencia</title></head><body><h1>Referencia</h1><script src="${REFERENCE_PATH}.js"></script></body></html>`;
const REFERENCE_SCRIPT = `(() => {
  const start = performance.now();
  let rows = [];
  for (let i = 0; i < 60000; i += 1) rows.push({ id: i, name: 'producto-' + ((i * 7919) % 60000), price: (i * 31) % 997, tags: ['a' + (i % 7), 'b' + (i % 13)] });
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const text = JSON.stringify(rows);
  rows = JSON.parse(text);
  let sum = 0;
  for (const row of rows) sum += row.price * row.tags.length;
  const list = document.createElement('ul');
  for (let i = 0; i < 3000; i += 1) { const item = document.createElement('li'); item.textContent = rows[i].name; list.append(item); }
  document.body.append(list);
  window.__reference = { ms: performance.now() - start, sum };
})();`;

/** The share of the machine's CPU time (all cores) that was busy between two readings of os.cpus(). */
export function busyShare(before: readonly CpuInfo[], after: readonly CpuInfo[]): number {
  let busy = 0;
  let total = 0;
  after.forEach((cpu, index) => {
    const earlier = before[index];
    if (!earlier) return;
    const spent = (times: CpuInfo['times']) => times.user + times.nice + times.sys + times.irq;
    const used = spent(cpu.times) - spent(earlier.times);
    busy += used;
    total += used + cpu.times.idle - earlier.times.idle;
  });
  return total > 0 ? busy / total : 0;
}

/**
 * Waits until the machine is quiet — less than `quiet` of its CPU busy over a quarter of a second —
 * or `maxMs` have passed; the busy share last read. A timing taken while something else still
 * works (the browser closing the page measured before it, a server answering its last requests)
 * says more about that than about the page: the references are not measured at the same moment.
 */
export async function machineSettled({ quiet = 0.25, maxMs = 5000 } = {}): Promise<number> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const before = cpus();
    await sleep(250);
    const share = busyShare(before, cpus());
    if (share < quiet || Date.now() >= deadline) return share;
  }
}

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the static floor of every page of `siteUrl` and the CPU reference, on `port`. */
export async function startReferenceServer(siteUrl: string, port: number): Promise<ReferenceServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', siteUrl);
    if (url.pathname === REFERENCE_PATH) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REFERENCE_PAGE);
    if (url.pathname === `${REFERENCE_PATH}.js`) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(REFERENCE_SCRIPT);
    fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? 'application/octet-stream';
        const body = type.startsWith('text/html') ? staticFloor(await response.text()) : Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, { 'content-type': type, 'cache-control': response.headers.get('cache-control') ?? 'no-cache' }).end(body);
      })
      .catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    // The browsers keep their connections open: close them, or close() waits for them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
