/**
 * The browser monitor's event types and severities live in
 * supabase/functions/_shared/contracts/security-events.ts for the monitor and
 * security-event-logger, and in security_events' checks for the database. Each value goes as
 * the monitor builds an event, through the function and as a direct client row: the verdicts must
 * agree with the monitor's list, so changing the list in only one place fails here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT_TYPES, SEVERITIES, SecurityMonitor, type ClientEventType, type Severity } from '../../libs/monitoring/src/index.ts';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { checkValues } from './support/check-values.ts';
import { callFunction } from './support/functions.ts';

const service = serviceClient();
const description = `acuerdo ${randomUUID()}`;

/** The monitor's types and those the table's check lists, so a type in only one of them is tried. */
const types = new Set([...CLIENT_EVENT_TYPES, ...(await checkValues('security_events', 'security_events_client_types')).filter((value) => value !== 'server')]);
const cases: Array<[string, string]> = [
  ...[...types].map((type) => [type, 'low'] as [string, string]),
  // A server event, a type in the wrong case, an invented one.
  ['ADMIN_BOOTSTRAP_FAILED', 'low'],
  ['page_hidden', 'low'],
  ['CLICK_TRACKED', 'low'],
  ...SEVERITIES.map((severity) => ['PAGE_HIDDEN', severity] as [string, string]),
  ['PAGE_HIDDEN', 'urgent'],
  ['PAGE_HIDDEN', 'LOW'],
];

afterAll(async () => {
  await service.from('security_events').delete().eq('description', description);
});

describe('the security events: monitor, function and table agree', () => {
  it.each(cases)('%s (%s): same verdict everywhere', async (eventType, severity) => {
    const browser = (CLIENT_EVENT_TYPES as readonly string[]).includes(eventType) && (SEVERITIES as readonly string[]).includes(severity);
    // The event as the page's monitor builds it (a monitor of its own: no other event counts).
    const monitor = new SecurityMonitor();
    monitor.record(eventType as ClientEventType, description, severity as Severity);
    const [event] = monitor.recentEvents();
    const answer = await callFunction('security-event-logger', { events: [event] });
    const { error } = await service.from('security_events').insert({ event_type: eventType, description, severity, source: 'client' });
    expect({ function: answer.status === 201, table: error === null }).toEqual({ function: browser, table: browser });
  });
});
