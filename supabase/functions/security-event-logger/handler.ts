/**
 * Stores events from the browser's security monitor (MONITORING_STARTED, FAILED_REQUEST,
 * POTENTIAL_XSS, SUSPICIOUS_ACTIVITY_DETECTED…) in security_events for the admins. The monitor
 * sends them in batches ({ events: [...] }); a single event object is accepted too. Only the
 * browser's event types are accepted: server events (admin bootstrap, payments) are written by
 * the server alone. Per address: 60 calls and 120 events a minute; browser events are kept
 * RETENTION_DAYS days.
 */
import { clientIp, json, postHandler, readJson } from '../_shared/http.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, requiredText, z } from '../_shared/validation.ts';
import { limitCaller, takeRateLimit } from '../_shared/rate-limit.ts';
import { CLIENT_EVENT_TYPES, SEVERITIES } from '../_shared/contracts/security-events.ts';

const MAX_METADATA_BYTES = 16 * 1024;
/** Nesting of metadata (the monitor sends flat objects); deeper is refused before it is walked. */
const MAX_METADATA_DEPTH = 8;
const MAX_BATCH = 50;
const MAX_EVENTS_PER_MINUTE = 120;
const RETENTION_DAYS = 90;

/** How deep a JSON value nests, without recursion (a 20,000-deep value must not overflow the stack). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_METADATA_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const event = body({
  eventType: z.enum(CLIENT_EVENT_TYPES, {
    error: (issue) =>
      issue.input === undefined ? 'El campo eventType es obligatorio.' : 'El tipo de evento no es uno de los que registra el monitor del navegador.',
  }),
  description: requiredText('description', { max: 2000 }),
  severity: z.enum(SEVERITIES, {
    error: `La severidad debe ser ${SEVERITIES.slice(0, -1).join(', ')} o ${SEVERITIES.at(-1)}.`,
  }),
  metadata: z
    .record(z.string(), z.unknown(), { error: 'El campo metadata debe ser un objeto.' })
    .refine((value) => depthOf(value) <= MAX_METADATA_DEPTH, {
      error: `El campo metadata tiene demasiados niveles (máximo ${MAX_METADATA_DEPTH}).`,
      abort: true,
    })
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
  // The batch's events count, not the call.
  await takeRateLimit(db, 'fn:security-event-logger:events', ipAddress, MAX_EVENTS_PER_MINUTE, 60, events.length);
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
  // Browser events do not pile up for ever (server events are the admins' record and stay).
  const expired = new Date(Date.now() - RETENTION_DAYS * 86_400_000).toISOString();
  const { error: pruneError } = await db.from('security_events').delete().eq('source', 'client').lt('created_at', expired);
  if (pruneError) console.error('[security-event-logger] pruning old events failed', pruneError);
  const ids = (data as { id: string }[]).map((row) => row.id);
  return json(201, isBatch(raw) ? { success: true, ids } : { success: true, id: ids[0] });
});
