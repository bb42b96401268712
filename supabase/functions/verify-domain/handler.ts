/**
 * Admin tool for the domain the site sends e-mail from. A domain is registered with the DNS
 * records its owner must publish (an ownership TXT token, SPF and DMARC); verification looks those
 * records up in real DNS and stores the outcome in email_domains.
 *
 * Actions: add_domain, check_status (stored state, no lookups), diagnose (lookups + a line per
 * record), force_verify (lookups now, status updated), recreate_domain (new token, starts over).
 * Answer: { success, message, domain: { name, status, records[] }, status, diagnostics[] } or
 * { success: false, error }.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireAdmin } from '../_shared/auth.ts';
import { type DnsResolver, systemResolver } from '../_shared/dns.ts';
import { getEnv } from '../_shared/env.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, z } from '../_shared/validation.ts';
import { DOMAIN_ACTIONS, type DomainDiagnostic as Diagnostic } from '../_shared/contracts/domain-verification.ts';

type DomainStatus = 'pending' | 'verified' | 'failed';

export interface DnsRecord {
  record: string;
  type: 'TXT';
  name: string;
  value: string;
  priority?: number;
}

interface DomainRow {
  id: string;
  domain: string;
  status: DomainStatus;
  verification_token: string;
  records: DnsRecord[];
  created_at: string;
}

/** After this long without passing, a pending domain is reported as failed (DNS takes 2–24 h). */
const FAIL_AFTER_HOURS = 72;

const DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const schema = body({
  action: z.enum(DOMAIN_ACTIONS, {
    error: 'La acción debe ser diagnose, recreate_domain, force_verify, add_domain o check_status.',
  }),
  domain: z
    .string({ error: 'El dominio debe ser un texto.' })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/\.$/, ''))
    .refine((value) => value.length <= 253 && DOMAIN_PATTERN.test(value), {
      error: 'El dominio no es válido (por ejemplo: pitwall.es).',
    })
    .optional(),
});

/** The domain of MAIL_FROM when the request names none. */
function defaultDomain(): string | undefined {
  const explicit = getEnv('MAIL_DOMAIN');
  if (explicit) return explicit.toLowerCase();
  const from = getEnv('MAIL_FROM');
  const match = from ? /@([^>\s]+)>?\s*$/.exec(from) : null;
  return match?.[1]?.toLowerCase();
}

