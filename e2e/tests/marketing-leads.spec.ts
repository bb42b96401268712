import { expect, test, type Locator, type Page } from '../support/test.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createUser, mailsTo, signIn, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { toast } from '../support/ui.ts';
import { pdfText } from '../../supabase/seed/lib/pdf.ts';

// The three lead forms against the real stack: what the visitor sees, the row an admin reads back,
// the e-mail in the catcher; the failure paths; the booking frame; consent-gated analytics.

const COMPANY_INBOX = 'hola@pitwall.local';
const CONSENT_KEY = 'pitwall-cookie-consent';
const BOOKING_URL = 'https://calendly.com/pitwall/demo-15-minutos';
const suffix = () => Math.random().toString(36).slice(2, 8);

let admin: SupabaseClient;

test.beforeAll(async () => {
  const email = uniqueEmail('admin-leads');
  await createUser({ email, password: 'Leads-Admin-2026', admin: true });
  admin = await signIn(email, 'Leads-Admin-2026');
});

/** Rows of `table` for `email`, read as an admin (the only role that may read leads). */
async function leads(table: string, email: string): Promise<Record<string, unknown>[]> {
  const { data, error } = await admin.from(table).select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>[];
}

/** Starts every visit with a stored cookie choice (or none), so the banner is shown or not. */
async function withConsent(page: Page, consent: 'accepted' | 'rejected' | null) {
  if (consent) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, consent] as const);
}

/** Holds every call to `pattern` until `release()`, to look at the form while it is sending. */
async function holdRequests(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens the manifesto dialog of /nosotros (the page must be open) and answers it. */
async function openManifesto(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Quiero el Manifiesto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descarga nuestro Manifiesto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const errorToast = (page: Page, title: string) => page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: title });

interface Person {
  nombre: string;
  email: string;
  telefono: string;
  empresa: string;
}

const person = (prefix: string): Person => ({
  nombre: `Lucía ${prefix} ${suffix()}`,
  email: uniqueEmail(prefix),
  telefono: '+34 600 111 222',
  empresa: `Acme ${suffix()}`,
});

async function fillPerson(form: Locator, who: Person) {
  await form.getByLabel('Nombre *').fill(who.nombre);
  await form.getByLabel('Email *').fill(who.email);
  await form.getByLabel('Teléfono *').fill(who.telefono);
  await form.getByLabel(/^Empresa/).fill(who.empresa);
}

test('the dialogs and forms are not on the first load of /: they load when a dialog opens', async ({ page }) => {
  await withConsent(page, 'rejected');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Production chunks are named after their modules (src_leads_LeadDialog_tsx.…js, …hookform…).
  const formCode = () => scripts.filter((path) => /LeadDialog|LeadForm|hookform|react-hook-form/.test(path));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(formCode()).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Quiero mi demo F1' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Solicita tu demo F1' })).toBeVisible();
  expect(formCode().some((path) => path.includes('LeadDialog'))).toBe(true);
});

