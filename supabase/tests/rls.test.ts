/**
 * Row-level security matrix: for every table, a visitor (anon), a signed-in user and an admin try
 * to select, insert, update and delete through the real API (supabase-js → gateway → PostgREST).
 * Reads that are not allowed must come back empty (silent filtering) or be refused; writes that
 * are not allowed must be refused or touch nothing — checked afterwards with the service role.
 *
 * Tables whose rules depend on who owns a row (profiles, user_roles, orders, song_ratings,
 * top10_playlist) and site_images (keyed by slot) have their own files; they are listed here too so none is forgotten.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { signedInActor } from './support/clients.ts';

type Role = 'anon' | 'user' | 'admin';
/** rows: the row comes back; none: zero rows and no error; denied: an error (no privilege). */
type Read = 'rows' | 'none' | 'denied';
interface Perms {
  select: Read;
  /** Rows only admins may see (inactive product, draft post…): what this role gets for them. */
  hidden?: Read;
  insert: boolean;
  update: boolean;
  delete: boolean;
}
interface TableCase {
  table: string;
  /** A row as the service role would store it. Fresh unique values on every call. */
  row: () => Record<string, unknown>;
  /** A row only admins may read, if the table has such rows. */
  hiddenRow?: () => Record<string, unknown>;
  /** A change for update tests, and the column that shows whether it happened. */
  patch: () => Record<string, unknown>;
  expect: Record<Role, Perms>;
}

const suffix = () => randomUUID().slice(0, 8);
const email = () => `rls.${suffix()}@example.com`;
// week_start_date is unique: each row takes the next week after a random start, so rows of one run
// never collide (a random week per row did, now and then) and leftovers of an aborted run almost never do.
let testWeek = Math.floor(Math.random() * 300_000);
const nextTestWeek = () => testWeek++;

let activeProductId = '';
let inactiveProductId = '';
let songId = '';

const PUBLIC_READ_ADMIN_WRITE: Record<Role, Perms> = {
  anon: { select: 'rows', insert: false, update: false, delete: false },
  user: { select: 'rows', insert: false, update: false, delete: false },
  admin: { select: 'rows', insert: true, update: true, delete: true },
};
const CATALOGUE: Record<Role, Perms> = {
  anon: { select: 'rows', hidden: 'none', insert: false, update: false, delete: false },
  user: { select: 'rows', hidden: 'none', insert: false, update: false, delete: false },
  admin: { select: 'rows', hidden: 'rows', insert: true, update: true, delete: true },
};
/**
 * Leads the browser writes directly: anyone inserts, nobody but admins reads them back. A lead is
 * what its sender wrote: admins only mark it handled (libs/backend/src/admin/inbox.test.ts), never edit or delete it.
 */
const LEAD: Record<Role, Perms> = {
  anon: { select: 'denied', insert: true, update: false, delete: false },
  user: { select: 'none', insert: true, update: false, delete: false },
  admin: { select: 'rows', insert: true, update: false, delete: false },
};
/** Leads written only by their functions (service role): even admins cannot forge one. */
const FUNCTION_LEAD: Record<Role, Perms> = {
  anon: { select: 'denied', insert: false, update: false, delete: false },
  user: { select: 'none', insert: false, update: false, delete: false },
  admin: { select: 'rows', insert: false, update: false, delete: false },
};

