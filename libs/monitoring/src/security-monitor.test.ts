import { SecurityMonitor } from './security-monitor.ts';

const LOGGER = { url: 'http://api.test/functions/v1/security-event-logger', anonKey: 'anon' };

describe('SecurityMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The network the monitor sees: answers by URL, and the bodies sent to the logger. */
  function network(answer: (url: string) => Response) {
    const sent: { events: { eventType: string; severity: string }[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === LOGGER.url) sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
        return Promise.resolve(answer(url));
      }),
    );
    return sent;
  }

  it('reports failed requests by status, and repeated events once an hour as suspicious', async () => {
    const sent = network((url) => new Response(null, { status: url.endsWith('/caido') ? 503 : url === LOGGER.url ? 201 : 404 }));
    const monitor = new SecurityMonitor();
    monitor.start(LOGGER);
    await monitor.fetch('http://api.test/rest/v1/caido');
    for (let call = 0; call < 12; call++) await monitor.fetch('http://api.test/rest/v1/falta?id=eq.1');
    const events = monitor.recentEvents();
    expect(events.map((event) => [event.eventType, event.severity]).slice(0, 3)).toEqual([
      ['MONITORING_STARTED', 'low'],
      ['FAILED_REQUEST', 'high'],
      ['FAILED_REQUEST', 'medium'],
    ]);
    expect(events.filter((event) => event.eventType === 'SUSPICIOUS_ACTIVITY_DETECTED')).toEqual([
      expect.objectContaining({ severity: 'high', metadata: expect.objectContaining({ repeatedType: 'FAILED_REQUEST', count: 11 }) }),
    ]);
    // The query is left out of what is reported; the tab's session id is kept for the tab.
    expect(events[2]?.metadata).toMatchObject({ endpoint: 'http://api.test/rest/v1/falta', status: 404, sessionId: sessionStorage.getItem('pitwall-security-session') });

    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.flatMap((batch) => batch.events)).toHaveLength(events.length);
    expect(sent.length).toBeLessThan(events.length);
  });

  it('a failed logger call only warns: it is not reported as a failed request', async () => {
    const sent = network(() => new Response(null, { status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const monitor = new SecurityMonitor();
    monitor.start(LOGGER);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(monitor.recentEvents().map((event) => event.eventType)).toEqual(['MONITORING_STARTED']);
  });
});
