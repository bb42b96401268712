import { VIEWPORTS } from '../support/axe.ts';
import { publicRoutesWithPost as publicRoutes } from '../support/routes.ts';
import { expect, test } from '../support/test.ts';

// The site's one primary action, in the header of every public page, and buttons that read on one
// line at a phone's width.

for (const viewport of VIEWPORTS) {
  test(`the header's «Quiero mi demo F1» opens the demo dialog on every public route (${viewport.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of await publicRoutes(page)) {
      await page.goto(path);
      const header = page.getByRole('banner');
      const demo = header.getByRole('button', { name: 'Quiero mi demo F1' });
      await expect(demo, path).toBeVisible();
      // The filled button of the header; the blog button beside it is outlined.
      expect(await demo.evaluate((element) => getComputedStyle(element).backgroundColor), path).not.toBe('rgba(0, 0, 0, 0)');
      if (viewport.name === 'desktop') {
        const blog = header.getByRole('link', { name: 'Nuestro Blog' });
        expect(await blog.evaluate((element) => getComputedStyle(element).backgroundColor), path).toBe('rgba(0, 0, 0, 0)');
      }
      await demo.click();
      const dialog = page.getByRole('dialog', { name: 'Solicita tu demo F1' });
      await expect(dialog, path).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Solicitar mi demo' })).toBeVisible();
      await expect(dialog.getByText('Te llamamos en 24-48 horas laborables para acordar el día de tu demo.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}

test('no pill button or pill link wraps its text at 390 px on the public routes', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of await publicRoutes(page)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Every visible pill button or pill link: its text on one line, inside the screen.
    const broken = await page.evaluate(() => {
      const lines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set<number>();
        for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top + rect.height / 2));
        // Text rects of one line can differ by a pixel or two (an icon beside the text): group them.
        return [...tops].sort((a, b) => a - b).filter((top, index, all) => index === 0 || top - (all[index - 1] ?? 0) > 4).length;
      };
      const pills = [...document.querySelectorAll('button, [role="button"], a')].filter((element) => {
        const style = getComputedStyle(element);
        // Pills (the site's buttons and button links): rows drawn as buttons (a song, a week) wrap as text does.
        if (parseFloat(style.borderTopLeftRadius) < 100) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && (element.textContent ?? '').trim() !== '';
      });
      return pills
        .filter((element) => lines(element) > 1 || element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((element) => (element.textContent ?? '').trim());
    });
    expect(broken, `${path}: buttons whose text wraps or leaves the screen`).toEqual([]);
  }
});
