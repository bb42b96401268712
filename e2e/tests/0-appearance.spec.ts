import { fileURLToPath } from 'node:url';
import { createUser, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { VIEWPORTS } from '../support/axe.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { expect, test, type Page } from '../support/test.ts';
import { signInAt } from '../support/ui.ts';
import { SITE_TIME_ZONE } from '../../supabase/functions/_shared/contracts/site-time.ts';

/*
 * Design that cannot silently regress: a full-page screenshot of every public route, a gated post,
 * /auth, /checkout with a cart and the 404, at both widths, compared with the committed baselines
 * beside this file (appearance.spec.ts-snapshots/). A change of look is made on purpose: regenerate
 * them with `npm run test:visual:update` and commit them with it.
 * Deterministic: animations off, fonts loaded and every picture decoded before the shot, the page's
 * clock fixed; dates and data that change by themselves masked. The file name ('0-') sorts it before every other spec (one
 * worker runs the files in name order), so a whole run sees the seed's data as a run of this file
 * alone does, before the admin specs change it.
 */

const POST = '/blog/asi-es-nuestro-simulador';
const NOT_FOUND = '/esta-pagina-no-existe';
const STYLE = fileURLToPath(new URL('../support/visual.css', import.meta.url));

const shotName = (path: string, width: number) => `${path === '/' ? 'inicio' : path.slice(1).replace(/[^a-z0-9]+/g, '-')}-${width}.png`;

/**
 * The brand fonts are `font-display: optional`: a face that misses the first paint is not swapped in,
 * and a fresh browser context has none cached, so how fast the font files arrive would decide the
 * look. Load every face once, then open the page again: it paints with them from the cache.
 */
async function openWithFonts(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  });
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
}

/** Waits until the page will look the same a moment later: no loading state, fonts and every picture in. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    // Lazy pictures below the fold would load (or not) as the capture scrolls: load them all now.
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

async function expectLook(page: Page, path: string, width: number) {
  await settle(page);
  await expect(page).toHaveScreenshot(shotName(path, width), {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    stylePath: STYLE,
    mask: [
      page.locator('time, [data-now]'),
      // Live data: stock left and song ratings move with every sale and vote.
      page.getByText(/^(Agotado|Última unidad|Últimas \d+ unidades)$/),
      page.getByText(/ de 5 · \d+ valoraci/),
      page.getByText(/^Sin valoraciones/),
      // The seed's weekly lists end with the current week: their numbers and days move with the calendar.
      page.getByRole('complementary', { name: 'Listas TOP 10 semanales' }).getByRole('button'),
    ],
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, timezoneId: SITE_TIME_ZONE });
    test.beforeEach(async ({ page }) => {
      // The page's clock stands still on the day the baselines were taken: a date is masked, but
      // the mask is as wide as the date's text («27 de noviembre» is not as wide as «26 de…»).
      await page.clock.setFixedTime(new Date('2026-11-26T12:00:00+01:00'));
      // No cookie banner over the page: the visitor already answered.
      await page.addInitScript(() => localStorage.setItem('pitwall-cookie-consent', 'rejected'));
    });

    for (const path of [...PUBLIC_ROUTES, POST, '/auth', NOT_FOUND]) {
      test(`${path} looks as approved`, async ({ page }) => {
        await openWithFonts(page, path);
        await expectLook(page, path, viewport.width);
      });
    }

    test('/checkout with a cart looks as approved', async ({ page }) => {
      const password = 'Vista-2026';
      const buyer = await createUser({ email: uniqueEmail('vista'), password, confirmed: true });
      await signInAt(page, buyer.email, password);
      await expect(page).not.toHaveURL(/\/auth/);
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto('/tienda');
      for (const title of ['Gorra Pitwall Team', 'Camiseta Pitwall Racing']) {
        await page.getByRole('article', { name: title }).getByRole('button', { name: `Añadir al carrito: ${title}` }).click();
      }
      await openWithFonts(page, '/checkout');
      await expect(page.getByRole('button', { name: /^Pagar / })).toBeVisible();
      await expect(page.getByText(buyer.email)).toBeVisible();
      // The buyer's unique e-mail is the one thing that differs from run to run.
      await page.getByText(buyer.email).evaluate((element) => (element.textContent = 'compradora@pitwall.local'));
      await expectLook(page, '/checkout', viewport.width);
    });
  });
}
