import { defineConfig } from 'vitest/config';

// The storage service's own tests (a scratch PostgreSQL each run; no running stack needed).
export default defineConfig({
  test: {
    include: ['tools/local-stack/storage/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
