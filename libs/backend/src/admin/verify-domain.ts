import type { Backend } from '../client.ts';
import type { DomainAction, DomainDiagnostic } from '../../../../supabase/functions/_shared/contracts/domain-verification.ts';
import { invokeFunction } from './invoke-function.ts';

export type { DomainAction, DomainDiagnostic } from '../../../../supabase/functions/_shared/contracts/domain-verification.ts';

/** verified, pending, failed — or whatever else a newer server may answer. */
export type DomainStatus = string;

export interface DomainRecord {
  record?: string;
  type: string;
  name: string;
  value: string;
  priority?: number;
}

export interface DomainAnswer {
  message: string;
  domain: { name: string; status: DomainStatus; records: DomainRecord[] };
  status: DomainStatus;
  diagnostics?: DomainDiagnostic[];
}

export type DomainOutcome = { ok: true; answer: DomainAnswer } | { ok: false; status: number | null; message: string | null };

/**
 * One action of the verify-domain function on `domain` (blank: the server's sending domain).
 * The server checks that the caller is an admin; its refusal text comes back as `message`.
 */
export async function verifyDomain(client: Backend, action: DomainAction, domain: string): Promise<DomainOutcome> {
  const name = domain.trim();
  const outcome = await invokeFunction<DomainAnswer & { success?: boolean; error?: string }>(client, 'verify-domain', {
    action,
    ...(name ? { domain: name } : {}),
  });
  if (!outcome.ok) return outcome;
  if (!outcome.data?.success) return { ok: false, status: 200, message: outcome.data?.error ?? null };
  return { ok: true, answer: outcome.data };
}
