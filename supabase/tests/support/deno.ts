/** Serving one edge function with the real Deno runtime, the way Supabase Edge Functions do. */
import { basename, dirname } from 'node:path';
import { freePort, spawnTracked, waitForTcp } from '../../../tools/local-stack/lib/processes.ts';
import { denoArgs, denoBin, denoEnv } from '../../../tools/deno/deno.mjs';

export interface DenoFunction {
  name: string;
  url: string;
  close(): Promise<void>;
}

/**
 * Runs supabase/functions/<name>/index.ts (which calls Deno.serve) on a free port. The function sees
 * only `env` (plus what Deno itself needs), as on Supabase where its secrets are its whole environment.
 * Resolves once the port accepts connections; the first run also fetches the npm packages.
 */
export async function serveWithDeno(entry: string, env: Record<string, string>): Promise<DenoFunction> {
  const name = basename(dirname(entry));
  const port = await freePort();
  const child = spawnTracked(`deno ${name}`, denoBin, ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', ...denoArgs, entry], {
    env: { ...denoEnv(), ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` },
  });
  try {
    await waitForTcp(port, {
      timeoutMs: 90_000,
      failed: () => (child.process.exitCode === null ? undefined : `${name} exited under Deno (code ${child.process.exitCode})`),
    });
  } catch (error) {
    await child.stop();
    throw new Error(`${(error as Error).message}\n${child.recentOutput()}`);
  }
  return { name, url: `http://127.0.0.1:${port}`, close: () => child.stop() };
}
