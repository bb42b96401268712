import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test.ts';
import { alive, assertPortFree } from '../../tools/local-stack/lib/processes.ts';
import { appPortsFrom, NPM_START_E2E_PORTS, STACK_PORT_VARIABLES } from '../../tools/ports.mjs';

// `npm start` as a developer runs it, on ports and a data folder of its own (so it can run beside the
// e2e site and beside a developer's own `npm start`): it serves the site and the stack, and a signal
// to npm alone (what a process manager sends; a terminal's Ctrl-C reaches the whole group) stops every
// process it started and frees every port.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fileURLToPath(new URL('../../.data/npm-start-e2e', import.meta.url));
const APP_PORTS = appPortsFrom(NPM_START_E2E_PORTS.apps);
const STACK_PORTS = Object.fromEntries(
  Object.entries(NPM_START_E2E_PORTS.stack).map(([key, port]) => [STACK_PORT_VARIABLES[key as keyof typeof STACK_PORT_VARIABLES], String(port)]),
);
const ALL_PORTS = [...Object.values(APP_PORTS), ...Object.values(STACK_PORTS)].map(Number);

/** Every living descendant of pid, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the name before it may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited while we looked
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function commandLine(pid: number): string {
  try {
    return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`;
  } catch {
    return `${pid} (gone)`;
  }
}

const site = `http://localhost:${APP_PORTS.SHELL_PORT}`;
const api = `http://localhost:${STACK_PORTS.API_PORT}`;
/** The HTML a visitor without JavaScript (a search engine, a link preview) gets. */
const html = async (path: string) => (await fetch(`${site}${path}`)).text();

/**
 * What the admin panel saves reaches the prerendered HTML and the sitemap by itself, within a
 * minute: a price, a newly published post (its own page), a product taken off the shop. Written
 * through the API as the demo admin, as the panel writes them.
 */