const CASES: TableCase[] = [
  {
    table: 'products',
    row: () => ({ id: randomUUID(), title: `Producto RLS ${suffix()}`, price: 10, category: 'merchandising', stock: 3 }),
    hiddenRow: () => ({ id: randomUUID(), title: `Inactivo ${suffix()}`, price: 10, category: 'digital', stock: 1, is_active: false }),
    patch: () => ({ title: `Cambiado ${suffix()}` }),
    expect: CATALOGUE,
  },
  {
    table: 'product_variants',
    row: () => ({ id: randomUUID(), product_id: activeProductId, variant_name: `Talla ${suffix()}`, stock: 2 }),
    hiddenRow: () => ({ id: randomUUID(), product_id: inactiveProductId, variant_name: `Oculta ${suffix()}`, stock: 2 }),
    patch: () => ({ variant_name: `Cambiada ${suffix()}` }),
    expect: CATALOGUE,
  },
  {
    table: 'blog_posts',
    row: () => ({ id: randomUUID(), slug: `rls-${suffix()}`, title: 'Publicado', content: '<p>Hola</p>', published: true }),
    hiddenRow: () => ({ id: randomUUID(), slug: `borrador-${suffix()}`, title: 'Borrador', content: '<p>…</p>', published: false }),
    patch: () => ({ title: `Cambiado ${suffix()}` }),
    expect: CATALOGUE,
  },
  {
    table: 'blog_subscribers',
    row: () => ({ id: randomUUID(), email: email() }),
    patch: () => ({ email: email() }),
    expect: LEAD,
  },
  {
    table: 'press_contacts',
    row: () => ({
      id: randomUUID(),
      nombre: 'Marta Ruiz',
      medio: 'El Diario',
      email: email(),
      tipo_solicitud: 'entrevista',
      mensaje: 'Queremos entrevistar al equipo.',
    }),
    patch: () => ({ mensaje: `Cambiado ${suffix()}` }),
    expect: LEAD,
  },
  {
    table: 'press_resources',
    row: () => ({ id: randomUUID(), title: 'Logo', category: 'Identidad', file_type: 'image', file_path: `rls/${suffix()}.png` }),
    patch: () => ({ title: `Cambiado ${suffix()}` }),
    expect: PUBLIC_READ_ADMIN_WRITE,
  },
  {
    table: 'contact_messages',
    row: () => ({
      id: randomUUID(),
      nombre: 'Ana López',
      empresa: 'Acme',
      email: email(),
      telefono: '600123123',
      puesto: 'CEO',
      mensaje: 'Queremos una demo para el equipo.',
    }),
    patch: () => ({ mensaje: `Mensaje cambiado ${suffix()}` }),
    expect: FUNCTION_LEAD,
  },
  {
    table: 'manifesto_downloads',
    row: () => ({ id: randomUUID(), nombre: 'Ana López', email: email(), empresa: 'Acme', puesto: 'CEO' }),
    patch: () => ({ nombre: `Cambiado ${suffix()}` }),
    expect: LEAD,
  },
  {
    table: 'product_sheet_requests',
    row: () => ({
      id: randomUUID(),
      nombre: 'Ana López',
      email: email(),
      telefono: '600123123',
      puesto: 'CEO',
      tamano_equipo: '11-50 empleados',
      formato_producto: 'demoday',
    }),
    patch: () => ({ nombre: `Cambiado ${suffix()}` }),
    expect: FUNCTION_LEAD,
  },
  {
    table: 'songs',
    row: () => ({ id: randomUUID(), title: 'Canción', autor: 'Autor', genre: 'Pop', duration: '3:20', filename: `rls-${suffix()}.wav` }),
    patch: () => ({ title: `Cambiada ${suffix()}` }),
    expect: PUBLIC_READ_ADMIN_WRITE,
  },
  {
    table: 'top10_weekly_history',
    row: () => {
      const start = new Date(Date.UTC(2100, 0, 4) + nextTestWeek() * 7 * 86_400_000);
      const end = new Date(start.getTime() + 6 * 86_400_000);
      return {
        id: randomUUID(),
        week_number: 1,
        week_start_date: start.toISOString().slice(0, 10),
        week_end_date: end.toISOString().slice(0, 10),
        title: 'Semana de prueba',
        songs: [{ title: 'Canción', autor: 'Autor', genre: 'Pop', duration: '3:20', filename: 'x.wav' }],
      };
    },
    patch: () => ({ title: `Cambiada ${suffix()}` }),
    expect: PUBLIC_READ_ADMIN_WRITE,
  },
  {
    table: 'music_downloads',
    row: () => ({ id: randomUUID(), nombre: 'Ana', email: email(), empresa: null }),
    patch: () => ({ nombre: `Cambiado ${suffix()}` }),
    expect: LEAD,
  },
  {
    table: 'security_events',
    row: () => ({ id: randomUUID(), event_type: 'RLS_TEST', description: 'Prueba', severity: 'low' }),
    patch: () => ({ description: `Cambiado ${suffix()}` }),
    expect: {
      anon: { select: 'denied', insert: false, update: false, delete: false },
      user: { select: 'none', insert: false, update: false, delete: false },
      // Events are evidence: admins read them but cannot write, alter or delete one.
      admin: { select: 'rows', insert: false, update: false, delete: false },
    },
  },
  {
    table: 'mail_outbox',
    row: () => ({ id: randomUUID(), kind: 'manifesto', ref_id: randomUUID(), recipient: `rls-${suffix()}@example.com` }),
    patch: () => ({ recipient: `cambiado-${suffix()}@example.com` }),
    expect: {
      anon: { select: 'denied', insert: false, update: false, delete: false },
      user: { select: 'none', insert: false, update: false, delete: false },
      // Mails are promised and sent by the functions only: admins see what is waiting.
      admin: { select: 'rows', insert: false, update: false, delete: false },
    },
  },
  {
    table: 'web_vitals',
    row: () => ({ id: randomUUID(), route: '/', remote: 'marketing', release: `rls-${suffix()}`, device: 'desktop', metric: 'LCP', value: 1200 }),
    patch: () => ({ value: 3400 }),
    expect: {
      anon: { select: 'denied', insert: false, update: false, delete: false },
      user: { select: 'none', insert: false, update: false, delete: false },
      // Measurements come in through report_web_vitals only and leave after 90 days: admins read them.
      admin: { select: 'rows', insert: false, update: false, delete: false },
    },
  },
  {
    table: 'email_domains',
    row: () => ({ id: randomUUID(), domain: `rls-${suffix()}.example.com`, verification_token: randomUUID().replaceAll('-', '') }),
    patch: () => ({ status: 'failed' }),
    expect: {
      anon: { select: 'denied', insert: false, update: false, delete: false },
      user: { select: 'none', insert: false, update: false, delete: false },
      // Written by verify-domain (the service role) only: the panel asks the function.
      admin: { select: 'rows', insert: false, update: false, delete: false },
    },
  },
];

