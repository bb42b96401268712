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

export interface SecurityEventsQuery {
  search?: string;
  severity?: Severity;
  /** An event_type, exactly. */
  type?: string;
  period: EventPeriod;
  /** The moment the period ends (now, when the list was asked for). */
  now: Date;
  page: number;
  pageSize: number;
}

/** One page of security events, newest first (admins only: RLS). */
export function getSecurityEvents(client: Backend, query: SecurityEventsQuery): Promise<Page<SecurityEvent>> {
  const filters: ListFilter[] = [];
  const hours = EVENT_PERIODS[query.period];
  if (hours !== null) filters.push({ column: 'created_at', operator: 'gte', value: new Date(query.now.getTime() - hours * 3_600_000).toISOString() });
  if (query.severity) filters.push({ column: 'severity', operator: 'eq', value: query.severity });
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
