import { expect, test as base } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

/** Marks a test that provokes a Content-Security-Policy violation on purpose. */
export const EXPECTS_CSP_VIOLATION = 'expects-csp-violation';

/**
 * The suite's `test`: every page a test opens is watched for Content-Security-Policy violations
 * (Chromium reports each one on the console), and a test that caused one fails, so the whole suite
 * proves the site runs inside its own policy. A test that injects a violation on purpose says so
 * with the EXPECTS_CSP_VIOLATION annotation.
 */
export const test = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (!testInfo.annotations.some((a) => a.type === EXPECTS_CSP_VIOLATION)) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});
