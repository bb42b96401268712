/**
 * CORS for browser calls through supabase-js, using Supabase's canonical header list
 * (kept in sync with what the SDK sends) so preflights never fail when the SDK adds a header.
 */
import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';

export const corsHeaders: Record<string, string> = { ...supabaseCorsHeaders };

/** The answer to a CORS preflight, or null when the request is not one. */
export function preflight(req: Request): Response | null {
  if (req.method !== 'OPTIONS') return null;
  return new Response('ok', { headers: corsHeaders });
}
