import { EXPECTS_CSP_VIOLATION, expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../../tools/local-stack/testing.ts';

/**
 * The page's security monitor (@pitwall/monitoring, started by the shell) watching the site's own
 * Supabase client: its events reach security_events through security-event-logger.
 */

const LOGGER = '**/functions/v1/security-event-logger';
const MISSING_TABLE = 'tabla_que_no_existe';

interface StoredEvent {
  event_type: string;
  severity: string;
  metadata: Record<string, unknown>;
}

/** What the tests call in the page: the shared singletons the shell and every remote use. */
interface PageModules {
  monitoring: typeof import('@pitwall/monitoring');
  backend: typeof import('@pitwall/backend');
}
type TestWindow = Window & { __pitwallTest: PageModules };
interface ShareEntry {
  lib?: () => unknown;
  get: () => Promise<() => unknown>;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * Opens the home page and keeps the page's monitoring and backend modules at hand, taken from the
 * federation share scope: the very instances the remotes use, not copies.
 */
async function openSite(page: Page): Promise<string> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    const load = async (name: string) => {
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          const entry = Object.values(packages[name] ?? {})[0];
          if (entry) return entry.lib ? entry.lib() : (await entry.get())();
        }
      }
      throw new Error(`${name} is not in the page's share scope`);
    };
    (window as unknown as TestWindow).__pitwallTest = {
      monitoring: (await load('@pitwall/monitoring')) as PageModules['monitoring'],
      backend: (await load('@pitwall/backend')) as PageModules['backend'],
    };
  });
  const sessionId = await page.evaluate(() => sessionStorage.getItem('pitwall-security-session'));
  expect(sessionId).toMatch(/^security-\d+-/);
  return sessionId as string;
}

/** A real 404 from PostgREST through the site's Supabase client. */
async function queryMissingTable(page: Page, times = 1): Promise<void> {
  await page.evaluate(
    async ({ table, times }) => {
      const supabase = (window as unknown as TestWindow).__pitwallTest.backend.getSupabase();
      for (let call = 0; call < times; call++) await supabase.from(table as never).select('*');
    },
    { table: MISSING_TABLE, times },
  );
}

const flush = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).__pitwallTest.monitoring.securityMonitor.flush());

/** The events stored for this tab, read with the service role once `done` says they all arrived. */
async function storedEvents(sessionId: string, done: (events: StoredEvent[]) => boolean): Promise<StoredEvent[]> {
  const service = serviceClient();
  let events: StoredEvent[] = [];
  await expect
    .poll(async () => {
      const { data, error } = await service
        .from('security_events')
        .select('event_type, severity, metadata')
        .eq('metadata->>sessionId', sessionId)
        .order('created_at');
      if (error) throw new Error(error.message);
      events = data as StoredEvent[];
      return done(events);
    })
    .toBe(true);
  return events;
}

const ofType = (events: StoredEvent[], type: string) => events.filter((event) => event.event_type === type);

test('a 404, a 500, a network failure and a CSP violation reach security_events with their severities', async ({ page }) => {
  test.info().annotations.push({ type: EXPECTS_CSP_VIOLATION, description: 'injects an inline script the policy blocks' });
  const sessionId = await openSite(page);

  await queryMissingTable(page);
  await page.route('**/rest/v1/songs?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"fallo"}' }));
  await page.route('**/rest/v1/products?*', (route) => route.abort('internetdisconnected'));
  await page.evaluate(async () => {
    const supabase = (window as unknown as TestWindow).__pitwallTest.backend.getSupabase();
    await supabase.from('songs').select('id');
    await supabase.from('products').select('id');
  });
  // The site's own Content-Security-Policy forbids inline scripts: an injected one is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inyectado = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => '__inyectado' in window)).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as TestWindow).__pitwallTest.monitoring.securityMonitor.recentEvents().map((e) => e.eventType)))
    .toContain('POTENTIAL_XSS');
  await flush(page);

  const events = await storedEvents(sessionId, (stored) => stored.some((event) => event.event_type === 'POTENTIAL_XSS'));
  const summary = (type: string) => ofType(events, type).map(({ severity, metadata }) => ({ severity, endpoint: metadata.endpoint, status: metadata.status }));
  expect(ofType(events, 'MONITORING_STARTED').map((event) => event.severity)).toEqual(['low']);
  expect(summary('FAILED_REQUEST')).toEqual(
    expect.arrayContaining([
      { severity: 'medium', endpoint: expect.stringMatching(new RegExp(`/rest/v1/${MISSING_TABLE}$`)), status: 404 },
      { severity: 'high', endpoint: expect.stringMatching(/\/rest\/v1\/songs$/), status: 500 },
    ]),
  );
  // supabase-js retries a GET that failed on the network: each try is reported.
  const networkErrors = summary('NETWORK_ERROR');
  expect(networkErrors.length).toBeGreaterThan(0);
  for (const networkError of networkErrors) {
    expect(networkError).toEqual({ severity: 'medium', endpoint: expect.stringMatching(/\/rest\/v1\/products$/), status: undefined });
  }
  expect(ofType(events, 'POTENTIAL_XSS')).toEqual([
    expect.objectContaining({ severity: 'critical', metadata: expect.objectContaining({ violatedDirective: expect.stringContaining('script-src') }) }),
  ]);
  // Each event says where and when it happened, and in which browser.
  for (const { metadata } of events) {
    expect(metadata).toMatchObject({ sessionId, url: expect.stringContaining('http://localhost:'), userAgent: expect.stringContaining('Mozilla') });
    expect(Date.parse(metadata.timestamp as string)).not.toBeNaN();
  }
});

