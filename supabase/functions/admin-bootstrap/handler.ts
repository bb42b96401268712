/**
 * Makes an existing account an admin when the caller knows the deployment's bootstrap secret
 * (env ADMIN_BOOTSTRAP_SECRET). Used once to create the first admin of a new deployment.
 * Messages are in English, as the admin screen shows them.
 *
 * Safeguards: the secret is compared in constant time; every attempt is written to
 * security_events; after 5 failed attempts in 15 minutes from one client address, that address is
 * refused for a while (per address, so a stranger's wrong guesses cannot lock the owner out). Only a
 * confirmed account may become admin, and only while there is no admin (409 after that).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '../_shared/env.ts';
import { HttpError, clientIp, json, postHandler, readJson } from '../_shared/http.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { parseInput, z } from '../_shared/validation.ts';

const MAX_FAILURES = 5;
const FAILURE_WINDOW_MINUTES = 15;

const schema = z.object(
  {
    admin_email: z
      .string({ error: 'admin_email and bootstrap_secret are required' })
      .trim()
      .min(1, { error: 'admin_email and bootstrap_secret are required' })
      .max(254, { error: 'admin_email must be a valid email address' })
      .pipe(z.email({ error: 'admin_email must be a valid email address' })),
    bootstrap_secret: z
      .string({ error: 'admin_email and bootstrap_secret are required' })
      .min(1, { error: 'admin_email and bootstrap_secret are required' })
      .max(1024, { error: 'bootstrap_secret is too long' }),
  },
  { error: 'The request body must be a JSON object.' },
);

async function sha256(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
}

/** Compares fixed-length digests without an early exit, so timing reveals nothing about the secret. */
async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

async function logEvent(
  db: SupabaseClient,
  req: Request,
  event: { type: string; severity: 'medium' | 'high'; description: string; email: string },
): Promise<void> {
  const { error } = await db.from('security_events').insert({
    event_type: event.type,
    severity: event.severity,
    description: event.description,
    metadata: { adminEmail: event.email, source: 'admin-bootstrap' },
    ip_address: clientIp(req),
    user_agent: req.headers.get('user-agent')?.slice(0, 512) ?? null,
    source: 'server',
  });
  if (error) console.error('[admin-bootstrap] could not log security event', error);
}

export const handler: (req: Request) => Promise<Response> = postHandler(
  'admin-bootstrap',
  async (req) => {
    const input = parseInput(schema, await readJson(req, { locale: 'en' }));
    const expected = getEnv('ADMIN_BOOTSTRAP_SECRET');
    if (!expected) throw new HttpError(503, 'Admin bootstrap is not configured on this server');
    const db = await adminClient();

    const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000).toISOString();
    const address = clientIp(req);
    const failures = db
      .from('security_events')
      .select('id', { count: 'exact', head: true })
      .eq('event_type', 'ADMIN_BOOTSTRAP_FAILED')
      // Only the failures this function logged itself: nothing a client wrote can lock it.
      .eq('source', 'server')
      .gte('created_at', since);
    const { count, error: countError } = await (address ? failures.eq('ip_address', address) : failures.is('ip_address', null));
    if (countError) throw new Error(`security_events count failed: ${countError.message}`);
    if ((count ?? 0) >= MAX_FAILURES) {
      throw new HttpError(429, 'Too many failed attempts. Try again later.');
    }

    if (!(await secretsMatch(input.bootstrap_secret, expected))) {
      await logEvent(db, req, {
        type: 'ADMIN_BOOTSTRAP_FAILED',
        severity: 'high',
        description: 'Admin bootstrap attempted with an invalid secret',
        email: input.admin_email,
      });
      throw new HttpError(403, 'Invalid bootstrap secret');
    }

    const { data: userId, error } = await db.rpc('grant_admin_by_email', { p_email: input.admin_email });
    // The function's sentences for an unconfirmed account (PT403) and an existing admin (PT409).
    if (error?.code === 'PT403') throw new HttpError(403, error.message);
    if (error?.code === 'PT409') throw new HttpError(409, error.message);
    if (error) {
      console.error('[admin-bootstrap] grant failed', error);
      throw new HttpError(500, 'Failed to create admin user');
    }
    if (!userId) {
      throw new HttpError(404, 'User not found. Sign up with this email first, then try again.');
    }

    await logEvent(db, req, {
      type: 'ADMIN_BOOTSTRAP_SUCCESS',
      severity: 'medium',
      description: 'Admin role granted through admin bootstrap',
      email: input.admin_email,
    });
    return json(200, { success: true, message: 'Admin user created successfully!', user_id: userId });
  },
  { locale: 'en' },
);
