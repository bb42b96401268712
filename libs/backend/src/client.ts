import { getRuntimeConfig } from '@pitwall/config';
import { monitoredFetch } from '@pitwall/monitoring';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type Backend = SupabaseClient<Database>;

let client: Backend | null = null;

export class BackendUnavailableError extends Error {
  override name = 'BackendUnavailableError';
}

/**
 * The one Supabase client of the page (a second one would split the session and warn "Multiple
 * GoTrueClient instances"). Created on first use from the runtime configuration.
 */
export function getSupabase(): Backend {
  if (!client) {
    const { supabase } = getRuntimeConfig();
    if (!supabase.anonKey) throw new BackendUnavailableError('Falta la clave pública de Supabase en la configuración');
    client = createClient<Database>(supabase.url, supabase.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      // Every Supabase request of every remote passes the page's rate limiter and failure logger.
      global: { fetch: monitoredFetch },
    });
  }
  return client;
}