test('more than 10 events of one type within an hour add one SUSPICIOUS_ACTIVITY_DETECTED', async ({ page }) => {
  const loggerCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/functions/v1/security-event-logger') && loggerCalls.push(request.url()));
  const sessionId = await openSite(page);
  await queryMissingTable(page, 11);
  await flush(page);

  const events = await storedEvents(sessionId, (stored) => stored.some((event) => event.event_type === 'SUSPICIOUS_ACTIVITY_DETECTED'));
  expect(ofType(events, 'FAILED_REQUEST').filter((event) => String(event.metadata.endpoint).endsWith(MISSING_TABLE))).toHaveLength(11);
  expect(ofType(events, 'SUSPICIOUS_ACTIVITY_DETECTED')).toEqual([
    expect.objectContaining({ severity: 'high', metadata: expect.objectContaining({ repeatedType: 'FAILED_REQUEST', count: 11 }) }),
  ]);
  // Thirteen events, sent in batches: a handful of logger calls, not one per event.
  expect(loggerCalls.length).toBeLessThanOrEqual(3);
});

test("the 101st request to one endpoint within a minute fails with 'Rate limit exceeded'", async ({ page }) => {
  const songRequests: string[] = [];
  page.on('request', (request) => /\/rest\/v1\/songs\?/.test(request.url()) && songRequests.push(request.url()));
  const sessionId = await openSite(page);

  const outcome = await page.evaluate(async () => {
    const supabase = (window as unknown as TestWindow).__pitwallTest.backend.getSupabase();
    for (let call = 1; call <= 101; call++) {
      const { error } = await supabase.from('songs').select('id').limit(1);
      if (error) return { call, message: error.message };
    }
    return null;
  });
  expect(outcome?.message).toContain('Rate limit exceeded');
  // The limit counts every request to the endpoint: 100 reached the network, the next did not.
  expect(songRequests).toHaveLength(100);
  await flush(page);

  const events = await storedEvents(sessionId, (stored) => stored.some((event) => event.event_type === 'RATE_LIMIT_EXCEEDED'));
  expect(ofType(events, 'RATE_LIMIT_EXCEEDED')).toEqual([
    expect.objectContaining({ severity: 'high', metadata: expect.objectContaining({ endpoint: expect.stringMatching(/\/rest\/v1\/songs$/) }) }),
  ]);
});

test('when the logger itself fails, the page only warns: no event about it and no request loop', async ({ page }) => {
  await page.clock.install();
  let loggerCalls = 0;
  await page.route(LOGGER, (route) => {
    loggerCalls += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"caído"}' });
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && message.text().startsWith('[seguridad]') && warnings.push(message.text()));
  await openSite(page);

  // MONITORING_STARTED goes out when its batch is due, and fails.
  await page.clock.runFor(2000);
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('severidad low');
  await queryMissingTable(page);
  await page.clock.runFor(2000);
  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings[1]).toContain('severidad medium');
  expect(loggerCalls).toBe(2);

  // A long while later nothing more was sent: the failed logger calls logged nothing themselves.
  await page.clock.runFor(10 * 60_000);
  await flush(page);
  expect(loggerCalls).toBe(2);
  const recorded = await page.evaluate(() =>
    (window as unknown as TestWindow).__pitwallTest.monitoring.securityMonitor.recentEvents().map((event) => event.eventType),
  );
  expect(recorded).toEqual(['MONITORING_STARTED', 'FAILED_REQUEST']);
});
