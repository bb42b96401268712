import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The desktop and phone widths every page is checked at. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core: no violation on what the page shows now. WCAG 2.1 A and AA by default; `allRules`
 * adds axe's best-practice rules too (landmarks, heading order, …), as public pages must pass.
 */
export async function expectNoViolations(page: Page, what: string, { allRules = false } = {}) {
  await toastsSettled(page);
  const builder = new AxeBuilder({ page });
  // label-content-name-mismatch is 'experimental' in axe (off by default) but Lighthouse runs it.
  const { violations } = await (allRules ? builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } }) : builder.withTags(WCAG)).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.html.slice(0, 160)}\n    ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

/**
 * A toast fading in or out is half transparent, and axe measures its contrast as drawn at that
 * instant: wait (a few seconds at most) until no toast is moving, so the check reads what a visitor reads.
 */
async function toastsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return animation.playState !== 'running' || !target?.closest('[data-sonner-toaster]');
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
