import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const scopes = ['shell', 'marketing', 'commerce', 'content', 'music', 'admin'];

export default [
  {
    ignores: ['**/dist', '**/node_modules', '.data', 'tmp', '.nx', '**/test-results', '**/playwright-report', '.helpers', '.releases'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      // Import direction: apps → libs, never lib → app, never remote → remote, ui → no data access.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // A page imports the backend (supabase-js with it) lazily to load its data after it has
          // hydrated, and a flow that needs it at once imports it statically; the shell's bootstrap
          // imports the UI library with import() only to evaluate it in a task of its own (it is in
          // the entry either way), and the router's matchPath to find the visited page at start-up.
          // All are federation singletons: one instance on the page.
          checkDynamicDependenciesExceptions: ['@pitwall/backend', '@pitwall/ui', '@pitwall/router'],
          // Plain TypeScript contracts the edge functions and the site share (e.g. the money formatter),
          // and the page headings the pages' unit tests and the e2e specs share; the local stack's test
          // clients, for the integration tests beside libs/backend's admin modules.
          allow: [
            '.*/supabase/functions/_shared/contracts/[a-z-]+[.]ts',
            '.*/e2e/support/routes[.]ts',
            '.*/tools/local-stack/testing[.]ts',
            '.*/supabase/tests/support/[a-z-]+[.]ts',
          ],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...scopes.map((scope) => ({ sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'] })),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Single instances travel through the workspace libs: importing these directly would
      // bypass the shared singleton (a second router, toaster or Supabase client).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: 'Import routing from @pitwall/router.' },
            { name: 'react-router', message: 'Import routing from @pitwall/router.' },
            { name: 'sonner', message: 'Use toast from @pitwall/ui.' },
            { name: '@supabase/supabase-js', message: 'Use the client from @pitwall/backend.' },
          ],
          patterns: [
            {
              regex: '^@pitwall/(shell|marketing|commerce|content|music|admin)(/|$)',
              message: 'Apps never import each other: share code through a lib.',
            },
          ],
        },
      ],
    },
  },
  // One fetch for the site (every request of the page behind the rate limiter and the
  // failure logger): browser code calls monitoredFetch from @pitwall/monitoring, never fetch itself.
  {
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'libs/monitoring/src/**', 'apps/shell/src/startup.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use monitoredFetch from @pitwall/monitoring: every request of the page goes through the monitor.' }],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'fetch', message: 'Use monitoredFetch from @pitwall/monitoring.' },
        { object: 'window', property: 'fetch', message: 'Use monitoredFetch from @pitwall/monitoring.' },
      ],
    },
  },
  // Build configs reach the shared build tooling in tools/, which is no Nx project.
  // …and so do the e2e tests (to start the stack and reach its helpers); they import no app code.
  { files: ['apps/*/rspack.config.mjs', 'e2e/**'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  { files: ['libs/router/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['libs/ui/src/components/Toast/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['libs/backend/**'], rules: { 'no-restricted-imports': 'off' } },
];
