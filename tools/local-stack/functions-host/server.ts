/**
 * Local Supabase Edge Functions host. Serves `/<name>` (the gateway strips /functions/v1) by running
 * `<functionsDir>/<name>/handler.ts` — web-standard `handler(req: Request): Promise<Response>` — in a
 * child Node process started with `node --import tsx` (worker.ts). The child gives the functions
 * their own `process.env` (the Supabase function env), keeps the stack's process safe from whatever a
 * function does, and is restarted on the same port whenever it dies (with backoff, never giving
 * up). `close()` stops it by pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { supervise } from '../lib/supervisor.ts';
import { readFunctionsEnvFile } from './config.ts';
import type { WorkerSettings } from './worker.ts';

export interface FunctionsHostOptions {
  /** The function environment (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL, SMTP_*, MAIL_FROM, SITE_URL…). */
  env: Record<string, string>;
  /** supabase/functions; per-function settings are read from the config.toml next to it. */
  functionsDir: string;
  /**
   * The project's JWT secret (HS256), for `verify_jwt`: every token it signed is accepted, as on the
   * platform (a user that exists or not, a custom role). Never passed on to the functions.
   */
  jwtSecret: string;
  /** Wall-clock limit of one invocation; past it the answer is 546 WORKER_LIMIT like Supabase's. Default 150 s. */
  timeoutMs?: number;
  /** Fixed port (default: a free loopback port). */
  port?: number;
  /** Told the pid of each child process it starts (the first and every restart). */
  onChild?: (pid: number) => void;
}

export interface RunningFunctionsHost {
  port: number;
  close(): Promise<void>;
}

/** Supabase's request idle timeout for Edge Functions. */
const DEFAULT_TIMEOUT_MS = 150_000;
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'worker.ts');
/** Host-only settings that must not reach the functions' environment. */
const HOST_ONLY_ENV = ['SUPABASE_JWT_SECRET'];
/** Environment of the stack passed through to functions when set (payments). */
const PASS_THROUGH_PREFIXES = ['STRIPE_'];

/** tsx's ESM loader, resolved from this file so the child finds it whatever its cwd. */
function tsxLoaderUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** What the child sees as process.env: the function env, nothing else of the stack's. */
function functionEnv(options: FunctionsHostOptions): Record<string, string> {
  const env: Record<string, string> = {};
  // The OS basics Node itself may need.
  for (const key of ['PATH', 'TZ', 'LANG', 'SYSTEMROOT', 'TMPDIR']) {
    const value = process.env[key];
    if (value) env[key] = value;
  }
  for (const [key, value] of Object.entries(process.env)) {
    if (value && PASS_THROUGH_PREFIXES.some((prefix) => key.startsWith(prefix))) env[key] = value;
  }
  Object.assign(env, readFunctionsEnvFile(options.functionsDir), options.env);
  for (const key of HOST_ONLY_ENV) delete env[key];
  env.FUNCTIONS_HOST_CHILD = '1';
  return env;
}

interface Child {
  process: ChildProcess;
  port: number;
}

function startChild(options: FunctionsHostOptions, settings: WorkerSettings): Promise<Child> {
  return new Promise<Child>((resolveStart, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoaderUrl(), WORKER_FILE], {
      cwd: resolve(options.functionsDir),
      env: functionEnv(options),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error('The functions host did not start within 30 s'));
    }, 30_000);
    const onMessage = (message: { type?: string; port?: number; message?: string }) => {
      if (message?.type === 'listening' && typeof message.port === 'number') {
        cleanup();
        resolveStart({ process: child, port: message.port });
      } else if (message?.type === 'failed') {
        cleanup();
        child.kill('SIGKILL');
        reject(new Error(`The functions host failed to start: ${message.message ?? 'unknown error'}`));
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup();
      reject(new Error(`The functions host exited during start (code ${code}, signal ${signal})`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', (error) => {
      cleanup();
      reject(error);
    });
    child.send(settings);
  });
}

function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise<void>((resolveStop) => {
    const timer = setTimeout(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolveStop();
    }
  });
}

export async function startFunctionsHost(options: FunctionsHostOptions): Promise<RunningFunctionsHost> {
  const functionsDir = resolve(options.functionsDir);
  if (!existsSync(functionsDir)) throw new Error(`Functions folder not found: ${functionsDir}`);
  const settings: WorkerSettings = {
    type: 'start',
    port: options.port ?? 0,
    functionsDir,
    jwtSecret: options.jwtSecret,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };

  // A function that kills its process (process.exit, a native crash) takes the child down; it comes
  // back on the port the first one took, so the gateway keeps working.
  let port = settings.port;
  const host = await supervise({
    name: 'THE FUNCTIONS HOST',
    log: (line) => console.error(`[functions] ${line}`),
    start: async () => {
      const child = await startChild(options, { ...settings, port });
      port = child.port;
      const pid = child.process.pid ?? -1;
      const exited = new Promise<string>((resolveExit) => {
        if (child.process.exitCode !== null || child.process.signalCode !== null) resolveExit('exited at once');
        child.process.once('exit', (code, signal) => resolveExit(signal ? `signal ${signal}` : `code ${code}`));
      });
      return { pid, exited, stop: () => stopChild(child.process) };
    },
    onRun: (run) => options.onChild?.(run.pid),
  });
  return { port, close: () => host.stop() };
}
