import { expect, test, type Page } from '../support/test.ts';
import { createUser, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { toast } from '../support/ui.ts';

// The e2e stack lifts the per-IP and hourly quotas but keeps config.toml's per-address
// max_frequency (60 s): a second e-mail to one address within a minute is refused with GoTrue's
// "For security purposes, you can only request this after N seconds." and code over_email_send_rate_limit.

const PASSWORD = 'Secreto-2026';
const WAIT_MESSAGE = /^Por seguridad, podrás volver a solicitarlo dentro de (\d+) segundos?\.$/;

async function signUp(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Nombre').fill('Marta');
  await form.getByLabel('Apellidos').fill('Ruiz');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** The seconds the rate-limit toast names (it is an error toast, in Spanish only). */
async function secondsToWait(page: Page): Promise<number> {
  const limited = page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: /Por seguridad/ });
  await expect(limited).toBeVisible();
  const title = (await limited.locator('[data-title]').textContent()) ?? '';
  const description = (await limited.locator('[data-description]').count()) ? await limited.locator('[data-description]').textContent() : '';
  const line = [title, description].find((text) => text && WAIT_MESSAGE.test(text)) ?? '';
  expect(line, `${title} / ${description}`).toMatch(WAIT_MESSAGE);
  await expect(page.getByText(/For security purposes|seconds/)).toHaveCount(0);
  return Number(WAIT_MESSAGE.exec(line)?.[1]);
}

test('signing up twice within the rate window says, in Spanish, how many seconds to wait', async ({ page }) => {
  const email = uniqueEmail('dosveces');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await signUp(page, email);
  await expect(toast(page, '¡Cuenta creada! Revisa tu email para confirmar tu cuenta.')).toBeVisible();

  await signUp(page, email);
  const seconds = await secondsToWait(page);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
});

test('asking twice for a password reset within the rate window says how many seconds to wait', async ({ page }) => {
  const user = await createUser({ email: uniqueEmail('olvido'), password: PASSWORD, confirmed: true });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(toast(page, 'Revisa tu email para restablecer tu contraseña')).toBeVisible();

  await form.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(toast(page, 'Error al enviar email de recuperación')).toBeVisible();
  expect(await secondsToWait(page)).toBeGreaterThan(0);
});
