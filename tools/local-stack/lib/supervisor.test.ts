import { describe, expect, it, vi } from 'vitest';
import { spawnTracked } from './processes.ts';
import { supervise } from './supervisor.ts';

/** A real child process that lives `ms` and exits with code 3 (0 = until stopped). */
function child(ms: number) {
  const run = spawnTracked('short-lived', process.execPath, ['-e', ms > 0 ? `setTimeout(() => process.exit(3), ${ms})` : 'setInterval(() => {}, 1000)']);
  return Promise.resolve({ pid: run.pid, exited: run.exited, stop: () => run.stop('SIGKILL') });
}

describe('the supervisor of the stack children', () => {
  it('restarts a child that exits, says so, and stops it by pid', async () => {
    const lines: string[] = [];
    const pids: number[] = [];
    const supervised = await supervise({ name: 'Sleeper', start: () => child(0), onRun: (run) => pids.push(run.pid), log: (line) => lines.push(line), minDelayMs: 10 });
    process.kill(pids[0] as number, 'SIGKILL');
    await vi.waitFor(() => expect(pids).toHaveLength(2), { timeout: 10_000, interval: 20 });
    expect(lines[0]).toBe(`!!! Sleeper EXITED (pid ${pids[0]}, signal SIGKILL); restarting it in 10 ms (crash 1 in a row, giving up after 10)`);
    expect(lines[1]).toBe(`!!! Sleeper IS BACK (pid ${pids[1]})`);
    await supervised.stop();
    expect(() => process.kill(pids[1] as number, 0)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pids).toHaveLength(2); // stopped on purpose: not restarted
  });

  it('gives up on a crash loop with a message that says so', { timeout: 20_000 }, async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervised = await supervise({
      name: 'Crasher',
      start: () => {
        starts += 1;
        return child(20);
      },
      log: (line) => lines.push(line),
      minDelayMs: 5,
      maxDelayMs: 40,
      giveUpAfter: 4,
    });
    await vi.waitFor(() => expect(lines.at(-1)).toMatch(/^!!! GAVE UP restarting Crasher after 4 crashes in a row \(last: EXITED \(pid \d+, code 3\)\)/), { timeout: 15_000, interval: 20 });
    expect(starts).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(starts).toBe(5);
    await supervised.stop();
  });
});
