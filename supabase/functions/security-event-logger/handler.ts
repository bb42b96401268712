/**
 * Stores events from the browser's security monitor (MONITORING_STARTED, FAILED_REQUEST,
 * POTENTIAL_XSS, SUSPICIOUS_ACTIVITY_DETECTED…) in security_events for the admins.
 */
import { clientIp, json, postHandler, readJson } from '../_shared/http.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, requiredText, z } from '../_shared/validation.ts';

const MAX_METADATA_BYTES = 16 * 1024;

const schema = body({
  eventType: z
    .string({ error: 'El campo eventType es obligatorio.' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, {
      error: 'El tipo de evento debe estar en mayúsculas con guiones bajos (por ejemplo FAILED_REQUEST).',
    }),
  description: requiredText('description', { max: 2000 }),
  severity: z.enum(['low', 'medium', 'high', 'critical'], {
    error: 'La severidad debe ser low, medium, high o critical.',
  }),
  metadata: z
    .record(z.string(), z.unknown(), { error: 'El campo metadata debe ser un objeto.' })
    .refine((value) => new TextEncoder().encode(JSON.stringify(value)).byteLength <= MAX_METADATA_BYTES, {
      error: 'El campo metadata es demasiado grande (máximo 16 KB).',
    })
    .optional(),
});

export const handler: (req: Request) => Promise<Response> = postHandler('security-event-logger', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const db = await adminClient();
  const { data, error } = await db
    .from('security_events')
    .insert({
      event_type: input.eventType,
      description: input.description,
      severity: input.severity,
      metadata: input.metadata ?? {},
      ip_address: clientIp(req),
      user_agent: req.headers.get('user-agent')?.slice(0, 512) ?? null,
    })
    .select('id')
    .single();
  if (error || !data) {
    console.error('[security-event-logger] insert failed', error);
    return json(500, { error: 'No se pudo registrar el evento.' });
  }
  return json(201, { success: true, id: (data as { id: string }).id });
});
