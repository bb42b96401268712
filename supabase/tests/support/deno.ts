/** Serving one edge function with the real Deno runtime, the way Supabase Edge Functions do. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { basename, dirname } from 'node:path';
import { denoArgs, denoBin, denoEnv } from '../../../tools/deno/deno.mjs';

export interface DenoFunction {
  name: string;
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Runs supabase/functions/<name>/index.ts (which calls Deno.serve) on a free port. The function sees
 * only `env` (plus what Deno itself needs), as on Supabase where its secrets are its whole environment.
 * Resolves once Deno reports it is listening; the first run also fetches the npm packages.
 */
export async function serveWithDeno(entry: string, env: Record<string, string>): Promise<DenoFunction> {
  const name = basename(dirname(entry));
  const port = await freePort();
  const child = spawn(
    denoBin,
    ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', ...denoArgs, entry],
    {
      env: { ...denoEnv(), ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start under Deno within 90 s:\n${output}`)), 90_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void close().then(() => reject(error));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${name} exited under Deno (code ${code}):\n${output}`)));
  });
  return { name, url: `http://127.0.0.1:${port}`, close };
}