test.describe('contact form', () => {
  test.beforeEach(({ page }) => withConsent(page, 'rejected'));

  test('/contacto: messages on submit then on change, "Otros", Enviando..., success, stored row, mail, reset', { tag: '@deployed' }, async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Enviar mensaje' });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const message of [
      'El nombre debe tener al menos 2 caracteres.',
      'La empresa debe tener al menos 2 caracteres.',
      'Por favor, introduce un email válido.',
      'El teléfono debe tener al menos 9 caracteres.',
      'Por favor, selecciona o especifica tu puesto.',
      'El mensaje debe tener al menos 10 caracteres.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // After the first submit every change re-validates.
    await form.getByLabel('Nombre *').fill('Lu');
    await expect(form.getByText('El nombre debe tener al menos 2 caracteres.')).toBeHidden();
    await expect(form.getByLabel('Mensaje *')).toHaveCSS('min-height', '120px');

    const roles = await form.getByLabel('Puesto *').locator('option').allTextContents();
    expect(roles.slice(-3)).toEqual(['Team Leader', 'Autónomo', 'Otros']);
    await expect(form.getByLabel('Especifica tu puesto *')).toHaveCount(0);
    await form.getByLabel('Puesto *').selectOption('Otros');
    await expect(form.getByLabel('Especifica tu puesto *')).toBeVisible();

    const who = person('contacto');
    await fillPerson(form, who);
    await form.getByLabel('Especifica tu puesto *').fill('Jefa de <b>Cultura</b>');
    await form.getByLabel('Mensaje *').fill('Queremos una demo <script>alert(1)</script> para 30 personas.');

    const release = await holdRequests(page, '**/functions/v1/send-contact-notification');
    await form.getByRole('button', { name: 'Enviar mensaje' }).dblclick();
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    await expect(toast(page, '¡Mensaje enviado!')).toContainText('Hemos recibido tu mensaje. Te contactaremos pronto.');

    // One stored lead for the double click, with the free-text role, then one notification.
    const rows = await leads('contact_messages', who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nombre: who.nombre, empresa: who.empresa, puesto: 'Jefa de <b>Cultura</b>', source: 'contacto' });
    const mail = await waitForMail(COMPANY_INBOX, who.nombre);
    expect(mail.html).toContain('Jefa de &lt;b&gt;Cultura&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');

    await expect(form.getByLabel('Nombre *')).toHaveValue('');
    await expect(form.getByLabel('Puesto *')).toHaveValue('');
    await expect(form.getByLabel('Especifica tu puesto *')).toHaveCount(0);
  });

  test('the demo dialog on / says what happens next, sends a demo request and closes', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Quiero mi demo F1' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Solicita tu demo F1' });
    await expect(dialog.getByText('Te llamamos en 24-48 horas laborables para acordar el día de tu demo.')).toBeVisible();
    const who = person('demo');
    await fillPerson(dialog, who);
    await dialog.getByLabel('Puesto *').selectOption('Director de RRHH');
    await dialog.getByLabel('Mensaje *').fill('Nos interesa un Demo Day en primavera.');
    await dialog.getByRole('button', { name: 'Solicitar mi demo' }).click();
    await expect(toast(page, '¡Mensaje enviado!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await leads('contact_messages', who.email)).toMatchObject([{ puesto: 'Director de RRHH', source: 'demo' }]);
    // The form chunk used the page's one Supabase client, not a copy of its own.
    expect(warnings.filter((text) => text.includes('Multiple GoTrueClient'))).toEqual([]);
  });

  test('a refusal shows the server message, the function down the fallback; the form keeps its values', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Enviar mensaje' });
    const who = person('contacto-error');
    await fillPerson(form, who);
    await form.getByLabel('Puesto *').selectOption('CEO');
    await form.getByLabel('Mensaje *').fill('Un mensaje que no llegará a guardarse.');

    await page.route('**/functions/v1/send-contact-notification', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'No se pudo guardar tu mensaje. Inténtalo de nuevo.' }) }),
    );
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(errorToast(page, 'Error al enviar mensaje')).toContainText('No se pudo guardar tu mensaje. Inténtalo de nuevo.');

    await page.unroute('**/functions/v1/send-contact-notification');
    await page.route('**/functions/v1/send-contact-notification', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(errorToast(page, 'Error al enviar mensaje').filter({ hasText: 'Ha ocurrido un error. Por favor, inténtalo de nuevo.' })).toBeVisible();
    await expect(form.getByLabel('Nombre *')).toHaveValue(who.nombre);
    expect(await leads('contact_messages', who.email)).toEqual([]);
  });
});

