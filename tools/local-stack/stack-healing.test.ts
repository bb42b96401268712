import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './lib/processes.ts';
import { startStack, type RunningStack } from './stack.ts';

/**
 * A stack that heals and says so: a child killed by pid is started again, with a log line, and the
 * API answers again without a new start. A stack of its own (own ports and folder), so killing its
 * parts never disturbs the stack the other tests use.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-healing-'));
// When we run as root the cluster runs as the postgres user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
const lines: string[] = [];
let stack: RunningStack;

beforeAll(async () => {
  const ports = { api: await freePort(), db: await freePort(), mailWeb: await freePort(), smtp: await freePort() };
  stack = await startStack({ profile: 'test', dataDir, ports, reset: true, log: (line) => lines.push(line) });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function childPid(name: string): number {
  const { children } = JSON.parse(readFileSync(join(dataDir, 'children.json'), 'utf8')) as { children: Array<{ name: string; pid: number }> };
  const child = children.find((entry) => entry.name === name);
  if (!child) throw new Error(`no child named ${name}`);
  return child.pid;
}

/** A public read through the gateway and PostgREST: the status. */
async function readProducts(): Promise<number> {
  try {
    const res = await fetch(`${stack.apiUrl}/rest/v1/products?select=id&limit=1`, { headers: { apikey: stack.anonKey }, signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}

async function killAndHeal(name: string, said: string): Promise<void> {
  expect(await readProducts()).toBe(200);
  const pid = childPid(name);
  const before = lines.length;
  process.kill(pid, 'SIGKILL');
  // First the supervisor's line: until the child's exit is seen, a read may still be answered by
  // a connection that has not noticed yet, and would say nothing about healing.
  await vi.waitFor(() => expect(lines.slice(before).some((line) => line.includes(`${said} EXITED (pid ${pid}, signal SIGKILL)`)), lines.slice(before).join('\n')).toBe(true), {
    timeout: 30_000,
  });
  await vi.waitFor(async () => expect(await readProducts()).toBe(200), { timeout: 60_000, interval: 250 });
  await vi.waitFor(() => expect(lines.slice(before).some((line) => line.includes(`${said} IS BACK`))).toBe(true), { timeout: 30_000 });
  expect(childPid(name)).not.toBe(pid);
}

describe('a stack that heals', () => {
  it('PostgREST killed: reads succeed again without a new start, with a log line', { timeout: 90_000 }, async () => {
    await killAndHeal('postgrest', 'PostgREST');
  });

  it('PostgreSQL killed: reads succeed again without a new start, with a log line', { timeout: 120_000 }, async () => {
    await killAndHeal('postgres', 'PostgreSQL');
    // Auth reads the database through its own pool: it too answers again.
    const health = await fetch(`${stack.apiUrl}/auth/v1/admin/users?per_page=1`, { headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` } });
    expect(health.status).toBe(200);
  });

  it('the mail catcher killed: it comes back on the same ports, with a log line', { timeout: 60_000 }, async () => {
    const pid = childPid('maildev');
    const before = lines.length;
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(lines.slice(before).some((line) => line.includes('The mail catcher IS BACK'))).toBe(true), { timeout: 40_000, interval: 100 });
    expect(lines.slice(before).some((line) => line.includes(`The mail catcher EXITED (pid ${pid}, signal SIGKILL)`))).toBe(true);
    expect((await fetch(`${stack.mailApiUrl}/email`)).status).toBe(200);
  });
});