/** Tables covered by their own test files (ownership-dependent rules). */
const COVERED_ELSEWHERE = ['profiles', 'user_roles', 'orders', 'order_items', 'song_ratings', 'top10_playlist', 'site_images'];

const service = serviceClient();
const clients = {} as Record<Role, SupabaseClient>;

/** Every row this file creates, removed again at the end so other test files see the seed only. */
const created: Array<{ table: string; id: string }> = [];

async function seedRow(table: string, row: Record<string, unknown>): Promise<string> {
  const { error } = await service.from(table).insert(row);
  if (error) throw new Error(`service insert into ${table} failed: ${error.message}`);
  created.push({ table, id: row.id as string });
  return row.id as string;
}

async function stored(table: string, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`service read of ${table} failed: ${error.message}`);
  return data as Record<string, unknown> | null;
}

/** A refused write is either a privilege/RLS error (42501) or, for update/delete, zero rows. */
function expectRefusedOrNothing(error: { code?: string } | null): void {
  if (error) expect(error.code).toBe('42501');
}

async function expectRead(client: SupabaseClient, table: string, id: string, expected: Read): Promise<void> {
  // Row visibility only: some columns are private to everyone but admins (blog_posts.content, see blog-gate.test.ts).
  const { data, error } = await client.from(table).select('id').eq('id', id);
  if (expected === 'denied') {
    expect(error?.code).toBe('42501');
    return;
  }
  expect(error).toBeNull();
  expect(data).toHaveLength(expected === 'rows' ? 1 : 0);
}

beforeAll(async () => {
  activeProductId = await seedRow('products', { id: randomUUID(), title: 'Base activa', price: 20, category: 'merchandising', has_variants: true });
  inactiveProductId = await seedRow('products', { id: randomUUID(), title: 'Base inactiva', price: 20, category: 'merchandising', is_active: false });
  songId = await seedRow('songs', { id: randomUUID(), title: 'Base', autor: 'A', genre: 'Pop', duration: '1:00', filename: `rls-base-${suffix()}.wav` });
  clients.anon = anonClient();
  clients.user = (await signedInActor('rls-user')).client;
  clients.admin = (await signedInActor('rls-admin', { admin: true })).client;
});

afterAll(async () => {
  // Children first (variants before their products); missing rows are simply not there.
  for (const { table, id } of [...created].reverse()) await service.from(table).delete().eq('id', id);
});

describe('RLS matrix', () => {
  it('covers every table in public', async () => {
    const db = new pg.Client({ connectionString: stackValues().dbUrl });
    await db.connect();
    const { rows } = await db
      .query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'`,
      )
      .finally(() => db.end());
    const covered = new Set([...CASES.map((c) => c.table), ...COVERED_ELSEWHERE]);
    expect(rows.map((r) => r.relname).filter((t) => !covered.has(t))).toEqual([]);
    expect(songId).not.toBe('');
  });

  describe.each(CASES)('$table', (tc) => {
    describe.each(['anon', 'user', 'admin'] as Role[])('as %s', (role) => {
      const perms = tc.expect[role];

      it(`select → ${perms.select}${tc.hiddenRow ? ` (hidden rows → ${perms.hidden})` : ''}`, async () => {
        const id = await seedRow(tc.table, tc.row());
        await expectRead(clients[role], tc.table, id, perms.select);
        if (tc.hiddenRow) {
          const hiddenId = await seedRow(tc.table, tc.hiddenRow());
          await expectRead(clients[role], tc.table, hiddenId, perms.hidden ?? 'none');
        }
      });

      it(`insert → ${perms.insert ? 'allowed' : 'refused'}`, async () => {
        const row = tc.row();
        created.push({ table: tc.table, id: row.id as string });
        const { error } = await clients[role].from(tc.table).insert(row);
        const after = await stored(tc.table, row.id as string);
        if (perms.insert) {
          expect(error).toBeNull();
          expect(after).not.toBeNull();
        } else {
          expect(error?.code).toBe('42501');
          expect(after).toBeNull();
        }
      });

      it(`update → ${perms.update ? 'allowed' : 'refused'}`, async () => {
        const id = await seedRow(tc.table, tc.row());
        const before = await stored(tc.table, id);
        const patch = tc.patch();
        const { error } = await clients[role].from(tc.table).update(patch).eq('id', id);
        const after = await stored(tc.table, id);
        const [column, value] = Object.entries(patch)[0] as [string, unknown];
        if (perms.update) {
          expect(error).toBeNull();
          expect(after?.[column]).toEqual(value);
        } else {
          expectRefusedOrNothing(error);
          expect(after?.[column]).toEqual(before?.[column]);
        }
      });

      it(`delete → ${perms.delete ? 'allowed' : 'refused'}`, async () => {
        const id = await seedRow(tc.table, tc.row());
        const { error } = await clients[role].from(tc.table).delete().eq('id', id);
        const after = await stored(tc.table, id);
        if (perms.delete) {
          expect(error).toBeNull();
          expect(after).toBeNull();
        } else {
          expectRefusedOrNothing(error);
          expect(after).not.toBeNull();
        }
      });
    });
  });
});
