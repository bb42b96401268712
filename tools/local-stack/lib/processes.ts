import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { connect, createServer } from 'node:net';
import { FREE_PORT_RANGE } from '../../ports.mjs';

/** A child process started by the stack; always stopped by its pid. */
export interface TrackedChild {
  readonly name: string;
  readonly pid: number;
  readonly process: ChildProcess;
  /** Settles when the process has exited: 'code N' or 'signal NAME'. */
  readonly exited: Promise<string>;
  /** Last lines of output, to explain a failed start. */
  recentOutput(): string;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

const KEEP_LINES = 40;

export function spawnTracked(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { logFile?: string; echo?: boolean } = {},
): TrackedChild {
  const { logFile, echo, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) {
    throw new Error(`Could not start ${name} (${command})`);
  }
  const pid = child.pid;
  const lines: string[] = [];
  let log: WriteStream | undefined;
  if (logFile) log = createWriteStream(logFile, { flags: 'a' });
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    log?.write(text);
    if (echo) process.stderr.write(`[${name}] ${text}`);
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > KEEP_LINES) lines.shift();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // Its output may outlive it: PostgreSQL's backends keep writing for a moment after a killed postmaster.
  child.once('close', () => log?.end());
  const exited = new Promise<string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(signal ? `signal ${signal}` : `code ${code}`));
  });

  return {
    name,
    pid,
    process: child,
    exited,
    recentOutput: () => lines.join('\n'),
    async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(pid, signal);
      } catch {
        return; // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Whether a process with this pid exists (ours to signal). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Handed out by this process already: two choices made before either is bound differ.
const handedOut = new Set<number>();

/**
 * A loopback port nothing holds, from FREE_PORT_RANGE. Not the OS's port 0: that comes from the
 * range it also lends to outgoing connections, so one of them (the very server about to bind it,
 * talking to its database) could take the port before the bind and fail it as "already in use".
 */
export async function freePort(): Promise<number> {
  const span = FREE_PORT_RANGE.last - FREE_PORT_RANGE.first + 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FREE_PORT_RANGE.first + Math.floor(Math.random() * span);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if ((await tryBind(port)) === undefined) return port;
    handedOut.delete(port);
  }
  throw new Error(`No free port between ${FREE_PORT_RANGE.first} and ${FREE_PORT_RANGE.last} after 100 tries`);
}

/** Binds the loopback port and lets it go: the error when it cannot. */
function tryBind(port: number): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolveTry) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolveTry(error));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveTry(undefined)));
  });
}

/** Whether a server accepts connections on the loopback port (a socket in TIME-WAIT does not). */
export function listensOn(port: number): Promise<boolean> {
  return new Promise((resolveTry) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolveTry(true);
    });
    socket.once('error', () => resolveTry(false));
  });
}

/**
 * Fails fast with a clear message when a server listens on a fixed port. A port held only by a
 * connection (an outgoing one that got it as its local port and is now in TIME-WAIT, up to 60 s)
 * is no server: wait, saying so, until the system lets it go.
 */
export async function assertPortFree(
  port: number,
  what: string,
  { log = console.log, waitMs = 75_000 }: { log?: (line: string) => void; waitMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let said = false; ; said = true) {
    const error = await tryBind(port);
    if (!error) return;
    if (error.code !== 'EADDRINUSE') throw new Error(`Port ${port} (${what}): ${error.message}`);
    if (await listensOn(port)) {
      throw new Error(`Port ${port} (${what}) is already in use by a server. Is another stack running? Stop it or choose another port.`);
    }
    if (Date.now() > deadline) {
      throw new Error(`Port ${port} (${what}) is still held by a connection after ${Math.round(waitMs / 1000)} s, though no server listens on it: choose another port.`);
    }
    if (!said) log(`Port ${port} (${what}) is held by a closing connection (TIME-WAIT), not by a server: waiting for the system to let it go (up to a minute)…`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Polls an HTTP URL until `ready(status)` or the deadline; `failed()` aborts early. */
export async function waitForHttp(
  url: string,
  options: { timeoutMs: number; ready?: (status: number) => boolean; failed?: () => string | undefined },
): Promise<void> {
  const ready = options.ready ?? ((status: number) => status < 500);
  const deadline = Date.now() + options.timeoutMs;
  let delay = 25;
  for (;;) {
    const failure = options.failed?.();
    if (failure) throw new Error(failure);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (ready(response.status)) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 250);
  }
}

/** Polls until a TCP port accepts connections. */
export async function waitForTcp(
  port: number,
  options: { timeoutMs: number; failed?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const failure = options.failed?.();
    if (failure) throw new Error(failure);
    const ok = await new Promise<boolean>((resolveTry) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolveTry(true);
      });
      socket.once('error', () => resolveTry(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
