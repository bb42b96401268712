import { SecurityMonitor } from './security-monitor.ts';

export { EventBatcher } from './event-batcher.ts';
export { RateLimiter } from './rate-limiter.ts';
export {
  CLIENT_EVENT_TYPES,
  RATE_LIMIT_ERROR,
  SEVERITIES,
  SecurityMonitor,
  type ClientEventType,
  type LoggerEndpoint,
  type SecurityEvent,
  type Severity,
} from './security-monitor.ts';

/** The page's one monitor, shared by the shell and every remote (a federation singleton). */
export const securityMonitor = new SecurityMonitor();

/** `fetch` through the page's monitor: give it to every client that talks to the network. */
export const monitoredFetch: typeof fetch = (input, init) => securityMonitor.fetch(input, init);
