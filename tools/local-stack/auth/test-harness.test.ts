import { createServer, type Server } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import * as processes from '../lib/processes.ts';
import { startAuthHarness, type AuthHarness } from './test-harness.ts';

let harness: AuthHarness | undefined;
let squatter: Server | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
  await new Promise<void>((resolve) => (squatter ? squatter.close(() => resolve()) : resolve()));
  squatter = undefined;
  vi.restoreAllMocks();
});

it('chooses another port when the one it chose is taken before its gateway binds it', async () => {
  // What an outgoing connection of the auth server can do to a port freePort() just gave back.
  const taken = await processes.freePort();
  squatter = createServer();
  await new Promise<void>((resolve) => squatter?.listen(taken, '127.0.0.1', resolve));
  const choose = vi.spyOn(processes, 'freePort').mockResolvedValueOnce(taken);

  harness = await startAuthHarness({});

  expect(choose).toHaveBeenCalledTimes(2);
  expect(harness.apiUrl).not.toBe(`http://127.0.0.1:${taken}`);
  const settings = await fetch(`${harness.apiUrl}/auth/v1/settings`, { headers: { apikey: 'x' } });
  expect(settings.status).toBe(200);
});
