/**
 * Twelve weeks (and a bit) of leads of every kind and of shop orders, so the admin summary's charts
 * have history on a fresh database. Deterministic: the same rows, ids and numbers every time (the
 * generator is seeded with a fixed value), placed relative to the day the seed runs (days ago and
 * minute of the day, in Madrid time), all before today. Ids are fixed, so running the seed again
 * keeps the rows it wrote the first time.
 */
import type pg from 'pg';
import { SITE_TIME_ZONE } from '../functions/_shared/contracts/site-time.ts';
import { createRandom, hashString, pick } from './lib/random.ts';

/** How far back the history goes: a full 13th week, so the charts' oldest week is complete. */
export const HISTORY_DAYS = 13 * 7;

type LeadTable = 'contact_messages' | 'product_sheet_requests' | 'manifesto_downloads' | 'press_contacts' | 'music_downloads' | 'blog_subscribers';

/** Mean leads per week of each kind at the end of the period (they grow towards today). */
const WEEKLY = [
  { kind: 'contacto', table: 'contact_messages', perWeek: 4 },
  { kind: 'demo', table: 'contact_messages', perWeek: 3 },
  { kind: 'ficha', table: 'product_sheet_requests', perWeek: 5 },
  { kind: 'manifiesto', table: 'manifesto_downloads', perWeek: 6 },
  { kind: 'prensa', table: 'press_contacts', perWeek: 1.5 },
  { kind: 'musica', table: 'music_downloads', perWeek: 4 },
  { kind: 'suscriptor', table: 'blog_subscribers', perWeek: 3 },
] as const satisfies ReadonlyArray<{ kind: string; table: LeadTable; perWeek: number }>;

