// @vitest-environment node
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alive } from '../local-stack/lib/processes.ts';

const preload = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

describe('an app server started with exit-with-parent.mjs', () => {
  it('stops when its parent is killed with SIGKILL', async () => {
    // The parent starts a server that would run for ever, says its pid, and waits.
    const parentCode = `
      const { spawn } = require('node:child_process');
      const server = spawn(process.execPath, ['--import', ${JSON.stringify(preload)}, '-e', "require('node:http').createServer().listen(0); setInterval(() => {}, 1000)"], { stdio: ['pipe', 'inherit', 'inherit'] });
      console.log(server.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] });
    const serverPid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(alive(serverPid)).toBe(true);
      process.kill(parent.pid as number, 'SIGKILL');
      await expect.poll(() => alive(serverPid), { timeout: 5_000, interval: 50 }).toBe(false);
    } finally {
      if (alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  });
});