function expectedRecords(domain: string, token: string): DnsRecord[] {
  const spfInclude = getEnv('MAIL_SPF_INCLUDE');
  return [
    { record: 'Verificación de propiedad', type: 'TXT', name: domain, value: `pitwall-verification=${token}` },
    {
      record: 'SPF',
      type: 'TXT',
      name: domain,
      value: spfInclude ? `v=spf1 include:${spfInclude} ~all` : 'v=spf1 mx ~all',
    },
    { record: 'DMARC', type: 'TXT', name: `_dmarc.${domain}`, value: `v=DMARC1; p=none; rua=mailto:dmarc@${domain}` },
  ];
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const STATUS_LABEL: Record<DomainStatus, string> = {
  pending: 'pendiente de verificación',
  verified: 'verificado',
  failed: 'verificación fallida',
};

async function lookup(resolver: DnsResolver, name: string): Promise<{ values: string[]; error?: string }> {
  try {
    return { values: await resolver.resolveTxt(name) };
  } catch (error) {
    return { values: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** Looks every expected record up and says, per record, what was found. */
export async function diagnose(resolver: DnsResolver, row: DomainRow): Promise<Diagnostic[]> {
  const cache = new Map<string, Promise<{ values: string[]; error?: string }>>();
  const txt = (name: string) => {
    if (!cache.has(name)) cache.set(name, lookup(resolver, name));
    return cache.get(name) as Promise<{ values: string[]; error?: string }>;
  };
  const spfInclude = getEnv('MAIL_SPF_INCLUDE');

  return Promise.all(
    row.records.map(async (expected): Promise<Diagnostic> => {
      const base = { record: expected.record, type: expected.type, name: expected.name, expected: expected.value };
      const { values, error } = await txt(expected.name);
      if (error) {
        return { ...base, status: 'warning', details: `No se pudo consultar el DNS: ${error}` };
      }
      if (expected.value.startsWith('pitwall-verification=')) {
        const found = values.find((v) => v.startsWith('pitwall-verification='));
        if (values.some((v) => v.trim() === expected.value)) {
          return { ...base, found: expected.value, status: 'pass', details: 'El registro de verificación es correcto.' };
        }
        return {
          ...base,
          found,
          status: 'fail',
          details: found
            ? 'Hay un registro de verificación, pero con otro token. Publica el valor indicado.'
            : 'No se encontró el registro TXT de verificación.',
        };
      }
      if (expected.value.startsWith('v=spf1')) {
        const spf = values.filter((v) => v.trim().toLowerCase().startsWith('v=spf1'));
        if (spf.length === 0) return { ...base, status: 'fail', details: 'No se encontró ningún registro SPF.' };
        if (spf.length > 1) {
          return { ...base, found: spf.join(' | '), status: 'fail', details: `Hay ${spf.length} registros SPF; debe haber solo uno.` };
        }
        const record = spf[0] as string;
        if (spfInclude && !record.toLowerCase().split(/\s+/).includes(`include:${spfInclude.toLowerCase()}`)) {
          return { ...base, found: record, status: 'fail', details: `El registro SPF no incluye include:${spfInclude}.` };
        }
        return { ...base, found: record, status: 'pass', details: 'El registro SPF es correcto.' };
      }
      const dmarc = values.find((v) => v.trim().toUpperCase().startsWith('V=DMARC1'));
      if (!dmarc) return { ...base, status: 'fail', details: 'No se encontró el registro DMARC.' };
      return { ...base, found: dmarc, status: 'pass', details: 'El registro DMARC es correcto.' };
    }),
  );
}

function statusFrom(diagnostics: Diagnostic[], row: DomainRow): DomainStatus {
  if (diagnostics.every((d) => d.status === 'pass')) return 'verified';
  const ageHours = (Date.now() - new Date(row.created_at).getTime()) / 3_600_000;
  return ageHours >= FAIL_AFTER_HOURS ? 'failed' : 'pending';
}

function answer(row: DomainRow, message: string, diagnostics?: Diagnostic[]): Response {
  return json(200, {
    success: true,
    message,
    domain: { name: row.domain, status: row.status, records: row.records },
    status: row.status,
    ...(diagnostics ? { diagnostics } : {}),
  });
}

async function findDomain(db: SupabaseClient, domain: string): Promise<DomainRow | null> {
  const { data, error } = await db.from('email_domains').select('*').eq('domain', domain).maybeSingle();
  if (error) throw new Error(`email_domains lookup failed: ${error.message}`);
  return data as DomainRow | null;
}

async function requireDomain(db: SupabaseClient, domain: string): Promise<DomainRow> {
  const row = await findDomain(db, domain);
  if (!row) throw new HttpError(404, `El dominio ${domain} no está registrado. Añádelo primero.`);
  return row;
}

async function createDomain(db: SupabaseClient, domain: string): Promise<DomainRow> {
  const token = newToken();
  const { data, error } = await db
    .from('email_domains')
    .insert({ domain, verification_token: token, records: expectedRecords(domain, token), status: 'pending' })
    .select('*')
    .single();
  if (error?.code === '23505') {
    throw new HttpError(409, `El dominio ${domain} ya está registrado. Usa recreate_domain para empezar de nuevo.`);
  }
  if (error || !data) throw new Error(`email_domains insert failed: ${error?.message}`);
  return data as DomainRow;
}

async function verify(db: SupabaseClient, resolver: DnsResolver, row: DomainRow) {
  const diagnostics = await diagnose(resolver, row);
  const status = statusFrom(diagnostics, row);
  const now = new Date().toISOString();
  const { data, error } = await db
    .from('email_domains')
    .update({
      status,
      last_diagnostics: diagnostics,
      last_checked_at: now,
      ...(status === 'verified' && row.status !== 'verified' ? { verified_at: now } : {}),
      ...(status !== 'verified' ? { verified_at: null } : {}),
    })
    .eq('id', row.id)
    .select('*')
    .single();
  if (error || !data) throw new Error(`email_domains update failed: ${error?.message}`);
  return { row: data as DomainRow, diagnostics };
}

export function createHandler(deps: { resolver?: () => Promise<DnsResolver> } = {}) {
  const getResolver = deps.resolver ?? systemResolver;

  return postHandler('verify-domain', async (req) => {
    const db = await adminClient();
    await requireAdmin(req, db, {
      unauthenticated: 'Necesitas iniciar sesión como administrador.',
      forbidden: 'Solo los administradores pueden gestionar los dominios de envío.',
    });
    const input = parseInput(schema, await readJson(req));
    const domain = input.domain ?? defaultDomain();
    if (!domain || !DOMAIN_PATTERN.test(domain)) {
      throw new HttpError(400, 'Indica el dominio que quieres verificar.');
    }

    switch (input.action) {
      case 'add_domain': {
        const row = await createDomain(db, domain);
        return answer(row, `Dominio ${domain} añadido. Publica los registros DNS indicados; pueden tardar entre 2 y 24 horas en propagarse.`);
      }
      case 'check_status': {
        const row = await requireDomain(db, domain);
        return answer(row, `Estado del dominio ${domain}: ${STATUS_LABEL[row.status]}.`);
      }
      case 'diagnose': {
        const { row, diagnostics } = await verify(db, await getResolver(), await requireDomain(db, domain));
        const failing = diagnostics.filter((d) => d.status !== 'pass').length;
        const message =
          failing === 0
            ? 'Todos los registros DNS son correctos.'
            : `Hay ${failing} ${failing === 1 ? 'registro DNS' : 'registros DNS'} por revisar.`;
        return answer(row, message, diagnostics);
      }
      case 'force_verify': {
        const { row, diagnostics } = await verify(db, await getResolver(), await requireDomain(db, domain));
        const message =
          row.status === 'verified'
            ? `Dominio ${domain} verificado correctamente.`
            : 'Todavía no se ha podido verificar el dominio. Los cambios de DNS pueden tardar entre 2 y 24 horas en propagarse.';
        return answer(row, message, diagnostics);
      }
      case 'recreate_domain': {
        // One upsert: a new token and records replace the old ones atomically (never "deleted
        // but not recreated"); created_at restarts the propagation clock.
        const token = newToken();
        const { data, error } = await db
          .from('email_domains')
          .upsert(
            {
              domain,
              verification_token: token,
              records: expectedRecords(domain, token),
              status: 'pending',
              verified_at: null,
              last_checked_at: null,
              last_diagnostics: null,
              created_at: new Date().toISOString(),
            },
            { onConflict: 'domain' },
          )
          .select('*')
          .single();
        if (error || !data) throw new Error(`email_domains recreate failed: ${error?.message}`);
        const row = data as DomainRow;
        return answer(row, `Dominio ${domain} recreado. Publica los nuevos registros DNS; pueden tardar entre 2 y 24 horas en propagarse.`);
      }
    }
  }, { errorBody: { success: false } });
}

export const handler: (req: Request) => Promise<Response> = createHandler();
