import { defineConfig } from 'vitest/config';

// The functions host's own tests (fixture functions; no running stack needed).
export default defineConfig({
  test: {
    include: ['tools/local-stack/functions-host/**/*.test.ts'],
    exclude: ['**/test-fixtures/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A stray .only would silently skip every other test: fail the run instead (locally: --allowOnly).
    allowOnly: false,
  },
});