test.describe('manifesto form', () => {
  test.beforeEach(({ page }) => withConsent(page, 'rejected'));

  test('/nosotros: the button opens the form in a dialog; messages, "Otros", success closes it, stored row, the manifesto mailed, reset', async ({ page }) => {
    await page.goto('/nosotros');
    const dialog = await openManifesto(page);
    await expect(dialog).toContainText('Te lo enviamos a tu email en PDF.');
    const form = dialog.getByRole('form', { name: 'Descargar el manifiesto' });
    await form.getByRole('button', { name: 'Descargar Manifiesto' }).click();
    for (const message of [
      'El nombre debe tener al menos 2 caracteres.',
      'Por favor, introduce un email válido.',
      'El teléfono debe tener al menos 9 caracteres.',
      'Por favor, selecciona o especifica tu puesto.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const roles = await form.getByLabel('Puesto *').locator('option').allTextContents();
    expect(roles).not.toContain('Autónomo');
    expect(roles.slice(-2)).toEqual(['Team Leader', 'Otros']);

    const who = person('manifiesto');
    await fillPerson(form, who);
    await form.getByLabel('Puesto *').selectOption('Otros');
    await form.getByRole('button', { name: 'Descargar Manifiesto' }).click();
    await expect(form.getByText('Por favor, selecciona o especifica tu puesto.')).toBeVisible();
    await form.getByLabel('Especifica tu puesto *').fill('Office manager');
    await form.getByRole('button', { name: 'Descargar Manifiesto' }).dblclick();
    await expect(toast(page, '¡Manifiesto enviado!')).toContainText(
      'Hemos enviado el Manifiesto de Pitwall a tu email. Revisa también tu carpeta de spam.',
    );
    await expect(dialog).toBeHidden();

    const rows = await leads('manifesto_downloads', who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nombre: who.nombre, empresa: who.empresa, puesto: 'Office manager' });
    const mail = await waitForMail(who.email, 'Manifiesto');
    expect(mail.html).toContain('Aquí tienes nuestro Manifiesto');
    expect(mail.html).not.toContain(who.nombre);
    expect(mail.html).toMatch(/href="[^"]+\.pdf"/);
    await expect.poll(async () => (await leads('manifesto_downloads', who.email))[0]?.email_sent_at).toBeTruthy();
    expect(await mailsTo(who.email)).toHaveLength(1);

    await openManifesto(page);
    await expect(form.getByLabel('Email *')).toHaveValue('');
    await expect(form.getByLabel('Especifica tu puesto *')).toHaveCount(0);
    // Closing without sending: Escape, and the close button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openManifesto(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Descarga nuestro Manifiesto del bienestar en equipo')).toBeVisible();
  });

  test('the e-mail failing keeps the request and still shows success; the database down shows the error', async ({ page }) => {
    await page.goto('/nosotros');
    const form = (await openManifesto(page)).getByRole('form', { name: 'Descargar el manifiesto' });
    const who = person('manifiesto-sin-correo');
    // What send-manifesto-email answers when the mail server is down (supabase/tests/functions-failures.test.ts).
    await page.route('**/functions/v1/send-manifesto-email', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'No se pudo enviar el email. Inténtalo de nuevo más tarde.' }) }),
    );
    await fillPerson(form, who);
    await form.getByLabel('Puesto *').selectOption('CEO');
    await form.getByRole('button', { name: 'Descargar Manifiesto' }).click();
    await expect(toast(page, '¡Manifiesto enviado!')).toBeVisible();
    expect(await leads('manifesto_downloads', who.email)).toMatchObject([{ nombre: who.nombre, email_sent_at: null }]);

    const other = person('manifiesto-sin-bd');
    await page.route('**/rest/v1/manifesto_downloads*', (route) => route.abort('connectionrefused'));
    await openManifesto(page);
    await fillPerson(form, other);
    await form.getByLabel('Puesto *').selectOption('CEO');
    await form.getByRole('button', { name: 'Descargar Manifiesto' }).click();
    await expect(errorToast(page, 'Error al procesar la solicitud')).toContainText('Ha ocurrido un error. Por favor, inténtalo de nuevo.');
    await expect(form.getByLabel('Nombre *')).toHaveValue(other.nombre);
  });
});

