/**
 * The web-vitals metrics, ranges and connection types live in
 * supabase/functions/_shared/contracts/web-vitals.ts for the shell's beacon, and in
 * report_web_vitals and web_vitals' checks for the database. Each boundary input goes through the
 * shell's batch (does it send it?), report_web_vitals as the beacon calls it and a direct insert:
 * the three verdicts must agree, so changing a rule in only one place fails here.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContext, vitalsBatch } from '../../apps/shell/src/field-vitals/vitals-queue.ts';
import { serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { registerSiteReleases } from '../../tools/release/site-releases.mjs';
import { sourceRoutes } from '../../tools/release/routes.mjs';
import { CONNECTIONS, VITAL_METRICS, vitalMax, type VitalMetric } from '../functions/_shared/contracts/web-vitals.ts';
import { checkValues } from './support/check-values.ts';

const service = serviceClient();
const release = `t${randomUUID().replaceAll('-', '').slice(0, 10)}-acuerdo`;

beforeAll(async () => {
  await registerSiteReleases(stackValues(), { remotes: [{ name: 'content', version: release, routes: sourceRoutes('content') }] });
});

afterAll(async () => {
  const db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
  await db.query('delete from public.web_vitals where release = $1', [release]);
  await db.query('delete from private.site_releases where version = $1', [release]);
  await db.end();
});

/** What the shell's batch sends for one measurement on a connection: the body, or null. */
function shellSends(metric: string, value: number, effectiveType: string): string | null {
  let body: string | null = null;
  const batch = vitalsBatch(pageContext('/blog/:slug', 'content', release, 390, effectiveType), (sent) => (body = sent));
  batch.add(metric, value);
  batch.flush();
  return body;
}

/** report_web_vitals as the beacon calls it: a text/plain body, the key in the query. */
async function beaconAccepts(report: Record<string, unknown>): Promise<boolean> {
  const { apiUrl, anonKey } = stackValues();
  const response = await fetch(`${apiUrl}/rest/v1/rpc/report_web_vitals?apikey=${encodeURIComponent(anonKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify([report]),
  });
  return response.ok;
}

// The shell's lists and those the table's checks state, so a value in only one of them is tried.
const metrics = new Set<string>([...VITAL_METRICS, ...(await checkValues('web_vitals', 'web_vitals_metric'))]);
const connections = new Set<string>([...CONNECTIONS, ...(await checkValues('web_vitals', 'web_vitals_connection'))]);

/** Values around each metric's range: one under, the ends, one over (CLS by a hundredth). */
const values = [...metrics].flatMap((metric) => {
  const max = vitalMax(metric as VitalMetric);
  const step = metric === 'CLS' ? 0.01 : 1;
  return [-step, 0, max, max + step].map((value) => [metric, value, '4g'] as [string, number, string]);
});
const cases: Array<[string, number, string]> = [
  ...values,
  // The ends of both ranges under every metric: a range moved in one place only is tried.
  ...[...metrics].flatMap((metric) => [100, 600_000].map((value) => [metric, value, '4g'] as [string, number, string])),
  ['FID', 100, '4g'],
  ['lcp', 100, '4g'],
  ...[...connections].map((connection) => ['LCP', 100, connection] as [string, number, string]),
  ['LCP', 100, '5g'],
];

describe('the web vitals: shell, report_web_vitals and table agree', () => {
  it.each(cases)('%s = %s on %s: same verdict everywhere', async (metric, value, connection) => {
    const sent = shellSends(metric, value, connection);
    // The shell leaves an unknown connection out rather than the report: its verdict is whether it keeps the value.
    const shell = sent !== null && JSON.parse(sent)[0].connection === connection;
    const report = { route: '/blog/:slug', remote: 'content', release, device: 'phone', connection, metric, value };
    const beacon = await beaconAccepts(report);
    const { error } = await service.from('web_vitals').insert(report);
    expect({ beacon, table: error === null }).toEqual({ beacon: shell, table: shell });
  });
});
