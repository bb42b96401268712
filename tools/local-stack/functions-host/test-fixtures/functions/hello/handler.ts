import { corsHeaders } from '../_shared/cors.ts';

/** Echoes what a function sees: method, path, body, headers and its environment. */
export async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const url = new URL(req.url);
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : await req.text();
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const headers = new Headers({ ...corsHeaders, 'Content-Type': 'application/json' });
  headers.append('Set-Cookie', 'a=1; Path=/');
  headers.append('Set-Cookie', 'b=2; Path=/');
  return new Response(
    JSON.stringify({
      method: req.method,
      path: url.pathname,
      search: url.search,
      body,
      clientInfo: req.headers.get('x-client-info'),
      env: {
        SUPABASE_URL: env.SUPABASE_URL ?? null,
        SITE_URL: env.SITE_URL ?? null,
        STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY ?? null,
        FROM_ENV_FILE: env.FROM_ENV_FILE ?? null,
        SUPABASE_JWT_SECRET: env.SUPABASE_JWT_SECRET ?? null,
        FUNCTIONS_HOST_CHILD: env.FUNCTIONS_HOST_CHILD ?? null,
        HOME: env.HOME ?? null,
      },
    }),
    { status: 200, headers },
  );
}
