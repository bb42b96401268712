import { defineConfig } from 'vitest/config';

// Unit tests: libs and apps, in jsdom. Integration tests against the local stack have their own
// config (tools/local-stack/vitest.config.ts) because they need the stack running.
export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['libs/**/*.test.{ts,tsx}', 'apps/**/*.test.{ts,tsx}', 'tools/rspack/**/*.test.{ts,mjs}', 'tools/serve/**/*.test.{ts,mjs}', 'tools/size/**/*.test.{ts,mjs}', 'tools/release/**/*.test.{ts,mjs}', 'tools/prerender/**/*.test.{ts,mjs}', 'tools/rehearse/**/*.test.{ts,mjs}'],
    restoreMocks: true,
    // A stray .only would silently skip every other test: fail the run instead (locally: --allowOnly).
    allowOnly: false,
  },
});
