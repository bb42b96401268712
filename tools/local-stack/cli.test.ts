import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/paths.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local stack CLI', () => {
  it('uses TEST_STACK_DATA_DIR as the test profile’s data folder, as its README says', async () => {
    // A "running" stack recorded in that folder only (this test process stands in for its pid).
    const info = {
      apiUrl: 'http://127.0.0.1:1',
      anonKey: 'anon-de-prueba',
      serviceRoleKey: 'service-de-prueba',
      dbUrl: 'postgresql://postgres@127.0.0.1:2/postgres',
      mailApiUrl: 'http://127.0.0.1:3',
      siteUrl: 'http://localhost:4',
      pid: process.pid,
    };
    writeFileSync(join(dataDir, 'stack.json'), JSON.stringify(info));
    const { stdout } = await run(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [join(REPO_ROOT, 'tools/local-stack/cli.ts'), 'info', '--profile', 'test'],
      { env: { ...process.env, TEST_STACK_DATA_DIR: dataDir }, timeout: 20_000 },
    );
    expect(stdout).toContain('anon key         anon-de-prueba');
    expect(stdout).toContain('API URL          http://127.0.0.1:1');
  });
});
