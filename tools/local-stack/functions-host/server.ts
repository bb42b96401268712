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

/** Waits before restarting a child that exited: doubling from the first to the last. */
const RESTART_MIN_MS = 200;
const RESTART_MAX_MS = 30_000;
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

  let current = await startChild(options, settings);
  const port = current.port;
  if (current.process.pid) options.onChild?.(current.process.pid);
  let closing = false;
  let delayMs = RESTART_MIN_MS;
  let startedAt = Date.now();

  // A function that kills its process (process.exit, a native crash) takes the child down; bring it
  // back on the same port so the gateway keeps working, always, waiting longer after each crash in
  // a row (200 ms doubling to 30 s; a child that ran a minute starts the count again), and loudly.
  const restart = () => {
    if (closing) return;
    startChild(options, { ...settings, port }).then(
      (next) => {
        if (closing) {
          void stopChild(next.process);
          return;
        }
        current = next;
        startedAt = Date.now();
        if (next.process.pid) options.onChild?.(next.process.pid);
        console.error(`[functions] THE FUNCTIONS HOST IS BACK (pid ${next.process.pid}) on port ${port}`);
        watch(next);
      },
      (error: unknown) => {
        console.error(`[functions] RESTARTING THE FUNCTIONS HOST FAILED; trying again in ${delayMs} ms:`, error);
        setTimeout(restart, delayMs);
        delayMs = Math.min(delayMs * 2, RESTART_MAX_MS);
      },
    );
  };
  const watch = (child: Child) => {
    child.process.once('exit', (code, signal) => {
      if (closing) return;
      if (Date.now() - startedAt > 60_000) delayMs = RESTART_MIN_MS;
      console.error(`[functions] THE FUNCTIONS HOST EXITED (code ${code}, signal ${signal}); restarting it in ${delayMs} ms`);
      setTimeout(restart, delayMs);
      delayMs = Math.min(delayMs * 2, RESTART_MAX_MS);
    });
  };
  watch(current);

  let stopped: Promise<void> | undefined;
  return {
    port,
    close() {
      closing = true;
      stopped ??= stopChild(current.process);
      return stopped;
    },
  };
}
