import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The type generator's tests: each file starts the scratch PostgreSQL it needs (no local stack).
export default defineConfig({
  root,
  test: {
    environment: 'node',
    include: ['tools/db-types/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A stray .only would silently skip every other test: fail the run instead (locally: --allowOnly).
    allowOnly: false,
  },
});
