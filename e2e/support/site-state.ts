import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { E2E_STACK_DIR } from './ports.ts';

// Pids of the app servers of the e2e run. Tests that stop or replace a server record the new
// pid here, so the global teardown stops exactly what is running. Against a deployed site
// (E2E_DEPLOYED_SITE) the run has no app server: appPids is empty.
export const STATE_FILE = `${E2E_STACK_DIR}/e2e-site.json`;

export interface SiteState {
  appPids: Record<string, number>;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailApiUrl: string;
  dbUrl: string;
}

export function readSiteState(): SiteState {
  if (!existsSync(STATE_FILE)) throw new Error('The e2e site is not running (global setup did not run)');
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as SiteState;
}

export function writeSiteState(state: SiteState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}
