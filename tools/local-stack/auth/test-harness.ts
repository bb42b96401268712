/**
 * Test-only: a second auth service with its own settings (low rate limits, confirmations off…)
 * on the test stack's database and mail catcher, behind a gateway of its own, so supabase-js can
 * talk to it exactly as to the real stack. Used to test settings at the service level.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startGateway, GATEWAY_LIMITS } from '../gateway/server.ts';
import { freePort } from '../lib/processes.ts';
import { stackValues } from '../testing.ts';
import { startAuthServer, type RunningAuthServer } from './server.ts';
import type { AuthSettingsOverrides } from './settings.ts';

export interface AuthHarness {
  apiUrl: string;
  auth: RunningAuthServer;
  anonClient(): SupabaseClient;
  close(): Promise<void>;
}

export async function startAuthHarness(settings: AuthSettingsOverrides): Promise<AuthHarness> {
  const stack = stackValues();
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const auth = await startAuthServer({
    dbUrl: stack.dbUrl,
    jwtSecret: stack.jwtSecret,
    apiUrl,
    smtp: { host: stack.smtpHost, port: stack.smtpPort, from: 'Pitwall <no-reply@pitwall.local>' },
    settings: { siteUrl: stack.siteUrl, ...settings },
  });
  const gateway = await startGateway({
    port,
    routes: [
      {
        prefix: '/auth/v1',
        target: auth.url,
        maxBodyBytes: GATEWAY_LIMITS.default,
        cors: true,
        authStyleErrors: true,
        passthroughPaths: ['/verify'],
      },
    ],
  });
  return {
    apiUrl,
    auth,
    anonClient: () =>
      createClient(apiUrl, stack.anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    close: async () => {
      await gateway.close();
      await auth.close();
    },
  };
}
