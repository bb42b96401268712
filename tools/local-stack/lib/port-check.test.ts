import { createServer, connect, type Server } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { EPHEMERAL, FREE_PORT_RANGE } from '../../ports.mjs';
import { assertPortFree, freePort } from './processes.ts';

function listen(port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolveListen, reject) => {
    const server = createServer((socket) => socket.on('end', () => socket.end()));
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

const close = (server: Server) => new Promise<void>((resolveClose) => server.close(() => resolveClose()));

/**
 * An outgoing connection closed first by its own side: the port the system gave it stays in
 * TIME-WAIT for about a minute, and binding it on 127.0.0.1 fails (EADDRINUSE) with no server.
 */
async function portLeftInTimeWait(): Promise<number> {
  const peer = await listen(0);
  const address = peer.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const client = connect({ port: address.port, host: '127.0.0.1' });
  await new Promise((resolveConnect) => client.once('connect', resolveConnect));
  const port = client.localPort as number;
  client.end();
  await new Promise((resolveClose) => client.once('close', resolveClose));
  await close(peer);
  return port;
}

describe('the port check', () => {
  it('refuses a port a server listens on, at once and saying so', async () => {
    const port = await freePort();
    const server = await listen(port);
    try {
      const started = Date.now();
      await expect(assertPortFree(port, 'API gateway', { log: () => undefined })).rejects.toThrow(
        `Port ${port} (API gateway) is already in use by a server. Is another stack running?`,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await close(server);
    }
  });

  // Only a short wait: the port is one of the ephemeral range, and over TIME-WAIT's full minute the
  // servers other tests start meanwhile can be given it once it is free (a CI run saw one there).
  it('tells a TIME-WAIT socket from a listener: waits for it, saying so, and names neither as a server', async () => {
    const port = await portLeftInTimeWait();
    // What made `npm run perf` refuse: the port cannot be bound though nothing listens.
    await expect(listen(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    const lines: string[] = [];
    const started = Date.now();
    await expect(assertPortFree(port, 'PostgreSQL', { log: (line) => lines.push(line), waitMs: 1_500 })).rejects.toThrow(
      `Port ${port} (PostgreSQL) is still held by a connection after 2 s, though no server listens on it: choose another port.`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(lines).toEqual([`Port ${port} (PostgreSQL) is held by a closing connection (TIME-WAIT), not by a server: waiting for the system to let it go (up to a minute)…`]);
  });
});

describe('freePort', () => {
  it('hands out ports outside the range Linux lends to outgoing connections, never the same one twice', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.first);
      expect(port).toBeLessThan(EPHEMERAL.first);
    }
  });

  it('passes over a port a server holds', async () => {
    let held: Server | undefined;
    let port = FREE_PORT_RANGE.first;
    while (!held) held = await listen(++port).catch(() => undefined);
    try {
      const span = FREE_PORT_RANGE.last - FREE_PORT_RANGE.first + 1;
      vi.spyOn(Math, 'random').mockReturnValueOnce((port - FREE_PORT_RANGE.first + 0.5) / span);
      // Its first choice is the held port: it binds it, fails, and chooses again.
      expect(await freePort()).not.toBe(port);
    } finally {
      vi.restoreAllMocks();
      await close(held);
    }
  });
});