const FIRST = ['Laura', 'Javier', 'Marta', 'Sergio', 'Lucía', 'Pablo', 'Elena', 'Andrés', 'Carmen', 'Jordi', 'Nuria', 'Iñaki', 'Ainhoa', 'Raúl', 'Sofía', 'Óscar'];
const LAST = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Ruiz', 'Vidal', 'Puig', 'Etxeberria', 'Navarro', 'Romero', 'Serra'];
const COMPANIES = ['Grupo Aurora', 'Tecnia Soluciones', 'Mediterránea Seguros', 'Logística Ebro', 'Banca Levante', 'Innova Salud', 'Consultora Norte', 'Energía Sur'];
const ROLES = ['CEO', 'RRHH', 'Marketing', 'Comunicación', 'Ventas', 'Bienestar'];
const TEAM_SIZES = ['1-10 empleados', '11-50 empleados', '51-100 empleados', '101-500 empleados', 'Más de 500 empleados'];
// The data-sheet tabs, weighted: Experience Day and Demo Day are asked for most.
const FORMATS = ['experience', 'experience', 'experience', 'demoday', 'demoday', 'suscripcion', 'suscripcion', 'torneos'];
const MEDIA = ['El Periódico del Motor', 'Diari Empresa', 'Revista Bienestar', 'Radio Deportes'];
const PRESS_TYPES = ['entrevista', 'informacion', 'recursos', 'evento', 'otro'];
const CONTACT_SOURCES = ['contacto', 'contacto', 'consulta', 'gira-solidaria'];

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A fixed UUID: one prefix digit per kind of row, the row's number in the last group. */
const seedId = (prefix: number, n: number) => `e${prefix}000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export interface HistoryLead {
  table: LeadTable;
  id: string;
  daysAgo: number;
  minute: number;
  row: Record<string, string | null>;
}

export interface HistoryOrder {
  id: string;
  daysAgo: number;
  minute: number;
  status: 'paid' | 'canceled';
  email: string;
  /** Index into the active products (by sort order), a number choosing among its variants, and quantity. */
  lines: Array<{ id: string; product: number; variant: number; quantity: number }>;
}

/** Growing: the last weeks get about twice as much as the first ones. */
const dayFactor = (daysAgo: number) => 1 - (0.5 * daysAgo) / HISTORY_DAYS;

/** How many of something with this mean arrive on a day: the mean's whole part, plus one by chance. */
const draws = (random: () => number, mean: number) => Math.floor(mean) + (random() < mean - Math.floor(mean) ? 1 : 0);

export function leadHistory(): HistoryLead[] {
  const random = createRandom(hashString('pitwall-activity-history-leads'));
  const leads: HistoryLead[] = [];
  const numbers = new Map<LeadTable, number>();
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    for (const { kind, table, perWeek } of WEEKLY) {
      // A campaign five weeks ago: demo requests and manifesto downloads doubled that week.
      const campaign = (kind === 'demo' || kind === 'manifiesto') && daysAgo > 28 && daysAgo <= 35 ? 2 : 1;
      const count = draws(random, (perWeek / 7) * dayFactor(daysAgo) * campaign * 1.15);
      for (let i = 0; i < count; i += 1) {
        const n = (numbers.get(table) ?? 0) + 1;
        numbers.set(table, n);
        const first = pick(random, FIRST);
        const last = pick(random, LAST);
        const nombre = `${first} ${last}`;
        const email = `${ascii(first)}.${ascii(last)}.${kind}${n}@demo.pitwall.local`;
        const empresa = pick(random, COMPANIES);
        const telefono = `6${Math.floor(random() * 1e8).toString().padStart(8, '0')}`;
        const minute = 8 * 60 + Math.floor(random() * 12 * 60);
        const prefix = WEEKLY.findIndex((entry) => entry.table === table);
        const row: Record<string, string | null> =
          table === 'contact_messages'
            ? { nombre, empresa, email, telefono, puesto: pick(random, ROLES), source: kind === 'demo' ? 'demo' : pick(random, CONTACT_SOURCES), mensaje: kind === 'demo' ? 'Nos gustaría reservar una demo para el equipo.' : 'Queremos saber más sobre vuestras experiencias para empresas.' }
            : table === 'product_sheet_requests'
              ? { nombre, empresa, email, telefono, puesto: pick(random, ROLES), tamano_equipo: pick(random, TEAM_SIZES), formato_producto: pick(random, FORMATS), necesidades_especificas: null }
              : table === 'manifesto_downloads'
                ? { nombre, empresa, email, puesto: pick(random, ROLES) }
                : table === 'press_contacts'
                  ? { nombre, medio: pick(random, MEDIA), email, telefono, tipo_solicitud: pick(random, PRESS_TYPES), mensaje: 'Preparamos un reportaje sobre bienestar en la empresa.' }
                  : table === 'music_downloads'
                    ? { nombre, empresa, email }
                    : { email };
        leads.push({ table, id: seedId(prefix, n), daysAgo, minute, row });
      }
    }
  }
  return leads;
}

export function orderHistory(productCount: number): HistoryOrder[] {
  const random = createRandom(hashString('pitwall-activity-history-orders'));
  const orders: HistoryOrder[] = [];
  let line = 0;
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const count = draws(random, 0.9 * dayFactor(daysAgo));
    for (let i = 0; i < count; i += 1) {
      const n = orders.length + 1;
      const lines = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
        line += 1;
        return { id: seedId(8, line), product: Math.floor(random() * productCount), variant: line, quantity: 1 + Math.floor(random() * 3) };
      });
      orders.push({
        id: seedId(7, n),
        daysAgo,
        minute: 9 * 60 + Math.floor(random() * 13 * 60),
        status: random() < 0.12 ? 'canceled' : 'paid',
        email: `${ascii(pick(random, FIRST))}.${ascii(pick(random, LAST))}.pedido${n}@demo.pitwall.local`,
        lines,
      });
    }
  }
  return orders;
}

// The moment `days_ago` days before today (Madrid), at `minute` of that day, Madrid time.
const AT = `(((now() at time zone '${SITE_TIME_ZONE}')::date - r.days_ago) + make_interval(mins => r.minute)) at time zone '${SITE_TIME_ZONE}'`;

/**
 * Writes the history: rows already there are kept as they are. Lead tables stamp created_at on
 * insert, so the arrival time is set right after, on the rows this run inserted only. Leads older
 * than ten days are marked handled the next day.
 */
export async function seedActivityHistory(db: pg.Pool): Promise<{ leads: number; orders: number }> {
  const leads = leadHistory();
  const client = await db.connect();
  try {
    await client.query('begin');
    for (const table of new Set(leads.map((lead) => lead.table))) {
      const rows = leads.filter((lead) => lead.table === table);
      const columns = Object.keys(rows[0]?.row ?? {});
      const input = rows.map((lead) => ({ id: lead.id, ...lead.row }));
      const inserted = await client.query<{ id: string }>(
        `insert into public.${table} (id, ${columns.join(', ')})
         select r.id, ${columns.map((c) => `r.${c}`).join(', ')}
           from jsonb_to_recordset($1::jsonb) as r (id uuid, ${columns.map((c) => `${c} text`).join(', ')})
         on conflict do nothing
         returning id`,
        [JSON.stringify(input)],
      );
      const fresh = new Set(inserted.rows.map((row) => row.id));
      const times = rows.filter((lead) => fresh.has(lead.id)).map((lead) => ({ id: lead.id, days_ago: lead.daysAgo, minute: lead.minute }));
      await client.query(
        `update public.${table} as t set created_at = ${AT},
                handled_at = case when r.days_ago > 10 then ${AT} + interval '1 day 2 hours' end
           from jsonb_to_recordset($1::jsonb) as r (id uuid, days_ago integer, minute integer)
          where t.id = r.id`,
        [JSON.stringify(times)],
      );
    }

    // Each product with its active variants (size, seat, day): a line of a product that has them
    // names one, as the shop would have sold it.
    const products = await client.query<{ id: string; title: string; cents: number; shipping: number; variants: Array<{ id: string; name: string; cents: number }> }>(
      `select p.id, p.title, round(p.price * 100)::integer as cents, round(p.shipping_cost * 100)::integer as shipping,
              coalesce((select jsonb_agg(jsonb_build_object('id', v.id, 'name', v.variant_name, 'cents', round(v.price_adjustment * 100)::integer) order by v.id)
                          from public.product_variants v where v.product_id = p.id and v.is_active and p.has_variants), '[]'::jsonb) as variants
         from public.products p where p.is_active and p.price > 0 order by p.sort_order, p.id`,
    );
    const orders = orderHistory(products.rowCount ?? 0);
    const orderRows = orders.map((order) => {
      const lines = order.lines.map((line) => {
        const product = products.rows[line.product] as (typeof products.rows)[number];
        return { ...line, product, variant: product.variants.length > 0 ? product.variants[line.variant % product.variants.length] : undefined };
      });
      return {
        id: order.id,
        days_ago: order.daysAgo,
        minute: order.minute,
        status: order.status,
        email: order.email,
        subtotal_cents: lines.reduce((sum, line) => sum + (line.product.cents + (line.variant?.cents ?? 0)) * line.quantity, 0),
        shipping_cents: Math.max(0, ...lines.map((line) => line.product.shipping)),
        session: `seed-historial-${order.id.slice(-6)}`,
        lines,
      };
    });
    await client.query(
      `insert into public.orders (id, email, status, subtotal_cents, shipping_cents, payment_provider, payment_session_id, paid_at, canceled_at, created_at, updated_at)
       select r.id, r.email, r.status::public.order_status, r.subtotal_cents, r.shipping_cents, 'sandbox', r.session,
              case when r.status = 'paid' then ${AT} + interval '3 minutes' end,
              case when r.status = 'canceled' then ${AT} + interval '20 minutes' end,
              ${AT}, ${AT}
         from jsonb_to_recordset($1::jsonb) as r (id uuid, days_ago integer, minute integer, status text, email text, subtotal_cents integer, shipping_cents integer, session text)
       on conflict do nothing`,
      [JSON.stringify(orderRows)],
    );
    const lineRows = orderRows.flatMap((order) =>
      order.lines.map((line) => ({
        id: line.id,
        order_id: order.id,
        product_id: line.product.id,
        variant_id: line.variant?.id ?? null,
        variant_name: line.variant?.name ?? null,
        title: line.product.title,
        cents: line.product.cents + (line.variant?.cents ?? 0),
        quantity: line.quantity,
        days_ago: order.days_ago,
        minute: order.minute,
      })),
    );
    await client.query(
      `insert into public.order_items (id, order_id, product_id, variant_id, product_title, variant_name, unit_price_cents, quantity, created_at)
       select r.id, r.order_id, r.product_id, r.variant_id, r.title, r.variant_name, r.cents, r.quantity, ${AT}
         from jsonb_to_recordset($1::jsonb) as r (id uuid, order_id uuid, product_id uuid, variant_id uuid, variant_name text, title text, cents integer, quantity integer, days_ago integer, minute integer)
       on conflict do nothing`,
      [JSON.stringify(lineRows)],
    );
    await client.query('commit');
    return { leads: leads.length, orders: orders.length };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