async function pagesFollowTheData(output: () => string) {
  const { supabase } = (await (await fetch(`${site}/runtime-config.json`)).json()) as { supabase: { anonKey: string } };
  const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabase.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const write = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${api}/rest/v1/${path}`, {
      method,
      headers: { apikey: supabase.anonKey, Authorization: `Bearer ${token}`, 'content-type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  };
  const within = { timeout: 60_000, intervals: [2_000] };

  expect(await html('/tienda')).toContain('Gorra Pitwall Team');
  await write('PATCH', 'products?title=eq.Gorra%20Pitwall%20Team', { price: 31.4 });
  await expect.poll(() => html('/tienda'), { ...within, message: 'the new price in /tienda’s HTML' }).toMatch(/31[.,]40/);

  const slug = 'pagina-nueva-de-prueba';
  await write('POST', 'blog_posts', { slug, title: 'Página nueva de prueba', excerpt: 'Recién publicada.', content: '<p>Hola.</p>', published: true, published_at: new Date().toISOString() });
  await expect.poll(() => html(`/blog/${slug}`), { ...within, message: 'the new post prerendered' }).toContain(`data-prerendered="/blog/${slug}"`);
  expect(await html('/sitemap.xml')).toContain(`/blog/${slug}</loc>`);

  await write('PATCH', 'products?title=eq.Gorra%20Pitwall%20Team', { is_active: false });
  await expect.poll(() => html('/tienda'), { ...within, message: 'the deactivated product gone from /tienda’s HTML' }).not.toContain('Gorra Pitwall Team');

  // PostgreSQL killed: the stack starts it again and says so, the API reads again, the listener
  // connects again, and a price changed afterwards still reaches the HTML.
  const { children } = JSON.parse(readFileSync(`${dataDir}/children.json`, 'utf8')) as { children: Array<{ name: string; pid: number }> };
  const postgres = children.find((child) => child.name === 'postgres')?.pid as number;
  process.kill(postgres, 'SIGKILL');
  await expect.poll(output, { ...within, message: 'the restart said' }).toContain(`PostgreSQL EXITED (pid ${postgres}, signal SIGKILL)`);
  await expect.poll(output, { ...within, message: 'the listener back' }).toContain('The fresh-pages listener is back');
  const read = async () => (await fetch(`${api}/rest/v1/products?select=id&limit=1`, { headers: { apikey: supabase.anonKey } })).status;
  await expect.poll(read, { ...within, message: 'reads again' }).toBe(200);
  await write('PATCH', 'products?title=eq.Camiseta%20Pitwall%20Racing', { price: 43.21 });
  await expect.poll(() => html('/tienda'), { ...within, message: 'the price changed after the restart in /tienda’s HTML' }).toMatch(/43[.,]21/);
}

test.describe('npm start', () => {
  test('refuses to start over servers it did not start, saying so in one message', async () => {
    const squatters = await Promise.all(
      [APP_PORTS.SHELL_PORT, APP_PORTS.CONTENT_PORT].map(Number).map(
        (port) => new Promise<Server>((resolve) => {
          const server = createServer((socket) => socket.destroy());
          server.listen(port, '127.0.0.1', () => resolve(server));
        }),
      ),
    );
    try {
      const npm = spawn('npm', ['start', '--', '--data-dir', dataDir, '--releases', `${dataDir}/releases`], {
        cwd: repoRoot,
        env: { ...process.env, ...{ ...APP_PORTS, ...STACK_PORTS } },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => npm.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(`npm start could not start: Servers this start did not start already listen on the site's ports (shell ${APP_PORTS.SHELL_PORT}, content ${APP_PORTS.CONTENT_PORT})`);
      expect(output).not.toContain('EADDRINUSE');
      expect(output).not.toContain('Building');
    } finally {
      await Promise.all(squatters.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  let npm: ChildProcess | undefined;
  let started: number[] = [];

  test.afterEach(() => {
    // Whatever the outcome, nothing of this copy outlives the test.
    for (const pid of [npm?.pid, ...started]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    npm = undefined;
    started = [];
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The second start has no browser to prerender with (a machine without Chromium): it says in one
  // line how to get one, and serves every page client-rendered.
  for (const [signal, chromium] of [['SIGINT', 'installed'], ['SIGTERM', 'missing']] as const) {
    test(`serves the site and the stack (Chromium ${chromium}), and ${signal} to npm stops every process it started`, async ({ page }) => {
      test.setTimeout(420_000);
      for (const port of ALL_PORTS) await assertPortFree(port, 'before the start');
      rmSync(dataDir, { recursive: true, force: true });
      let output = '';

      // A release store of its own too: the first start builds, releases and promotes every app.
      npm = spawn('npm', ['start', '--', '--data-dir', dataDir, '--releases', `${dataDir}/releases`], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...{ ...APP_PORTS, ...STACK_PORTS },
          ...(chromium === 'missing' ? { CHROMIUM_PATH: '/nonexistent/chromium' } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => npm?.once('exit', (code) => resolve(code)));

      await expect.poll(() => output, { timeout: 200_000, intervals: [1000] }).toContain('Ctrl-C stops everything');

      const served = await (await fetch(`http://localhost:${APP_PORTS.SHELL_PORT}/tienda`)).text();
      if (chromium === 'missing') {
        const lines = output.split('\n').filter((line) => line.includes('/nonexistent/chromium'));
        expect(lines).toEqual([expect.stringMatching(/^No Chromium at \/nonexistent\/chromium, so no prerendered pages .*apt-get install -y chromium.*CHROMIUM_PATH/)]);
        expect(served).not.toContain('data-prerendered');
      } else {
        expect(output).not.toContain('No Chromium');
        expect(served).toContain('data-prerendered="/tienda"');
        await pagesFollowTheData(() => output);
      }

      // The site answers on its own ports, and its runtime config points at this copy's stack.
      await page.goto(`http://localhost:${APP_PORTS.SHELL_PORT}/tienda`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
      await expect(page.getByRole('heading', { name: chromium === 'missing' ? 'Gorra Pitwall Team' : 'Camiseta Pitwall Racing' })).toBeVisible();
      const config = await (await fetch(`${site}/runtime-config.json`)).json();
      expect([api, api.replace('localhost', '127.0.0.1')]).toContain(config.supabase.url);

      started = descendants(npm.pid as number);
      // npm → tsx → the site's node, postgres and its workers, PostgREST, the mail catcher, the
      // functions host and the six app servers.
      expect(started.length).toBeGreaterThan(12);

      process.kill(npm.pid as number, signal);
      expect(await exited, output.slice(-3000)).toBe(0);
      expect(output).toContain('Stopping…');
      // A helper may take a moment to notice its parent is gone (esbuild's service waits for stdin to close).
      await expect.poll(() => started.filter(alive).map(commandLine), { message: 'processes left running', timeout: 5_000 }).toEqual([]);
      for (const port of ALL_PORTS) await assertPortFree(port, 'after the stop');
    });
  }
});
