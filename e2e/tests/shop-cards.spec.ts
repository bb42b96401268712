import { expect, test, type Page } from '../support/test.ts';
import { createUser, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { VIEWPORTS } from '../support/axe.ts';
import { boxOf, cartCount, intersects, signInAt, toast, writtenAmounts } from '../support/ui.ts';

// Seeded catalogue (supabase/seed/seed.sql).
const CAP = 'Gorra Pitwall Team';
const DIGITAL = 'Pack Pitwall Music · Semana 45';

/** Every amount the page shows (text, the variant options, button names) as Intl es-ES writes it. */
async function expectSpanishAmounts(page: Page) {
  const main = page.getByRole('main');
  const texts = [await main.innerText(), ...(await main.locator('option').allTextContents())];
  const amounts = texts.flatMap(writtenAmounts);
  expect(amounts.length).toBeGreaterThan(0);
  for (const { written, intl } of amounts) expect(written, `an amount on ${page.url()}`).toBe(intl);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shop cards: Spanish prices; category and stock in one row clear of the picture; stock only when low or sold out', async ({ page }) => {
      await page.goto('/tienda');
      await expectSpanishAmounts(page);
      const cards = page.getByRole('main').getByRole('article');
      expect(await cards.count()).toBeGreaterThan(3);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const picture = await boxOf(card.locator('img, [aria-label="Sin imagen"]').first());
        // The badges (spans), not the 'Agotado' add-to-cart button.
        const badges = card.getByText(/^(Entradas|Merchandising|Digital|Agotado|Última unidad|Últimas \d unidades)$/).and(card.locator('span'));
        expect(await badges.count()).toBeGreaterThan(0);
        const boxes = await Promise.all((await badges.all()).map(boxOf));
        for (const box of boxes) expect(intersects(box, picture), 'a badge over the picture').toBe(false);
        // Category and stock share one row.
        expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
      }
      // No count for plenty, nor for the digital pack that has no real limit.
      await expect(page.getByRole('main')).not.toContainText('999');
      await expect(page.getByRole('main')).not.toContainText('disponibles');
      await expect(cards.filter({ hasText: DIGITAL }).getByText('Agotado')).toHaveCount(0);
      await expect(cards.filter({ hasText: 'Sudadera Pit Crew' }).getByText('Agotado', { exact: true }).first()).toBeVisible();
    });

    test('the add-to-cart toast never covers the cart button, whose badge shows the change', async ({ page }) => {
      await page.goto('/tienda');
      const before = await cartCount(page);
      await page.getByRole('article', { name: CAP }).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
      const added = toast(page, 'Producto añadido');
      await expect(added).toBeVisible();
      await expect.poll(() => cartCount(page)).toBe(before + 1);
      const cart = await boxOf(page.getByRole('banner').getByRole('link', { name: /^Carrito/ }));
      expect(intersects(await boxOf(added), cart)).toBe(false);
    });

    test('checkout: every amount and the pay button in Spanish', async ({ page }) => {
      const password = 'Compra-2026';
      const buyer = await createUser({ email: uniqueEmail('importes'), password, confirmed: true });
      await signInAt(page, buyer.email, password);
      await expect(page).not.toHaveURL(/\/auth/);
      await page.goto('/tienda');
      await page.getByRole('article', { name: CAP }).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
      await expect.poll(() => cartCount(page)).toBe(1);
      await page.goto('/checkout');
      const pay = page.getByRole('button', { name: /^Pagar / });
      await expect(pay).toBeVisible();
      await expectSpanishAmounts(page);
      const [amount] = writtenAmounts((await pay.textContent()) ?? '');
      expect(amount?.written).toBe(amount?.intl);
    });
  });
}
