/**
 * What the browser's security monitor may report: its event types and severities. The monitor
 * (libs/monitoring) and security-event-logger import them; security_events' checks list the same
 * values in SQL, and supabase/tests/security-events-agreement.test.ts fails when they differ.
 * Plain TypeScript with no Deno or browser API.
 */
export const CLIENT_EVENT_TYPES = [
  'MONITORING_STARTED',
  'FAILED_REQUEST',
  'NETWORK_ERROR',
  'RATE_LIMIT_EXCEEDED',
  'POTENTIAL_XSS',
  'PAGE_HIDDEN',
  'SUSPICIOUS_ACTIVITY_DETECTED',
] as const;
export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

