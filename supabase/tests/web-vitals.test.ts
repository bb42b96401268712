/**
 * Field performance (migration 20261129090000_web_vitals.sql) against the real stack: visitors'
 * batches arrive as the shell's beacon sends them (POST text/plain, the apikey in the query, no
 * other header), are checked and stored whole or refused whole, are limited per address, and are
 * pruned after 90 days; only admins read the aggregates.
 */
import { request } from 'node:http';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { SEEDED_RELEASES, VITALS_DAYS, webVitalsHistory } from '../seed/content/web-vitals.ts';
import { type Actor, signedInActor } from './support/clients.ts';
import { getVitalsReport } from '@pitwall/backend/admin';
import { registerSiteReleases } from '../../tools/release/site-releases.mjs';
import { sourceRoutes } from '../../tools/release/routes.mjs';
import { runtimeFilesMiddleware } from '../../tools/serve/runtime-files.mjs';
import { SITE_TIME_ZONE } from '../functions/_shared/contracts/site-time.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const service = serviceClient();
const tag = randomUUID().replaceAll('-', '').slice(0, 10);
/** Each test's rows carry a release of their own. */
const release = (name: string) => `t${tag}-${name}`;
const releasesUsed: string[] = [];

/** The shell's beacon, from `address` on the loopback network (127.0.0.1 is exempt from limits). */
function beacon(body: string, address = '127.0.0.1'): Promise<Answer> {
  const { apiUrl, anonKey } = stackValues();
  const api = new URL(apiUrl);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: api.hostname,
        port: api.port,
        localAddress: address,
        method: 'POST',
        path: `/rest/v1/rpc/report_web_vitals?apikey=${encodeURIComponent(anonKey)}`,
        // What Chromium's sendBeacon(url, string) sends.
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), origin: 'http://localhost:4200' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const report = (name: string, overrides: Record<string, unknown> = {}) => {
  if (!releasesUsed.includes(release(name))) releasesUsed.push(release(name));
  return { route: '/blog/:slug', remote: 'content', release: release(name), device: 'phone', connection: '4g', metric: 'LCP', value: 2345.6, ...overrides };
};

async function rowsOf(name: string) {
  const { data, error } = await service.from('web_vitals').select('*').eq('release', release(name)).order('metric');
  if (error) throw error;
  return data as Array<Record<string, unknown>>;
}

let db: pg.Client;
let admin: Actor;
let customer: Actor;

/** What a /remotes.json of the content remote at these releases says (the routes of its source). */
const contentRemotes = (...names: string[]) => ({ remotes: names.map((name) => ({ name: 'content', version: release(name), routes: sourceRoutes('content') })) });

beforeAll(async () => {
  db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
  // The releases these tests report, registered as a deploy or the shell's server registers them.
  const reported = ['valid', 'metric', 'flood', 'prune-trigger', 'no-key', 'good-first', 'invented-route', 'invented-remote'];
  const remotes = contentRemotes(...reported);
  remotes.remotes.push({ name: 'marketing', version: release('marketing'), routes: sourceRoutes('marketing') });
  await registerSiteReleases(stackValues(), remotes);
  admin = await signedInActor('vitales-admin', { admin: true });
  customer = await signedInActor('vitales-cliente');
});

afterAll(async () => {
  await db.query('delete from public.web_vitals where release = any($1)', [releasesUsed]);
  await db.query('delete from private.site_releases where version like $1', [`t${tag}-%`]);
  await db.end();
});