test.describe('data-sheet form', () => {
  test.beforeEach(({ page }) => withConsent(page, 'rejected'));

  async function openSheet(page: Page, product = 'Demo Day', tab = 'demoday') {
    await page.goto(`/soluciones?formato=${tab}`);
    await page.getByRole('button', { name: `Solicitar ficha de ${product}` }).click();
    return page.getByRole('dialog', { name: `Ficha técnica de ${product}` });
  }

  test('messages, "Otros", success, stored row, the sheet mailed', async ({ page }) => {
    const dialog = await openSheet(page);
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).click();
    for (const message of [
      'El nombre debe tener al menos 2 caracteres.',
      'Por favor, introduce un email válido.',
      'El teléfono debe tener al menos 9 caracteres.',
      'Por favor, selecciona o especifica tu puesto.',
      'Por favor, selecciona el tamaño de tu equipo.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    expect(await dialog.getByLabel('Tamaño del equipo *').locator('option').allTextContents()).toEqual([
      'Selecciona el tamaño de tu equipo',
      '1-10 empleados',
      '11-50 empleados',
      '51-100 empleados',
      '101-500 empleados',
      'Más de 500 empleados',
    ]);

    const who = person('ficha');
    await fillPerson(dialog, who);
    await dialog.getByLabel('Puesto *').selectOption('Otros');
    await dialog.getByLabel('Especifica tu puesto *').fill('Responsable de People');
    await dialog.getByLabel('Tamaño del equipo *').selectOption('51-100 empleados');
    await dialog.getByLabel('Necesidades específicas').fill('Jornada en junio');
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).dblclick();
    await expect(toast(page, '¡Ficha enviada!')).toContainText('Hemos enviado la ficha de Demo Day a tu email. Revisa también tu carpeta de spam.');
    await expect(dialog).toBeHidden();

    const rows = await leads('product_sheet_requests', who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      puesto: 'Responsable de People',
      tamano_equipo: '51-100 empleados',
      formato_producto: 'demoday',
      necesidades_especificas: 'Jornada en junio',
    });
    const mail = await waitForMail(who.email, 'Ficha de Demo Day');
    expect(mail.html).toContain('ficha-demoday.pdf');
    expect(await mailsTo(who.email)).toHaveLength(1);
  });

  test('Eventos Solidarios: the dialog, the toast and the mail name the format; the mailed PDF holds the prices, space needs and agenda the dialog promises', async ({ page }) => {
    const dialog = await openSheet(page, 'Eventos Solidarios', 'torneos');
    await expect(dialog).toContainText('Te la enviamos a tu email con precios orientativos, requisitos de espacio y ejemplos de agenda.');
    const who = person('ficha-solidaria');
    await fillPerson(dialog, who);
    await dialog.getByLabel('Puesto *').selectOption('CEO');
    await dialog.getByLabel('Tamaño del equipo *').selectOption('11-50 empleados');
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).click();
    await expect(toast(page, '¡Ficha enviada!')).toContainText('Hemos enviado la ficha de Eventos Solidarios a tu email. Revisa también tu carpeta de spam.');
    expect(await leads('product_sheet_requests', who.email)).toMatchObject([{ formato_producto: 'torneos' }]);

    const mail = await waitForMail(who.email, 'Ficha de Eventos Solidarios');
    expect(mail.html).not.toContain('Torneos');
    const url = /href="([^"]+ficha-torneos\.pdf)"/.exec(mail.html)?.[1] as string;
    const text = pdfText(new Uint8Array(await (await fetch(url.replaceAll('&amp;', '&'))).arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Ficha de producto: Eventos Solidarios');
    for (const promised of ['Precios orientativos por tipo de empresa', 'Requisitos de espacio y electricidad', 'Agenda de ejemplo', 'Startups: menos de 6.000 €']) {
      expect(text).toContain(promised);
    }
  });

  test('over-long input is refused in the form; the function down shows the error; the e-mail failing keeps the request and shows success', async ({ page }) => {
    const dialog = await openSheet(page, 'Experience Day', 'experience');
    const who = person('ficha-sin-correo');
    await fillPerson(dialog, who);
    await dialog.getByLabel('Puesto *').selectOption('CEO');
    await dialog.getByLabel('Tamaño del equipo *').selectOption('11-50 empleados');
    await dialog.getByLabel('Necesidades específicas').fill('x'.repeat(5001));
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).click();
    await expect(dialog.getByText('El campo necesidades específicas no puede superar 5000 caracteres.')).toBeVisible();
    await dialog.getByLabel('Necesidades específicas').fill('');

    await page.route('**/functions/v1/insert-product-sheet-request', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).click();
    await expect(errorToast(page, 'Error al procesar la solicitud')).toContainText('Ha ocurrido un error. Por favor, inténtalo de nuevo.');
    await expect(dialog.getByLabel('Nombre *')).toHaveValue(who.nombre);
    await page.unroute('**/functions/v1/insert-product-sheet-request');

    await page.route('**/functions/v1/send-product-sheet-email', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'No se pudo enviar el email. Inténtalo de nuevo más tarde.' }) }),
    );
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).click();
    await expect(toast(page, '¡Ficha enviada!')).toContainText('la ficha de Experience Day');
    expect(await leads('product_sheet_requests', who.email)).toMatchObject([{ formato_producto: 'experience', email_sent_at: null }]);
  });
});

