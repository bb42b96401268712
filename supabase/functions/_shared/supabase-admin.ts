/**
 * supabase-js clients for the functions. The service-role client bypasses row-level security, so
 * every function validates its input before using it. Clients are created per call from the
 * current environment (cheap: no connection is opened until a request is made).
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';

/**
 * Node < 22 has no global WebSocket and supabase-js refuses to start without a realtime transport;
 * load `ws` only there (Deno and newer Node have WebSocket built in).
 */
let transportPromise: Promise<unknown> | undefined;
async function realtimeTransport(): Promise<unknown> {
  if (typeof (globalThis as { WebSocket?: unknown }).WebSocket !== 'undefined') return undefined;
  transportPromise ??= import('ws').then((mod) => (mod as { default?: unknown }).default ?? mod);
  return transportPromise;
}

async function clientOptions(headers: Record<string, string> = {}): Promise<SupabaseClientOptions<'public'>> {
  const transport = await realtimeTransport();
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    ...(transport ? { realtime: { transport: transport as never } } : {}),
  };
}

/** Service-role client: full access, for writes the functions have validated. */
export async function adminClient(): Promise<SupabaseClient> {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), await clientOptions());
}

/** A client acting as the caller (their JWT), so row-level security applies to them. */
export async function userClient(accessToken: string): Promise<SupabaseClient> {
  return createClient(
    requireEnv('SUPABASE_URL'),
    requireEnv('SUPABASE_ANON_KEY'),
    await clientOptions({ Authorization: `Bearer ${accessToken}` }),
  );
}
