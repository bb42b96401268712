import { expect, test } from '../support/test.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { publicRoutesWithPost } from '../support/routes.ts';

// Every public route with axe's default rule set (WCAG and best practices), at both widths, as a
// first visit sees it (cookie banner on screen). One seeded post stands for every /blog/{slug}.

for (const viewport of VIEWPORTS) {
  test(`every public route passes axe's default rules (${viewport.name})`, async ({ page }) => {
    // Fifteen pages with every axe rule: on a busy two-core machine this takes two minutes.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of await publicRoutesWithPost(page)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Data-driven pages: wait until their loading states are gone.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page, path, { allRules: true });
    }
  });
}
