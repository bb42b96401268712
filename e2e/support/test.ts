import { expect, test as base } from '@playwright/test';
import { PAGE_LIVE_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';

export { expect };
export type { Locator, Page } from '@playwright/test';

/** Marks a test that provokes a Content-Security-Policy violation on purpose. */
export const EXPECTS_CSP_VIOLATION = 'expects-csp-violation';

/**
 * The suite's `test`: every page a test opens is watched for Content-Security-Policy violations
 * (Chromium reports each one on the console), and a test that caused one fails, so the whole suite
 * proves the site runs inside its own policy. A test that injects a violation on purpose says so
 * with the EXPECTS_CSP_VIOLATION annotation. Likewise a prerendered page that did not hydrate as it
 * was rendered fails the test that opened it.
 */
/**
 * A prerendered page shows before its buttons work: `goto` and `reload` also wait until it has
 * hydrated (the shell marks <html> with PAGE_LIVE_ATTRIBUTE), as a visitor's first click comes later.
 */
function waitForHydration(page: import('@playwright/test').Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<import('@playwright/test').Response | null>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        if ((await page.evaluate(() => document.querySelector('#root[data-prerendered]') !== null).catch(() => false))) {
          // A page that never hydrates fails here: its HTML alone would pass many a check.
          await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_LIVE_ATTRIBUTE, { timeout: 15_000 }).catch((error: unknown) => {
            // The page went on to another document (a redirect): that one is not this wait's.
            if (error instanceof Error && /Execution context was destroyed|Target page, context or browser has been closed/.test(error.message)) return;
            throw new Error(`${page.url()}: the prerendered page did not hydrate within 15 s (html[${PAGE_LIVE_ATTRIBUTE}] never set)`, { cause: error });
          });
        }
        return response;
      },
    });
  }
}

export const test = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ context, javaScriptEnabled }, use, testInfo) => {
      const violations: string[] = [];
      const hydrationErrors: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (/Content Security Policy/.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
          // The shell reports every hydration mismatch (a prerendered page React had to redraw).
          if (/^\[hydration\]/.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      if (javaScriptEnabled !== false) {
        context.pages().forEach(waitForHydration);
        context.on('page', waitForHydration);
      }
      await use();
      expect(hydrationErrors, 'hydration mismatches').toEqual([]);
      if (!testInfo.annotations.some((a) => a.type === EXPECTS_CSP_VIOLATION)) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});
