import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Integration tests: supabase-js against one real local stack (see test/global-setup.ts).
export default defineConfig({
  root,
  test: {
    environment: 'node',
    include: ['tools/local-stack/**/*.test.ts', 'supabase/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['tools/local-stack/test/global-setup.ts'],
    // Every file shares the one stack and its database: run files one after another.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
