/**
 * vitest global setup: one 'test' profile stack for the whole run (its ports and site from tools/ports.mjs:
 * TEST_API_PORT…, TEST_SITE_URL; data in .data/test or TEST_STACK_DATA_DIR), reset to the seed at start and stopped at the end.
 * Values reach the tests through provide('localStack'); see ../testing.ts.
 */
import type { TestProject } from 'vitest/node';
import { startStack, type StackValues } from '../stack.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack({
    profile: 'test',
    reset: true,
    log: (line) => console.log(`[test stack] ${line}`),
  });
  const values: StackValues = {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    dbUrl: stack.dbUrl,
    mailApiUrl: stack.mailApiUrl,
    siteUrl: stack.siteUrl,
    smtpHost: stack.smtpHost,
    smtpPort: stack.smtpPort,
    nodeVersion: stack.nodeVersion,
  };
  project.provide('localStack', values);
  return async () => {
    await stack.stop();
  };
}