test.describe('booking dialog', () => {
  test.beforeEach(({ page }) => withConsent(page, 'rejected'));

  test('the scheduling page is requested only when the dialog opens, then shown in a 700 px frame', async ({ page }) => {
    const requested: string[] = [];
    await page.route(`${BOOKING_URL}**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reserva</title><h1>Elige tu hora</h1>' });
    });
    await page.goto('/contacto');
    const open = page.getByRole('button', { name: 'Agenda tu Demo - 15 minutos' });
    await open.hover();
    await expect(open).toBeVisible();
    expect(requested).toEqual([]);

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Agenda tu Demo - 15 minutos' });
    const frame = dialog.locator('iframe[title="Calendario para reservar tu demo de 15 minutos"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveCSS('height', '700px');
    await expect(page.frameLocator('iframe[title^="Calendario"]').getByRole('heading', { name: 'Elige tu hora' })).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
  });

  test('when the page cannot load, the dialog offers the link and the contact e-mail', async ({ page }) => {
    await page.route(`${BOOKING_URL}**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/nosotros');
    await page.getByRole('button', { name: 'Agenda una reunión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda una reunión' });
    await expect(dialog.getByText('No hemos podido cargar el calendario de reservas.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Abrir la página de reservas' })).toHaveAttribute('href', BOOKING_URL);
    await expect(dialog.getByRole('link', { name: 'hola@pitwall.es' })).toHaveAttribute('href', 'mailto:hola@pitwall.es');
    await expect(dialog.locator('iframe')).toHaveCount(0);
  });
});

