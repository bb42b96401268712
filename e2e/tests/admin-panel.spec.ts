import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

// The seeded demo admin (README).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const SEED_SLUG = 'ficha-tecnica-del-simulador';

/** The tools section: the spec's admin screen. */
async function openPanel(page: Page) {
  await page.goto('/admin/herramientas');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
}

const domainCard = (page: Page) => page.getByRole('region', { name: 'Verificación de dominio' });
const testDomain = () => `pw-${randomUUID().slice(0, 8)}.example.com`;

/** The stored row, changed behind the panel's back the way days of failed DNS checks would. */
async function setDomainStatus(domain: string, status: 'failed' | 'verified') {
  const { error } = await serviceClient().from('email_domains').update({ status }).eq('domain', domain);
  expect(error).toBeNull();
}

test.afterAll(async () => {
  await serviceClient().from('blog_posts').delete().eq('slug', SEED_SLUG);
  await serviceClient().from('email_domains').delete().like('domain', 'pw-%.example.com');
});

test('the panel names the admin, and signing out returns to the sign-in', { tag: '@deployed' }, async ({ page }) => {
  await openPanel(page);
  await expect(page.getByText(`Conectado como ${ADMIN.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(toast(page, 'Sesión cerrada').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toHaveCount(0);
});

test('admin bootstrap: both fields required, the server refusal shown as it comes', async ({ page }) => {
  await openPanel(page);
  const form = page.getByRole('form', { name: 'Crear administrador' });
  await form.getByRole('button', { name: 'Crear administrador' }).click();
  await expect(form.getByText('Introduce el email del administrador')).toBeVisible();
  await expect(form.getByText('Introduce el secreto de bootstrap')).toBeVisible();
  await expect(form.getByLabel('Email del administrador')).toHaveAttribute('type', 'email');

  const admins = async () =>
    (await serviceClient().from('user_roles').select('user_id', { count: 'exact', head: true }).eq('role', 'admin')).count;
  const adminsBefore = await admins();
  await form.getByLabel('Email del administrador').fill('cliente@pitwall.local');
  await form.getByLabel('Secreto de bootstrap').fill('no-es-el-secreto');
  await form.getByRole('button', { name: 'Crear administrador' }).click();
  // The e2e stack configures no ADMIN_BOOTSTRAP_SECRET: the function's own English answer.
  const refusal = toast(page, 'Error creating admin user');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Admin bootstrap is not configured on this server');
  expect(await admins()).toBe(adminsBefore);
});

test('domain verification: add, records, diagnose, force verify with its refresh, failed → recreate, verified', async ({ page }) => {
  await openPanel(page);
  const card = domainCard(page);
  const domain = testDomain();
  // Nothing registered for the sending domain of the e2e stack yet: the server says so, no records.
  await expect(card.getByText('No se encontraron registros DNS')).toBeVisible();
  await expect(card.getByText('Los cambios pueden tardar entre 2 y 24 horas en propagarse.')).toBeVisible();

  await card.getByLabel('Dominio').fill(domain);
  await card.getByRole('button', { name: 'Añadir dominio' }).click();
  await expect(toast(page, `Dominio ${domain} añadido.`)).toBeVisible();
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  const records = card.getByRole('region', { name: 'Registros DNS que hay que publicar' });
  await expect(records.getByRole('row')).toHaveCount(4);
  await expect(records).toContainText(/pitwall-verification=[a-f0-9]{32}/);
  await expect(records).toContainText(`_dmarc.${domain}`);
  const firstToken = await records.getByText(/pitwall-verification=/).textContent();
  await expect(card.getByText('Acciones avanzadas')).toHaveCount(0);
  await expect(card.getByText('Dominio verificado')).toHaveCount(0);

  // Adding it twice: the server's refusal in a toast.
  await card.getByRole('button', { name: 'Añadir dominio' }).click();
  await expect(toast(page, `El dominio ${domain} ya está registrado.`)).toBeVisible();

  await card.getByRole('button', { name: 'Diagnosticar' }).click();
  const diagnosis = card.getByRole('region', { name: 'Diagnóstico DNS' });
  await expect(diagnosis.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expect(diagnosis).toContainText('Verificación de propiedad');
  await expect(diagnosis).toContainText('Esperado');

  // Force verify, then the status is read again 3 s later without a click.
  const forced = page.waitForResponse((r) => r.url().includes('/functions/v1/verify-domain') && r.request().postData()?.includes('force_verify') === true);
  await card.getByRole('button', { name: 'Forzar verificación' }).click();
  await forced;
  const forcedAt = Date.now();
  await expect(toast(page, 'Todavía no se ha podido verificar el dominio.')).toBeVisible({ timeout: 30_000 });
  const refresh = await page.waitForRequest((r) => r.url().includes('/functions/v1/verify-domain') && r.postData()?.includes('check_status') === true);
  expect(Date.now() - forcedAt).toBeGreaterThanOrEqual(2_900);
  expect(refresh.postDataJSON()).toEqual({ action: 'check_status', domain });

  // Failed: the advanced card, and recreating asks first.
  await setDomainStatus(domain, 'failed');
  await card.getByRole('button', { name: 'Comprobar estado' }).click();
  await expect(card.getByText('Fallido', { exact: true })).toBeVisible();
  await expect(card.getByText('Acciones avanzadas')).toBeVisible();
  await expect(card.getByText('Espera al menos 24 horas desde que publicaste los registros antes de recrear un dominio.')).toBeVisible();
  await card.getByRole('button', { name: 'Recrear dominio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recrear dominio' });
  await expect(dialog).toContainText('¿Estás seguro? Esto eliminará el dominio actual y creará uno nuevo.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Fallido', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Recrear dominio' }).click();
  await dialog.getByRole('button', { name: 'Sí, recrear' }).click();
  await expect(toast(page, `Dominio ${domain} recreado.`)).toBeVisible();
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(card.getByText('Acciones avanzadas')).toHaveCount(0);
  await expect(records.getByText(/pitwall-verification=/)).not.toHaveText(firstToken as string);

  // Verified: the success panel.
  await setDomainStatus(domain, 'verified');
  await card.getByRole('button', { name: 'Comprobar estado' }).click();
  await expect(card.getByText('Verificado', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Dominio verificado' })).toBeVisible();
  await expect(card.getByText('Acciones avanzadas')).toHaveCount(0);
});

test('domain verification: unknown and bad domains get the server message, a failed request "Error desconocido"', async ({ page }) => {
  await openPanel(page);
  const card = domainCard(page);
  const known = testDomain();
  await card.getByLabel('Dominio').fill(known);
  await card.getByRole('button', { name: 'Añadir dominio' }).click();
  await card.getByRole('button', { name: 'Diagnosticar' }).click();
  await expect(card.getByRole('region', { name: 'Diagnóstico DNS' })).toBeVisible({ timeout: 30_000 });
  // Another, unregistered domain: its refusal, and nothing left of the first one's state.
  const unknown = testDomain();
  await card.getByLabel('Dominio').fill(unknown);
  await card.getByRole('button', { name: 'Comprobar estado' }).click();
  const notRegistered = `El dominio ${unknown} no está registrado. Añádelo primero.`;
  await expect(toast(page, notRegistered)).toBeVisible();
  await expect(card.getByText(notRegistered)).toBeVisible();
  await expect(card.getByText('No se encontraron registros DNS')).toBeVisible();
  await expect(card.getByText('Pendiente', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('region', { name: 'Diagnóstico DNS' })).toHaveCount(0);

  await card.getByLabel('Dominio').fill('no es un dominio');
  await card.getByRole('button', { name: 'Comprobar estado' }).click();
  await expect(toast(page, 'El dominio no es válido (por ejemplo: pitwall.es).')).toBeVisible();

  await page.route('**/functions/v1/verify-domain', (route) => route.abort('connectionrefused'));
  await card.getByLabel('Dominio').fill(testDomain());
  await card.getByRole('button', { name: 'Comprobar estado' }).click();
  await expect(toast(page, 'Error desconocido')).toBeVisible();
});

test('blog seeding writes the simulator facts, published on /blog; a second run is refused', async ({ page }) => {
  await openPanel(page);
  const card = page.getByRole('region', { name: 'Publicaciones de ejemplo' });
  await card.getByRole('button', { name: 'Crear publicación de ejemplo' }).click();
  await expect(toast(page, 'Publicación creada exitosamente')).toBeVisible();
  await expect(card.getByRole('link', { name: `/blog/${SEED_SLUG}` })).toBeVisible();

  const { data: post } = await serviceClient().from('blog_posts').select('content, published, created_by').eq('slug', SEED_SLUG).single();
  expect(post?.published).toBe(true);
  expect(post?.content).toContain('menos de 30 minutos');
  expect(post?.content).toContain('850 kg');
  expect(post?.content).toContain('3,5 toneladas');

  await card.getByRole('button', { name: 'Crear publicación de ejemplo' }).click();
  const refusal = toast(page, 'No se pudo crear la publicación');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`Ya existe una publicación en /blog/${SEED_SLUG}.`);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Ficha técnica del simulador: montaje, peso y transporte' })).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the panel has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPanel(page);
    const card = domainCard(page);
    const domain = testDomain();
    await card.getByLabel('Dominio').fill(domain);
    await card.getByRole('button', { name: 'Añadir dominio' }).click();
    await expect(card.getByRole('region', { name: 'Registros DNS que hay que publicar' })).toBeVisible();
    await card.getByRole('button', { name: 'Diagnosticar' }).click();
    await expect(card.getByRole('region', { name: 'Diagnóstico DNS' }).getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
    await setDomainStatus(domain, 'failed');
    await card.getByRole('button', { name: 'Comprobar estado' }).click();
    await expect(card.getByText('Acciones avanzadas')).toBeVisible();
    await page.getByRole('form', { name: 'Crear administrador' }).getByRole('button', { name: 'Crear administrador' }).click();
    await expect(page.getByText('Introduce el secreto de bootstrap')).toBeVisible();
    // Toasts come and go over the page: checked once they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoViolations(page, `/admin at ${viewport.width} px`);
    await page.screenshot({ path: test.info().outputPath(`admin-panel-${viewport.name}.png`), fullPage: true });

  });
}
