import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The stack runs the local payment sandbox unless it finds Stripe settings, and the sandbox suites
// (supabase/tests/payments.test.ts) must always run: clear them for the stack and every test file.
// payments-stripe.test.ts gives its own functions host the Stripe settings it needs.
for (const name of Object.keys(process.env)) if (name.startsWith('STRIPE_')) delete process.env[name];

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
    // A stray .only would silently skip every other test: fail the run instead (locally: --allowOnly).
    allowOnly: false,
  },
});
