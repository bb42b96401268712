import { expect, test } from '../support/test.ts';
import { createUser, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { headingOf } from '../support/routes.ts';
import { cartCount, signInAt, toast } from '../support/ui.ts';

// WCAG 2.1 A and AA on every page this work has built — at the width of a desktop and of a phone,
// with the cookie banner and toasts on screen as a first visit shows them. Reduced motion (which
// the site honours) so nothing is measured half-way through a fade.
const PASSWORD = 'Accesible-2026';

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });

    test('public pages', async ({ page }) => {
      for (const [path, heading] of [
        ['/', headingOf('/')],
        ['/tienda', headingOf('/tienda')],
        ['/auth', null],
        ['/admin', 'Administración'],
        ['/payment-canceled', 'Pago cancelado'],
        ['/payment-success?session_id=cs_test_a11y_0000abcd', '¡Gracias por tu compra!'],
        ['/no-existe', 'Oops! Page not found'],
      ] as const) {
        await page.goto(path);
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        else await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
        await expectNoViolations(page, path);
      }

      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Registrarse' }).click();
      await expect(page.getByLabel('Confirmar contraseña')).toBeVisible();
      await expectNoViolations(page, 'the sign-up tab');

      await page.goto('/tienda');
      await page.getByRole('button', { name: 'Ver ubicación en el circuito' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Ver ubicación en el circuito' })).toBeVisible();
      await expectNoViolations(page, 'the stand location dialog');
      await page.keyboard.press('Escape');

      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
        await expectNoViolations(page, 'the open mobile menu');
      }
    });

    test('signed in: user menu, checkout', async ({ page }) => {
      const user = await createUser({ email: uniqueEmail('a11y'), password: PASSWORD, confirmed: true, nombre: 'Inés', apellidos: 'Ramos' });
      await signInAt(page, user.email, PASSWORD);
      await expect(toast(page, '¡Bienvenido!')).toBeVisible();
      await page.getByRole('button', { name: 'Menú de usuario: Inés Ramos' }).click();
      await expect(page.getByRole('menuitem', { name: 'Configuración' })).toBeVisible();
      await expectNoViolations(page, 'the open user menu');
      await page.getByRole('menuitem', { name: 'Configuración' }).click();
      await expect(page.getByRole('dialog', { name: 'Configuración' })).toBeVisible();
      await expectNoViolations(page, 'the profile dialog');
      await page.keyboard.press('Escape');

      await page.goto('/tienda');
      await page.getByRole('button', { name: 'Añadir al carrito: Gorra Pitwall Team' }).click();
      await expect.poll(() => cartCount(page)).toBe(1);
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: /^Pagar \d/ })).toBeVisible();
      await expectNoViolations(page, '/checkout');
    });
  });
}

test('keyboard: the skip link reaches the content; the user menu opens, moves and closes from the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenido')).toBeFocused();

  const user = await createUser({ email: uniqueEmail('teclado'), password: PASSWORD, confirmed: true, nombre: 'Teo', apellidos: 'Gil' });
  await signInAt(page, user.email, PASSWORD);
  const trigger = page.getByRole('button', { name: 'Menú de usuario: Teo Gil' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Configuración' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // 'Configuración', the first item
  const dialog = page.getByRole('dialog', { name: 'Configuración' });
  await expect(dialog.getByLabel('Nombre')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('toasts', () => {
  test.use({ reducedMotion: 'reduce' });

  test('success and error toasts pass WCAG AA (colour contrast included)', async ({ page }) => {
    const admin = await createUser({ email: uniqueEmail('toast-admin'), password: PASSWORD, confirmed: true, admin: true });
    await page.goto('/admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByLabel('Contraseña').press('Enter');
    await expect(toast(page, 'Credenciales incorrectas')).toBeVisible();
    await expectNoViolations(page, 'the error toast');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByLabel('Contraseña').press('Enter');
    await expect(toast(page, 'Acceso autorizado')).toBeVisible();
    await expectNoViolations(page, 'the success toast');
  });
});
