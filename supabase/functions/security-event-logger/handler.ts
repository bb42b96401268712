/**
 * Stores events from the browser's security monitor (MONITORING_STARTED, FAILED_REQUEST,
 * POTENTIAL_XSS, SUSPICIOUS_ACTIVITY_DETECTED…) in security_events for the admins. The monitor
 * sends them in batches ({ events: [...] }); a single event object is accepted too. Only the
 * browser's event types are accepted: server events (admin bootstrap, payments) are written by
 * the server alone.
 */
import { clientIp, json, postHandler, readJson } from '../_shared/http.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, requiredText, z } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

/** The same list as CLIENT_EVENT_TYPES in libs/monitoring (a function cannot import the site's libs). */
const CLIENT_EVENT_TYPES = [
  'MONITORING_STARTED',
  'FAILED_REQUEST',
  'NETWORK_ERROR',
  'RATE_LIMIT_EXCEEDED',
  'POTENTIAL_XSS',
  'PAGE_HIDDEN',
  'SUSPICIOUS_ACTIVITY_DETECTED',
] as const;
const MAX_METADATA_BYTES = 16 * 1024;
const MAX_BATCH = 50;

const event = body({
  eventType: z.enum(CLIENT_EVENT_TYPES, {
    error: (issue) =>
      issue.input === undefined ? 'El campo eventType es obligatorio.' : 'El tipo de evento no es uno de los que registra el monitor del navegador.',
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

const batch = body({
  events: z
    .array(event, { error: 'El campo events debe ser una lista de eventos.' })
    .min(1, { error: 'El campo events no puede estar vacío.' })
    .max(MAX_BATCH, { error: `Se admiten como máximo ${MAX_BATCH} eventos por envío.` }),
});

function isBatch(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'events' in input;
}

export const handler: (req: Request) => Promise<Response> = postHandler('security-event-logger', async (req) => {
  const raw = await readJson(req);
  // Every event is validated before anything is stored: a bad batch writes nothing.
  const events = isBatch(raw) ? parseInput(batch, raw).events : [parseInput(event, raw)];
  const ipAddress = clientIp(req);
  const userAgent = req.headers.get('user-agent')?.slice(0, 512) ?? null;
  const db = await adminClient();
  await limitCaller(db, req, 'security-event-logger', 60, 60);
  const { data, error } = await db
    .from('security_events')
    .insert(
      events.map((input) => ({
        event_type: input.eventType,
        description: input.description,
        severity: input.severity,
        metadata: input.metadata ?? {},
        ip_address: ipAddress,
        user_agent: userAgent,
        source: 'client',
      })),
    )
    .select('id');
  if (error || !data) {
    console.error('[security-event-logger] insert failed', error);
    return json(500, { error: 'No se pudo registrar el evento.' });
  }
  const ids = (data as { id: string }[]).map((row) => row.id);
  return json(201, isBatch(raw) ? { success: true, ids } : { success: true, id: ids[0] });
});
