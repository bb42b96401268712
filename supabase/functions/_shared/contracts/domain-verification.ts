/**
 * What verify-domain takes and answers: its actions and the line it gives per DNS record. The
 * function and the admin panel (through libs/backend) import them. Plain TypeScript with no Deno
 * or browser API.
 */

/** One DNS record checked against what the domain must publish. */
export interface DomainDiagnostic {
  record: string;
  type: string;
  name: string;
  expected: string;
  found?: string;
  details: string;
  /** warning when the lookup itself failed. */
  status: 'pass' | 'fail' | 'warning';
}

/** What the function can be asked to do. */
export const DOMAIN_ACTIONS = ['diagnose', 'recreate_domain', 'force_verify', 'add_domain', 'check_status'] as const;
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];
