import { expect, test, type Page } from '../support/test.ts';
import { createUser, linkInMail, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { E2E_PORTS, SITE_URL } from '../support/ports.ts';
import { signInAt, toast } from '../support/ui.ts';

/**
 * The site root (the deployed site's under E2E_DEPLOYED_SITE: the stack's confirmation link must
 * lead there); supabase-js leaves an empty '#' after reading the session from the link.
 */
const SITE_ROOT = new RegExp(`^${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/#?$`);

const PASSWORD = 'Secreto-2026';
const CHOSEN = 'Elegida-Al-Confirmar-2026';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
}

test('sign up, confirm by e-mail, land signed in, sign out', { tag: '@deployed' }, async ({ page }) => {
  const email = uniqueEmail('ana');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Nombre').fill('Ana');
  await form.getByLabel('Apellidos').fill('García Pons');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, '¡Cuenta creada! Revisa tu email para confirmar tu cuenta.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');

  const mail = await waitForMail(email, 'Confirma');
  expect(mail.text).toMatch(/confirma/i);
  await page.goto(linkInMail(mail));
  // The confirmed owner chooses the password before anything else: whoever signed up first with
  // this address (and chose the first password) cannot sign in with it.
  const choose = page.getByRole('form', { name: 'Nueva contraseña' });
  await expect(choose.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await choose.getByLabel('Nueva contraseña', { exact: true }).fill(CHOSEN);
  await choose.getByLabel('Confirmar contraseña').fill(CHOSEN);
  await choose.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(toast(page, 'Contraseña guardada')).toBeVisible();
  await expect(page).toHaveURL(SITE_ROOT);
  await expect(page.getByRole('button', { name: 'Menú de usuario: Ana García Pons' })).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(toast(page, 'Sesión cerrada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('a wrong password and an unconfirmed account get their Spanish messages', async ({ page }) => {
  const confirmed = await createUser({ email: uniqueEmail('luis'), password: PASSWORD, confirmed: true });
  await signInAt(page, confirmed.email, 'contraseña-mala');
  await expect(toast(page, 'Email o contraseña incorrectos')).toBeVisible();

  const pending = await createUser({ email: uniqueEmail('pendiente'), password: PASSWORD, confirmed: false });
  await signInAt(page, pending.email, PASSWORD);
  await expect(toast(page, 'Por favor, confirma tu email antes de iniciar sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('registering an e-mail that already has an account says so', async ({ page }) => {
  const existing = await createUser({ email: uniqueEmail('repetido'), password: PASSWORD, confirmed: true });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Nombre').fill('Otra');
  await form.getByLabel('Apellidos').fill('Persona');
  await form.getByLabel('Email').fill(existing.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, 'Este email ya está registrado. Intenta iniciar sesión.')).toBeVisible();
});

test('mismatched passwords show the inline notice and disable the button; short and common ones are refused', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Contraseña', { exact: true }).fill('abcdef');
  await form.getByLabel('Confirmar contraseña').fill('abcdeX');
  await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
  await form.getByLabel('Confirmar contraseña').fill('abcdef');
  await expect(form.getByText('Las contraseñas no coinciden')).toBeHidden();
  await expect(form.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();

  await form.getByLabel('Contraseña', { exact: true }).fill('abc');
  await form.getByLabel('Confirmar contraseña').fill('abc');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

  // Six characters, but among the most used passwords: refused before anything is sent.
  await form.getByLabel('Contraseña', { exact: true }).fill('123456');
  await form.getByLabel('Confirmar contraseña').fill('123456');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText('Esa contraseña es de las más usadas y muy fácil de adivinar. Elige otra.')).toBeVisible();
});

test('password recovery end to end', async ({ page }) => {
  const user = await createUser({ email: uniqueEmail('olvido'), password: PASSWORD, confirmed: true, nombre: 'Marta', apellidos: 'Vidal' });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(toast(page, 'Por favor, introduce tu email primero')).toBeVisible();
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(toast(page, 'Revisa tu email para restablecer tu contraseña')).toBeVisible();

  const mail = await waitForMail(user.email, 'contraseña');
  await page.goto(linkInMail(mail));
  await expect(page).toHaveURL(/\/auth/);
  const reset = page.getByRole('form', { name: 'Nueva contraseña' });
  await reset.getByLabel('Nueva contraseña').fill('Nueva-Clave-99');
  await reset.getByLabel('Confirmar contraseña').fill('Nueva-Clave-99');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(SITE_ROOT);
  await expect(page.getByRole('button', { name: 'Menú de usuario: Marta Vidal' })).toBeVisible();

  // The new password is the one that works now.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAt(page, user.email, PASSWORD);
  await expect(toast(page, 'Email o contraseña incorrectos')).toBeVisible();
  await signInAt(page, user.email, 'Nueva-Clave-99');
  await expect(page).toHaveURL(SITE_ROOT);
});

test('the profile dialog changes the display name, and the session survives a reload', async ({ page }) => {
  const user = await createUser({ email: uniqueEmail('sin.nombre'), password: PASSWORD, confirmed: true });
  await signInAt(page, user.email, PASSWORD);
  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  const localPart = user.email.split('@')[0] as string;
  await expect(page.getByRole('button', { name: `Menú de usuario: ${localPart}` })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Configuración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configuración' });
  await dialog.getByLabel('Nombre').fill('Jorge');
  await dialog.getByLabel('Apellidos').fill('Ruiz Soler');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Perfil actualizado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menú de usuario: Jorge Ruiz Soler' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Menú de usuario: Jorge Ruiz Soler' })).toBeVisible();
  // Signed in, /auth has nothing to show: back to the site.
  await page.goto('/auth');
  await expect(page).toHaveURL(SITE_ROOT);
});

test('an admin reaches the panel through the shell, sharing the one session; others never load it', async ({ page }) => {
  const adminRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => new URL(request.url()).port === E2E_PORTS.ADMIN_PORT && adminRequests.push(request.url()));
  page.on('console', (message) => warnings.push(message.text()));

  const plain = await createUser({ email: uniqueEmail('cliente'), password: PASSWORD, confirmed: true });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(plain.email);
  await page.getByLabel('Contraseña').fill('incorrecta');
  await page.getByLabel('Contraseña').press('Enter');
  await expect(toast(page, 'Credenciales incorrectas')).toBeVisible();
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Sin acceso al panel' })).toBeVisible();
  // Signed in but not an admin: no success toast, the notice says why.
  await expect(toast(page, 'Acceso autorizado')).toHaveCount(0);
  expect(adminRequests).toEqual([]);
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();

  const admin = await createUser({ email: uniqueEmail('admin'), password: PASSWORD, confirmed: true, admin: true });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await expect(toast(page, 'Acceso autorizado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  // The admin remote reads the session the shell holds: no second sign-in, no second client.
  await expect(page.getByText(`Conectado como ${admin.email}`)).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0);
  expect(warnings.filter((text) => text.includes('Multiple GoTrueClient instances'))).toEqual([]);

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  // The first account's sign-out toast may still be on screen: this one is the newest.
  await expect(toast(page, 'Sesión cerrada').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
});
