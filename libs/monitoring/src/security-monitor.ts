import { EventBatcher } from './event-batcher.ts';
import { RateLimiter } from './rate-limiter.ts';
import type { ClientEventType, Severity } from '../../../supabase/functions/_shared/contracts/security-events.ts';

/** What the monitor may report: security-event-logger and the table accept exactly these. */
export { CLIENT_EVENT_TYPES, SEVERITIES, type ClientEventType, type Severity } from '../../../supabase/functions/_shared/contracts/security-events.ts';

export interface SecurityEvent {
  eventType: ClientEventType;
  description: string;
  severity: Severity;
  metadata: { userAgent: string; url: string; sessionId: string; timestamp: string } & Record<string, unknown>;
}

/** Where the events go: the security-event-logger function and the public key it is called with. */
export interface LoggerEndpoint {
  url: string;
  anonKey: string;
}

const KEPT_EVENTS = 100;
const SUSPICIOUS_THRESHOLD = 10;
const HOUR_MS = 60 * 60 * 1000;
const SESSION_KEY = 'pitwall-security-session';
const BATCH = { delayMs: 2000, maxBatch: 20, maxQueue: KEPT_EVENTS };

export const RATE_LIMIT_ERROR = 'Rate limit exceeded';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Which endpoint a request goes to, without its query (filters may carry personal data). */
function endpointOf(input: RequestInfo | URL): { endpoint: string; method?: string } {
  const raw = input instanceof Request ? input.url : String(input);
  const url = new URL(raw, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  return { endpoint: `${url.origin}${url.pathname}`, method: input instanceof Request ? input.method : undefined };
}

function warnUnsent(batch: SecurityEvent[], error: unknown): void {
  const bySeverity = new Map<Severity, SecurityEvent[]>();
  for (const event of batch) bySeverity.set(event.severity, [...(bySeverity.get(event.severity) ?? []), event]);
  for (const [severity, events] of bySeverity) {
    console.warn(
      `[seguridad] ${events.length} evento(s) de severidad ${severity} sin registrar:`,
      events.map((event) => event.eventType).join(', '),
      error,
    );
  }
}

/**
 * The page's security monitor: limits and watches every request made through `fetch`, listens for
 * script and CSP errors and for the page being hidden, keeps the latest events and sends them to
 * security-event-logger in batches. One per page (see `securityMonitor`); nothing here touches the
 * browser until a request is made or `start` runs.
 */
export class SecurityMonitor {
  private readonly limiter = new RateLimiter();
  private readonly events: SecurityEvent[] = [];
  private readonly recentByType = new Map<ClientEventType, number[]>();
  private readonly lastAlert = new Map<ClientEventType, number>();
  private readonly batcher = new EventBatcher<SecurityEvent>((batch) => this.send(batch), warnUnsent, BATCH);
  private logger: LoggerEndpoint | null = null;
  private sessionId: string | null = null;

  /** Listens to the page and starts sending events (those recorded before included). Idempotent. */
  start(logger: LoggerEndpoint): void {
    if (this.logger) return;
    this.logger = logger;
    for (const event of this.events) this.batcher.add(event);
    window.addEventListener('error', (event) => {
      if (/script|csp|content security policy/i.test(event.message)) {
        this.record('POTENTIAL_XSS', `Error de script: ${event.message}`.slice(0, 500), 'critical', { source: event.filename });
      }
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      this.record('POTENTIAL_XSS', `Violación de CSP: ${event.violatedDirective}`, 'critical', {
        violatedDirective: event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
      });
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden') return;
      this.record('PAGE_HIDDEN', 'La página ha pasado a segundo plano', 'low');
      // The page may not come back: send what is waiting now.
      void this.flush();
    });
    this.record('MONITORING_STARTED', 'Monitorización de seguridad iniciada', 'low');
  }

  /** `fetch` behind the rate limiter (per endpoint) and the failure logger. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { endpoint, method: requestMethod } = endpointOf(input);
    const method = init?.method ?? requestMethod ?? 'GET';
    const { allowed, firstRefusal } = this.limiter.hit(endpoint);
    if (!allowed) {
      if (firstRefusal) {
        this.record('RATE_LIMIT_EXCEEDED', `Límite de ${this.limiter.max} peticiones por minuto superado: ${method} ${endpoint}`, 'high', { endpoint, method });
      }
      throw new Error(RATE_LIMIT_ERROR);
    }
    let response: Response;
    try {
      response = await globalThis.fetch(input, init);
    } catch (error) {
      if (!isAbort(error)) this.record('NETWORK_ERROR', `Error de red: ${method} ${endpoint}`, 'medium', { endpoint, method, error: String(error) });
      throw error;
    }
    if (response.status >= 400) {
      this.record('FAILED_REQUEST', `HTTP ${response.status}: ${method} ${endpoint}`, response.status >= 500 ? 'high' : 'medium', {
        endpoint,
        method,
        status: response.status,
      });
    }
    return response;
  };

  record(eventType: ClientEventType, description: string, severity: Severity, extras: Record<string, unknown> = {}): void {
    const now = Date.now();
    const event: SecurityEvent = {
      eventType,
      description,
      severity,
      metadata: {
        ...extras,
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        url: typeof location === 'undefined' ? '' : location.href,
        sessionId: this.session(),
        timestamp: new Date(now).toISOString(),
      },
    };
    this.events.push(event);
    if (this.events.length > KEPT_EVENTS) this.events.shift();
    if (this.logger) this.batcher.add(event);
    if (eventType !== 'SUSPICIOUS_ACTIVITY_DETECTED') this.watchFrequency(eventType, now);
  }

  /** The latest events, oldest first. */
  recentEvents(): readonly SecurityEvent[] {
    return [...this.events];
  }

  /** Sends the waiting events now; resolves when the send settled. */
  flush(): Promise<void> {
    return this.batcher.flush();
  }

  /** More than 10 events of one type within an hour is reported once for that hour. */
  private watchFrequency(eventType: ClientEventType, now: number): void {
    const recent = (this.recentByType.get(eventType) ?? []).filter((time) => now - time < HOUR_MS);
    recent.push(now);
    this.recentByType.set(eventType, recent);
    const alerted = this.lastAlert.get(eventType);
    if (recent.length > SUSPICIOUS_THRESHOLD && (alerted === undefined || now - alerted >= HOUR_MS)) {
      this.lastAlert.set(eventType, now);
      this.record('SUSPICIOUS_ACTIVITY_DETECTED', `Actividad sospechosa: ${recent.length} eventos ${eventType} en una hora`, 'high', {
        repeatedType: eventType,
        count: recent.length,
      });
    }
  }

  /** Per-tab id, kept in session storage so a reload stays in the same session. */
  private session(): string {
    if (this.sessionId) return this.sessionId;
    const fresh = `security-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
    try {
      this.sessionId = sessionStorage.getItem(SESSION_KEY) ?? fresh;
      sessionStorage.setItem(SESSION_KEY, this.sessionId);
    } catch {
      // No storage (private mode, Node): an id for this page's life.
      this.sessionId = fresh;
    }
    return this.sessionId;
  }

  /** Straight to the platform's fetch: the logger's own calls are neither limited nor logged. */
  private async send(batch: SecurityEvent[]): Promise<void> {
    if (!this.logger) throw new Error('El monitor de seguridad no está iniciado');
    const response = await globalThis.fetch(this.logger.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: this.logger.anonKey, Authorization: `Bearer ${this.logger.anonKey}` },
      body: JSON.stringify({ events: batch }),
      keepalive: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    });
    if (!response.ok) throw new Error(`security-event-logger: HTTP ${response.status}`);
  }
}