describe('report_web_vitals: the visitors\' way in', () => {
  it('stores a valid batch as sent, and nothing that identifies the visitor', async () => {
    const batch = [
      report('valid', { metric: 'LCP', value: 2345.6 }),
      report('valid', { metric: 'CLS', value: 0.0123, connection: null }),
      report('valid', { metric: 'HYDRATED', value: 1800, device: 'desktop' }),
    ];
    const answer = await beacon(JSON.stringify(batch));
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    const rows = await rowsOf('valid');
    expect(rows.map(({ id: _id, created_at: _at, ...row }) => row)).toEqual([
      { route: '/blog/:slug', remote: 'content', release: release('valid'), device: 'phone', connection: null, metric: 'CLS', value: 0.0123 },
      { route: '/blog/:slug', remote: 'content', release: release('valid'), device: 'desktop', connection: '4g', metric: 'HYDRATED', value: 1800 },
      { route: '/blog/:slug', remote: 'content', release: release('valid'), device: 'phone', connection: '4g', metric: 'LCP', value: 2345.6 },
    ]);
    // The table holds the measurement and when it came, nothing else.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['connection', 'created_at', 'device', 'id', 'metric', 'release', 'remote', 'route', 'value']);
  });

  it('refuses a bad batch whole with a message saying what is wrong, and stores nothing of it', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['not-json', '{"route": ', /no es JSON válido/],
      ['not-list', JSON.stringify(report('not-list')), /debe ser una lista/],
      ['empty', '[]', /de 1 a 20 medidas \(trae 0\)/],
      ['too-many', JSON.stringify(Array.from({ length: 21 }, () => report('too-many'))), /de 1 a 20 medidas \(trae 21\)/],
      ['metric', JSON.stringify([report('metric'), report('metric', { metric: 'FID' })]), /Medida 2 .*metric debe ser LCP, INP, CLS, FCP, TTFB o HYDRATED/],
      ['slug', JSON.stringify([report('slug', { route: '/blog/Ana?email=ana@example.com' })]), /Medida 1 .*route/],
      ['extra', JSON.stringify([report('extra', { userAgent: 'Mozilla/5.0' })]), /campos desconocidos \(userAgent\)/],
      ['negative', JSON.stringify([report('negative', { metric: 'INP', value: -3 })]), /value de INP debe estar entre 0 y 600000 ms/],
      ['cls', JSON.stringify([report('cls', { metric: 'CLS', value: 250 })]), /value de CLS/],
      ['string-value', JSON.stringify([report('string-value', { value: '12' })]), /value debe ser un número/],
      ['device', JSON.stringify([report('device', { device: 'tablet' })]), /device debe ser phone o desktop/],
      ['connection', JSON.stringify([report('connection', { connection: 'wifi' })]), /connection debe ser/],
      ['release', JSON.stringify([report('release', { release: '../../etc' })]), /release debe ser/],
    ];
    for (const [name, body, message] of cases) {
      const answer = await beacon(body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toMatch(message);
      expect(await rowsOf(name), name).toEqual([]);
    }
  });

  it('refuses a remote, release or route the site does not serve, and stores nothing of it', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['invented-remote', { remote: 'inventado' }, /remote «inventado» no es un remoto de la web/],
      ['never-released', {}, new RegExp(`release «${release('never-released')}» no es una versión publicada de content`)],
      // A release of another remote is not one of this remote's.
      ['invented-remote', { remote: 'marketing', route: '/' }, /no es una versión publicada de marketing/],
      ['invented-route', { route: '/blog/:slug/comentarios' }, /route «\/blog\/:slug\/comentarios» no es una ruta de content/],
      ['invented-route', { route: '/impacto' }, /route «\/impacto» no es una ruta de content/],
    ];
    for (const [name, overrides, message] of cases) {
      // The bad report after a good one: the batch goes whole or not at all.
      const answer = await beacon(JSON.stringify([report('good-first', { route: '/blog' }), report(name, overrides)]));
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toMatch(/^Medida 2 del informe de rendimiento no válida: /);
      expect(answer.body.message, name).toMatch(message);
      expect(await rowsOf(name), name).toEqual([]);
      expect(await rowsOf('good-first'), name).toEqual([]);
    }
    // Each of the remote's routes of a registered release is accepted.
    const routes = sourceRoutes('content').map(({ path: route }) => route);
    const answer = await beacon(JSON.stringify(routes.map((route) => report('invented-route', { route }))));
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect((await rowsOf('invented-route')).map((row) => row.route).sort()).toEqual([...routes].sort());
  });

  it('accepts the releases the local shell server hands out in /remotes.json, registered before the browser gets them', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'vitals-served-'));
    try {
      // A release store whose live content release is release('served'), and the stack it serves for.
      const store = path.join(scratch, 'releases');
      mkdirSync(path.join(store, 'content', release('served')), { recursive: true });
      writeFileSync(path.join(store, 'content', release('served'), 'release.json'), JSON.stringify({ routes: sourceRoutes('content') }));
      writeFileSync(path.join(store, 'live.json'), JSON.stringify({ apps: { content: { live: { version: release('served'), since: new Date().toISOString() }, rollback: [], log: [] } } }));
      const stackDir = path.join(scratch, 'stack');
      mkdirSync(stackDir);
      writeFileSync(path.join(stackDir, 'stack.json'), JSON.stringify(stackValues()));
      const before = await beacon(JSON.stringify([report('served')]));
      expect(before.status).toBe(400);

      const middleware = runtimeFilesMiddleware({ stackDir, env: { PITWALL_RELEASES_DIR: store } });
      const served = await new Promise<string>((resolve, reject) => {
        const res = { writeHead: () => res, end: (body: string) => resolve(body) };
        middleware({ url: '/remotes.json', headers: { host: 'localhost' } }, res, () => reject(new Error('not answered')));
      });
      expect(JSON.parse(served).remotes).toEqual([expect.objectContaining({ name: 'content', version: release('served') })]);
      const after = await beacon(JSON.stringify([report('served')]));
      expect(after.status, JSON.stringify(after.body)).toBeLessThan(300);
      expect(await rowsOf('served')).toHaveLength(1);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('takes registrations from the service only', async () => {
    const body = { p_releases: [{ remote: 'content', version: release('forged'), routes: ['/blog'] }] };
    for (const client of [anonClient(), customer.client]) {
      const { error } = await client.rpc('register_site_releases', body);
      expect(error?.code).toBe('42501');
    }
    const { rows } = await db.query('select 1 from private.site_releases where version = $1', [release('forged')]);
    expect(rows).toEqual([]);
    const bad = await service.rpc('register_site_releases', { p_releases: [{ remote: 'content', version: release('bad'), routes: ['/blog?x=1'] }] });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Release 1 no válida: remote, version y routes (rutas como /blog/:slug).' });
  });

  it('cuts a flood from one address off: 100 batches per 10 minutes, then 429 and nothing stored', async () => {
    // The limit counts in fixed 10-minute windows: start well inside one.
    const intoWindow = (Date.now() / 1000) % 600;
    if (intoWindow > 580) await new Promise((resolve) => setTimeout(resolve, (600.5 - intoWindow) * 1000));
    const address = `127.0.${randomInt(1, 250)}.${randomInt(2, 250)}`;
    const body = JSON.stringify([report('flood'), report('flood', { metric: 'FCP', value: 900 })]);
    const statuses: number[] = [];
    for (let i = 0; i < 102; i += 1) statuses.push((await beacon(body, address)).status);
    expect(statuses.filter((status) => status < 300)).toHaveLength(100);
    expect(statuses.slice(100)).toEqual([429, 429]);
    const over = await beacon(body, address);
    expect(over.body).toMatchObject({ code: 'PT429' });
    expect(await rowsOf('flood')).toHaveLength(200);
    // Another address is not affected.
    expect((await beacon(body, `127.0.${randomInt(1, 250)}.${randomInt(2, 250)}`)).status).toBeLessThan(300);
  }, 60_000);

  it('prunes rows older than 90 days as new ones come in', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.web_vitals (created_at, route, remote, release, device, metric, value)
       values (now() - interval '91 days', '/', 'marketing', $1, 'desktop', 'LCP', 1000),
              (now() - interval '89 days', '/', 'marketing', $1, 'desktop', 'LCP', 1100)
       returning id`,
      [release('prune')],
    );
    releasesUsed.push(release('prune'));
    expect(rows).toHaveLength(2);
    expect((await beacon(JSON.stringify([report('prune-trigger')]))).status).toBeLessThan(300);
    const kept = await rowsOf('prune');
    expect(kept.map((row) => row.value)).toEqual([1100]);
  });

  it('is callable as the beacon calls it only: no apikey, no entry', async () => {
    const { apiUrl } = stackValues();
    const response = await fetch(`${apiUrl}/rest/v1/rpc/report_web_vitals`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify([report('no-key')]) });
    expect(response.status).toBe(401);
    expect(await rowsOf('no-key')).toEqual([]);
  });
});

describe('the admin aggregates', () => {
  beforeAll(async () => {
    // Known values: p75 of 100, 200, 300, 400, 500 (percentile_cont) is 400.
    const insert = (createdAt: string, values: unknown[]) =>
      db.query(
        `insert into public.web_vitals (created_at, route, remote, release, device, connection, metric, value)
         values (${createdAt}, $1, $2, $3, $4, $5, $6, $7)`,
        values,
      );
    for (const value of [100, 200, 300, 400, 500]) {
      await insert(`now() - interval '1 day'`, ['/prueba', 'marketing', release('agg-a'), 'desktop', '4g', 'LCP', value]);
    }
    await insert(`now() - interval '2 days'`, ['/prueba', 'marketing', release('agg-a'), 'phone', null, 'LCP', 3000]);
    await insert(`now() - interval '2 days'`, ['/prueba', 'marketing', release('agg-a'), 'phone', null, 'LCP', 5000]);
    // Half past midnight in Madrid today: still yesterday in UTC, today in the company's day.
    await insert(`(((now() at time zone '${SITE_TIME_ZONE}')::date + time '00:30') at time zone '${SITE_TIME_ZONE}')`, ['/prueba', 'marketing', release('agg-b'), 'desktop', '4g', 'INP', 64]);
    // Release b was first reported 40 days ago, release c only then.
    await insert(`now() - interval '40 days'`, ['/prueba', 'marketing', release('agg-b'), 'desktop', '4g', 'INP', 999]);
    await insert(`now() - interval '40 days'`, ['/prueba', 'marketing', release('agg-c'), 'desktop', '4g', 'INP', 999]);
    releasesUsed.push(release('agg-a'), release('agg-b'), release('agg-c'));
  });

  const ourReleases = `t${tag}-agg%`;
  interface Aggregate {
    day: string;
    route: string;
    remote: string;
    release: string;
    device: string;
    metric: string;
    p75: number;
    samples: number;
    first_seen: string;
  }
  const ours = (rows: unknown) => ((rows ?? []) as Aggregate[]).filter((row) => row.release.startsWith(`t${tag}-agg`));

  it('refuse visitors and customers', async () => {
    for (const name of ['admin_web_vitals_p75', 'admin_web_vitals_daily', 'admin_web_vitals_releases']) {
      const asVisitor = await anonClient().rpc(name, { p_days: 7 });
      expect(asVisitor.error?.code, `${name} as a visitor`).toBe('42501');
      const asCustomer = await customer.client.rpc(name, { p_days: 7 });
      expect(asCustomer.error, `${name} as a customer`).toMatchObject({ code: '42501', message: 'Solo un administrador puede ver el rendimiento de la web.' });
      // Nor do they read the table itself.
      expect((await customer.client.from('web_vitals').select('id').limit(1)).data).toEqual([]);
    }
  });

  it('p75 and samples per route, remote, release, device and metric over the period', async () => {
    const { data, error } = await admin.client.rpc('admin_web_vitals_p75', { p_days: 7 }).like('release', ourReleases);
    expect(error).toBeNull();
    expect(ours(data)).toEqual([
      { route: '/prueba', remote: 'marketing', release: release('agg-a'), device: 'desktop', metric: 'LCP', p75: 400, samples: 5 },
      { route: '/prueba', remote: 'marketing', release: release('agg-a'), device: 'phone', metric: 'LCP', p75: 4500, samples: 2 },
      { route: '/prueba', remote: 'marketing', release: release('agg-b'), device: 'desktop', metric: 'INP', p75: 64, samples: 1 },
    ]);
    const month = await admin.client.rpc('admin_web_vitals_p75', { p_days: 60 }).like('release', ourReleases);
    expect(ours(month.data).find((row) => row.release === release('agg-b'))).toMatchObject({ p75: 765.25, samples: 2 });
  });

  it('per day in Madrid time', async () => {
    // A chart's days are more rows than the API returns at once (max_rows 1000): filtered, as the panel does.
    const { data, error } = await admin.client.rpc('admin_web_vitals_daily', { p_days: 7 }).like('release', ourReleases);
    expect(error).toBeNull();
    const { rows } = await db.query<{ today: string; yesterday: string; before: string }>(
      `select to_char(d, 'YYYY-MM-DD') as today, to_char(d - 1, 'YYYY-MM-DD') as yesterday, to_char(d - 2, 'YYYY-MM-DD') as before
         from (select (now() at time zone '${SITE_TIME_ZONE}')::date as d) as madrid`,
    );
    const { today } = rows[0] as { today: string };
    const days = ours(data).map((row) => [row.day, row.release, row.device, row.metric, row.p75, row.samples]);
    expect(days).toContainEqual([today, release('agg-b'), 'desktop', 'INP', 64, 1]);
    expect(days.filter(([, name]) => name === release('agg-a'))).toHaveLength(2);
    expect(ours(data).every((row) => typeof row.day === 'string' && row.day <= today)).toBe(true);
  });

  it('each release reported in the period, with when it was first reported', async () => {
    const { data, error } = await admin.client.rpc('admin_web_vitals_releases', { p_days: 7 }).like('release', ourReleases);
    expect(error).toBeNull();
    const listed = ours(data);
    expect(listed.map((row) => row.release).sort()).toEqual([release('agg-a'), release('agg-b')]);
    const b = listed.find((row) => row.release === release('agg-b')) as Aggregate;
    const { rows } = await db.query<{ first: Date }>('select min(created_at) as first from public.web_vitals where release = $1', [release('agg-b')]);
    expect(new Date(b.first_seen).getTime()).toBe((rows[0] as { first: Date }).first.getTime());
    expect(Date.now() - new Date(b.first_seen).getTime()).toBeGreaterThan(39 * 86_400_000);
  });

  it('refuse a period outside 1 to 90 days', async () => {
    const { error } = await admin.client.rpc('admin_web_vitals_p75', { p_days: 0 });
    expect(error).toMatchObject({ code: '22023', message: 'El periodo debe ser de 1 a 90 días.' });
  });
});

describe('the seeded history', () => {
  it('is the same for the same seed time, within the last 28 days, never in the future', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const history = webVitalsHistory(now);
    expect(webVitalsHistory(now)).toEqual(history);
    const times = history.map((row) => Date.parse(row.created_at));
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - VITALS_DAYS * 86_400_000);
    expect(new Set(history.map((row) => row.device))).toEqual(new Set(['phone', 'desktop']));
  });

  it('gives the charts two marketing releases, the second slower, on phone and desktop', async () => {
    const { data, error } = await admin.client.rpc('admin_web_vitals_p75', { p_days: 28 }).eq('route', '/');
    expect(error).toBeNull();
    const [first, second] = SEEDED_RELEASES.marketing as [string, string];
    const p75 = (release: string, device: string, metric: string) =>
      (data as Array<{ route: string; release: string; device: string; metric: string; p75: number }>).find(
        (row) => row.route === '/' && row.release === release && row.device === device && row.metric === metric,
      )?.p75 ?? Number.NaN;
    for (const device of ['phone', 'desktop']) {
      for (const metric of ['LCP', 'HYDRATED']) expect(p75(second, device, metric), `${device} ${metric}`).toBeGreaterThan(p75(first, device, metric) * 1.2);
    }
    const { data: releases } = await admin.client.rpc('admin_web_vitals_releases', { p_days: 28 });
    const marketing = (releases as Array<{ remote: string; release: string; first_seen: string }>).filter((row) => row.remote === 'marketing' && [first, second].includes(row.release));
    expect(marketing.map((row) => row.release)).toEqual([first, second]);
  });

  it("reaches the panel whole: every day of the period, though the daily rows outnumber one API answer", async () => {
    const report = await getVitalsReport(admin.client, 28);
    expect(report.daily.length).toBeGreaterThan(1000);
    const days = new Set(report.daily.map((row) => row.day));
    expect(days.size).toBeGreaterThanOrEqual(VITALS_DAYS);
    expect(new Set(report.daily.map((row) => `${row.day} ${row.route} ${row.release} ${row.device} ${row.metric}`)).size).toBe(report.daily.length);
  });
});
