import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { fetchPage, type ListFilter, type Page } from './list-page.ts';

export type SecurityEvent = Tables<'security_events'>;
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const isSeverity = (value: unknown): value is Severity => SEVERITIES.includes(value as Severity);

/** How far back the list looks; the spec's default window for recent events is 24 hours. */
export const EVENT_PERIODS = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30, todo: null } as const;
export type EventPeriod = keyof typeof EVENT_PERIODS;
export const DEFAULT_EVENT_PERIOD: EventPeriod = '24h';
export const isEventPeriod = (value: unknown): value is EventPeriod => typeof value === 'string' && value in EVENT_PERIODS;

/** The severities from `minimum` up: the list shows 'medium' and above unless told otherwise. */
export const severitiesFrom = (minimum: Severity): Severity[] => SEVERITIES.slice(0, SEVERITIES.indexOf(minimum) + 1);
export const DEFAULT_MINIMUM_SEVERITY: Severity = 'medium';

export interface SecurityEventsQuery {
  search?: string;
  /** Exactly this severity… */
  severity?: Severity;
  /** …or this one and above (ignored when `severity` is given). */
  minimum?: Severity;
  /** An event_type, exactly. */
  type?: string;
  period: EventPeriod;
  /** The moment the period ends (now, when the list was asked for). */
  now: Date;
  page: number;
  pageSize: number;
}

/** When a period that ends `now` starts (null: all history). */
function periodStart(period: EventPeriod, now: Date): string | null {
  const hours = EVENT_PERIODS[period];
  return hours === null ? null : new Date(now.getTime() - hours * 3_600_000).toISOString();
}

export interface SecurityEventCount {
  event_type: string;
  severity: Severity;
  events: number;
}

/** How many events of each type and severity the period holds (admins only: RLS). */
export async function getSecurityEventCounts(client: Backend, period: EventPeriod, now: Date): Promise<SecurityEventCount[]> {
  const { data, error } = await client.rpc('admin_security_event_counts', { p_since: periodStart(period, now) ?? undefined });
  if (error) throw error;
  return (data ?? []).map((row) => ({ event_type: row.event_type, severity: isSeverity(row.severity) ? row.severity : 'low', events: Number(row.events) }));
}

/** One page of security events, newest first (admins only: RLS). */
export function getSecurityEvents(client: Backend, query: SecurityEventsQuery): Promise<Page<SecurityEvent>> {
  const filters: ListFilter[] = [];
  const since = periodStart(query.period, query.now);
  if (since) filters.push({ column: 'created_at', operator: 'gte', value: since });
  if (query.severity) filters.push({ column: 'severity', operator: 'eq', value: query.severity });
  else if (query.minimum) filters.push({ column: 'severity', operator: 'in', value: `(${severitiesFrom(query.minimum).join(',')})` });
  if (query.type) filters.push({ column: 'event_type', operator: 'eq', value: query.type });
  return fetchPage(client, 'security_events', ['event_type', 'description', 'ip_address', 'user_agent'], {
    search: query.search,
    filters,
    sort: { column: 'created_at', ascending: false },
    page: query.page,
    pageSize: query.pageSize,
  });
}

/**
 * The types events are written with: the browser monitor's seven (the only ones security-event-logger
 * accepts) and admin-bootstrap's two.
 */
export const EVENT_TYPES = [
  'ADMIN_BOOTSTRAP_FAILED',
  'ADMIN_BOOTSTRAP_SUCCESS',
  'FAILED_REQUEST',
  'MONITORING_STARTED',
  'NETWORK_ERROR',
  'PAGE_HIDDEN',
  'POTENTIAL_XSS',
  'RATE_LIMIT_EXCEEDED',
  'SUSPICIOUS_ACTIVITY_DETECTED',
] as const;
