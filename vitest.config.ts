import { defineConfig } from 'vitest/config';

// The stack runs the local payment sandbox unless it finds Stripe settings, and the sandbox suites
// (supabase/tests/payments.test.ts) must always run: clear them for the stack and every test file.
// payments-stripe.test.ts gives its own functions host the Stripe settings it needs.
for (const name of Object.keys(process.env)) if (name.startsWith('STRIPE_')) delete process.env[name];

/** Folders whose tests have a project of their own; every other `*.test.*` runs with the node tools. */
// libs/backend's admin modules are the panel's calls to the database: their tests need the stack.
const INTEGRATION = ['tools/local-stack/**', 'supabase/**', 'libs/backend/src/admin/**'];
const DB_TYPES = ['tools/db-types/**'];
const UNIT = ['apps/**', 'libs/**'];
const TEST_FILES = '**/*.test.{ts,tsx,mts,mjs,js}';
const inFolders = (folders: string[]) => folders.map((folder) => `${folder}/${TEST_FILES.slice(3)}`);

// One configuration, four projects, and between them every test file of the repository: a test
// added anywhere runs in `npm test` (see tools/vitest-projects.test.ts). Run one with --project.
export default defineConfig({
  test: {
    // A stray .only would silently skip every other test: fail the run instead (locally: --allowOnly).
    allowOnly: false,
    teardownTimeout: 60_000,
    projects: [
      {
        // The libs and apps, in jsdom (npm run test:unit).
        test: { name: 'unit', globals: true, environment: 'jsdom', restoreMocks: true, include: inFolders(UNIT), exclude: ['**/node_modules/**', ...INTEGRATION] },
      },
      {
        // Everything else that needs nothing running: the build, release and site tools (npm run test:unit).
        test: {
          name: 'node-tools',
          globals: true,
          environment: 'node',
          restoreMocks: true,
          // Some spawn a compiler or a build: a busy machine takes more than the default 5 s.
          testTimeout: 30_000,
          include: [TEST_FILES],
          // Not the caches and builds in dot-folders (.data holds Deno's copy of npm packages).
          exclude: ['**/node_modules/**', '**/.*/**', '**/dist/**', ...UNIT, ...INTEGRATION, ...DB_TYPES],
        },
      },
      {
        // supabase-js and the functions against one real local stack (npm run test:integration).
        test: {
          name: 'integration',
          environment: 'node',
          include: inFolders(INTEGRATION),
          exclude: ['**/node_modules/**', '**/test-fixtures/**'],
          globalSetup: ['tools/local-stack/test/global-setup.ts'],
          // Every file shares the one stack and its database: run files one after another.
          fileParallelism: false,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The type generator: each file starts the scratch PostgreSQL it needs (npm run test:db-types).
        test: { name: 'db-types', environment: 'node', include: inFolders(DB_TYPES), testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