test('booking dialog: a page that never answers gives way to the link after the load timeout', async ({ page }) => {
  await withConsent(page, 'rejected');
  await page.clock.install();
  await page.route(`${BOOKING_URL}**`, () => undefined); // never answered
  await page.goto('/contacto');
  await page.getByRole('button', { name: 'Agenda tu Demo - 15 minutos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agenda tu Demo - 15 minutos' });
  await expect(dialog.getByText('Cargando el calendario…')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(dialog.getByRole('link', { name: 'Abrir la página de reservas' })).toHaveAttribute('href', BOOKING_URL);
});

test.describe('analytics', () => {
  const CONTAINER = 'GTM-LEADS42';
  // The tag manager is configured here in the browser only (the runtime config is rewritten on its
  // way in), so the served policy, which lets its script in only when the served config names one,
  // does not know it: these tests set the policy aside. security-headers.spec.ts checks the policy.
  test.use({ bypassCSP: true });

  /** The site with a tag-manager id configured, and every tag-manager request counted (and served). */
  async function withTagManager(page: Page) {
    const tagRequests: string[] = [];
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, integrations: { ...config.integrations, tagManagerId: CONTAINER } } });
    });
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '/* tag manager */' });
    });
    return tagRequests;
  }

  const dataLayer = (page: Page) => page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

  async function requestManifesto(page: Page, who: Person) {
    const dialog = await openManifesto(page);
    const form = dialog.getByRole('form', { name: 'Descargar el manifiesto' });
    await fillPerson(form, who);
    await form.getByLabel('Puesto *').selectOption('CEO');
    await form.getByRole('button', { name: 'Descargar Manifiesto' }).click();
    await expect(dialog).toBeHidden(); // closed on success: the request went through
  }

  test('nothing before "Aceptar": no dataLayer push, no tag request; both after', async ({ page }) => {
    const tagRequests = await withTagManager(page);
    await page.goto('/nosotros');
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
    await requestManifesto(page, person('sin-consentimiento'));
    expect(await dataLayer(page)).toBeNull();
    expect(tagRequests).toEqual([]);

    await page.getByRole('region', { name: 'Usamos cookies' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => tagRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
    const who = person('con-consentimiento');
    await requestManifesto(page, who);
    expect((await dataLayer(page))?.filter((entry) => entry.event === 'manifesto_download')).toEqual([
      { event: 'manifesto_download', company: who.empresa, role: 'CEO' },
    ]);

    await page.goto('/soluciones?formato=suscripcion');
    await expect.poll(() => tagRequests.length).toBe(2); // a returning visitor who accepted loads it on arrival
    await page.getByRole('button', { name: 'Solicitar ficha de Suscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ficha técnica de Suscripción' });
    const buyer = person('ficha-consentimiento');
    await fillPerson(dialog, buyer);
    await dialog.getByLabel('Puesto *').selectOption('Founder');
    await dialog.getByLabel('Tamaño del equipo *').selectOption('1-10 empleados');
    await dialog.getByRole('button', { name: 'Recibir la ficha' }).click();
    await expect(toast(page, '¡Ficha enviada!')).toBeVisible();
    expect((await dataLayer(page))?.filter((entry) => entry.event === 'product_sheet_download')).toEqual([
      { event: 'product_sheet_download', product: 'Suscripción', company: buyer.empresa, role: 'Founder', team_size: '1-10 empleados' },
    ]);
  });

  test('rejecting keeps analytics off', async ({ page }) => {
    const tagRequests = await withTagManager(page);
    await page.goto('/nosotros');
    await page.getByRole('region', { name: 'Usamos cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    await requestManifesto(page, person('rechazo'));
    expect(await dataLayer(page)).toBeNull();
    expect(tagRequests).toEqual([]);
  });
});

for (const viewport of VIEWPORTS) {
  test(`every lead dialog and form passes axe on a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await withConsent(page, 'rejected');
    await page.route(`${BOOKING_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Reserva</title><main><h1>Elige tu hora</h1></main></html>' }));

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Quiero mi demo F1' }).click();
    const demo = page.getByRole('dialog', { name: 'Solicita tu demo F1' });
    await demo.getByRole('button', { name: 'Solicitar mi demo' }).click();
    await demo.getByLabel('Puesto *').selectOption('Otros');
    await expect(demo.getByLabel('Especifica tu puesto *')).toBeVisible();
    await expectNoViolations(page, 'the demo dialog with its errors');
    await page.screenshot({ path: test.info().outputPath(`demo-dialog-${viewport.name}.png`) });

    await page.goto('/soluciones');
    await page.getByRole('button', { name: 'Solicitar ficha de Demo Day' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ficha técnica de Demo Day' });
    await sheet.getByRole('button', { name: 'Recibir la ficha' }).click();
    await expect(sheet.getByText('Por favor, selecciona el tamaño de tu equipo.')).toBeVisible();
    await expectNoViolations(page, 'the data-sheet dialog with its errors');

    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Agenda tu Demo - 15 minutos' }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    await expectNoViolations(page, 'the booking dialog');
    await page.screenshot({ path: test.info().outputPath(`booking-${viewport.name}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('form', { name: 'Enviar mensaje' }).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El mensaje debe tener al menos 10 caracteres.')).toBeVisible();
    await expectNoViolations(page, 'the contact form with its errors');

    await page.unroute(`${BOOKING_URL}**`);
    await page.route(`${BOOKING_URL}**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/nosotros');
    await page.getByRole('button', { name: 'Agenda una reunión' }).click();
    await expect(page.getByRole('link', { name: 'Abrir la página de reservas' })).toBeVisible();
    await expectNoViolations(page, 'the booking dialog fallback');
    await page.screenshot({ path: test.info().outputPath(`booking-fallback-${viewport.name}.png`) });
    await page.keyboard.press('Escape');
    await (await openManifesto(page)).getByRole('form', { name: 'Descargar el manifiesto' }).getByRole('button', { name: 'Descargar Manifiesto' }).click();
    await expectNoViolations(page, 'the manifesto dialog with its errors');
    await page.screenshot({ path: test.info().outputPath(`manifesto-${viewport.name}.png`) });
  });
}
