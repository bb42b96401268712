import { expect, test, type Page } from '../support/test.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { SITE_URL } from '../support/ports.ts';
import { PLAIN_SHELL_HEADER } from '../../tools/serve/pages.mjs';
import { sourceRoutes } from '../../tools/release/routes.mjs';
import { headingOf } from '../support/routes.ts';
import { formatLongDate } from '../../libs/ui/src/format.ts';

// The marketing pages: their headings, buttons and links, the /soluciones tabs in the URL, the
// use-case anchors, the details read from the runtime configuration and the legal pages. The lead
// dialogs and forms have their own spec; here only the buttons that open them are checked.

const MARKETING_PAGES = sourceRoutes('marketing').map(({ path }) => [path, headingOf(path)] as const);

// Brand details that differ from the committed runtime configuration: a page that shows them
// can only have read them from /runtime-config.json.
const BRAND = {
  legalName: 'Circuito Prueba Bienestar S.L.',
  taxId: 'B-00000017',
  registry: 'Inscrita en el Registro Mercantil de Barcelona, Tomo 1, Folio 2, Hoja B-3',
  address: { street: 'Carrer de Prova, 1', postalCode: '08001', city: 'Barcelona', country: 'España' },
  email: 'equipo@prueba.example',
  whatsapp: { display: '+34 600 11 22 33', number: '34600112233' },
  charityClubWaitlistUrl: 'https://club.prueba.example/espera',
};

async function serveBrand(page: Page) {
  // Pages prerendered with the committed brand would not hydrate with another: a configuration
  // change means prerendering again. Here the pages come as the plain shell, as the prerender gets them.
  await page.route(`${SITE_URL}/**`, (route) =>
    route.request().isNavigationRequest() ? route.continue({ headers: { ...route.request().headers(), [PLAIN_SHELL_HEADER]: '1' } }) : route.fallback(),
  );
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, brand: { ...config.brand, ...BRAND } } });
  });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const h3 = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

test('home: hero, problem and solution, six benefits, segments, and a closing demo request beside the way to the blog', { tag: '@deployed' }, async ({ page }) => {
  await page.goto('/');
  await expect(h1(page)).toHaveText(headingOf('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button', { name: 'Quiero mi demo F1' })).toHaveCount(2);

  // Proof right under the hero, inside the first two screens: the measured figures, the charity
  // share, who it is for and the two testimonials.
  const proof = page.getByRole('region', { name: 'Lo que ya han vivido otros equipos' });
  for (const figure of ['−40 %', '+85 %', '+68 %', 'Hasta el 94 %']) await expect(proof.getByText(figure, { exact: true })).toBeVisible();
  await expect(proof).toContainText('grandes empresas, medianas empresas, pymes, startups, fundaciones y ONG e instituciones públicas');
  for (const name of ['Marta Soler', 'Javier Prats']) await expect(proof.getByText(name)).toBeVisible();
  expect((await proof.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(2 * (page.viewportSize()?.height ?? 0));

  for (const problem of ['Estrés elevado', 'Baja productividad', 'Desconexión']) await expect(h3(page, problem)).toBeVisible();
  await expect(page.getByText('1 de cada 3', { exact: true })).toBeVisible();
  await expect(h2(page, 'Más de lo mismo da lo mismo')).toBeVisible();

  for (const [figure, benefit] of [
    ['−40 %', 'Salud emocional'],
    ['+85 %', 'Cohesión'],
    ['+68 %', 'Engagement'],
    ['Marca', 'Employer branding'],
    ['Causa', 'Propósito social'],
    ['ROI', 'Resultados en un dashboard'],
  ] as const) {
    const card = page.getByRole('listitem').filter({ has: h3(page, benefit) });
    await expect(card.getByText(figure, { exact: true })).toBeVisible();
  }
  for (const segment of ['Grandes empresas', 'Medianas empresas', 'Pymes', 'Startups', 'Fundaciones y ONG', 'Instituciones públicas']) {
    await expect(h3(page, segment)).toBeVisible();
  }
  await expect(page.getByText('Más de 500 empleados · proyectos de más de 25.000 €')).toBeVisible();

  await page.getByRole('link', { name: 'Explorar formatos' }).click();
  await expect(page).toHaveURL('/soluciones');
  await page.goBack();
  await page.getByRole('link', { name: 'Conocer todos los beneficios' }).click();
  await expect(page).toHaveURL('/beneficios');
  await page.goBack();
  // The page ends on the demo request, beside the way to the blog.
  const closing = page.getByRole('region', { name: 'Prueba el simulador con tu equipo' });
  await expect(closing.getByRole('button', { name: 'Quiero mi demo F1' })).toBeVisible();
  await closing.getByRole('link', { name: 'Leer el blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('nosotros: mission, vision, five values, manifesto, three pillars and the meeting button', async ({ page }) => {
  await page.goto('/nosotros');
  await expect(h1(page)).toHaveText(headingOf('/nosotros'));
  await expect(h2(page, 'Misión')).toBeVisible();
  await expect(h2(page, 'Visión')).toBeVisible();
  for (const value of ['Humanidad activa', 'Emoción con propósito', 'Excelencia inmersiva', 'Valentía cultural', 'Medición con alma']) {
    await expect(h3(page, value)).toBeVisible();
  }
  await expect(h2(page, 'Descarga nuestro Manifiesto del bienestar en equipo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quiero el Manifiesto' })).toHaveAttribute('aria-haspopup', 'dialog');
  for (const pillar of ['Tecnología', 'Bienestar', 'Causa social']) await expect(h3(page, pillar)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agenda una reunión' })).toBeVisible();
});

test('soluciones: four tabs with Demo Day first, each tab in the URL, Back returns to the previous tab', async ({ page }) => {
  await page.goto('/soluciones');
  await expect(h1(page)).toHaveText(headingOf('/soluciones'));
  const tabs = page.getByRole('tablist', { name: 'Formatos' }).getByRole('tab');
  await expect(tabs).toHaveText(['Demo Day', 'Experience Day', 'Suscripción', 'Eventos Solidarios']);
  const tab = (name: string) => page.getByRole('tab', { name });
  const panel = page.getByRole('tabpanel');

  await expect(tab('Demo Day')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('4 horas')).toBeVisible();
  await expect(panel.getByText('Hasta 20')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Solicitar ficha de Demo Day' })).toBeVisible();

  await tab('Experience Day').click();
  await expect(page).toHaveURL('/soluciones?formato=experience');
  await expect(panel.getByText('8 horas')).toBeVisible();
  await expect(panel.getByText('Hasta 50')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Solicitar ficha de Experience Day' })).toBeVisible();

  // Keyboard: the arrow keys move between tabs, Enter opens one.
  await tab('Experience Day').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Suscripción')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/soluciones?formato=suscripcion');
  await expect(panel.getByText('6 o 12 meses')).toBeVisible();
  await expect(panel.getByText('Sesiones mensuales')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Solicitar ficha de Suscripción' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/soluciones?formato=experience');
  await expect(tab('Experience Day')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab('Demo Day')).toHaveAttribute('aria-selected', 'true');

  // A linked tab opens directly.
  await page.goto('/soluciones?formato=torneos');
  await expect(tab('Eventos Solidarios')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Eventos Solidarios: competir por una buena causa');
  await expect(panel.getByText('100 % a causas')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Solicitar ficha de Eventos Solidarios' })).toBeVisible();
  // An unknown value falls back to the default tab.
  await page.goto('/soluciones?formato=otra-cosa');
  await expect(tab('Demo Day')).toHaveAttribute('aria-selected', 'true');

  for (const useCase of ['Team building', 'Eventos de empresa', 'Incentivos', 'Torneos']) await expect(h3(page, useCase)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Consultar / })).toHaveCount(4);
  await page.getByRole('link', { name: 'Ir a contacto' }).click();
  await expect(page).toHaveURL('/contacto');
});

test('soluciones: each use case has its anchor, and a link to /soluciones#eventos lands on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/soluciones#eventos');
  const eventos = page.locator('#eventos');
  await expect(eventos).toContainText('Eventos de empresa');
  await expect(eventos).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  for (const anchor of ['team-building', 'incentivos', 'torneos']) await expect(page.locator(`#${anchor}`)).toHaveCount(1);

  // Inside the site too: the anchor of a page still being loaded, then another page scrolls to the top.
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/soluciones#incentivos');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('#incentivos')).toBeInViewport();
  await page.getByRole('link', { name: 'Ir a contacto' }).click();
  await expect(page).toHaveURL('/contacto');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('beneficios: the three areas, four headline stats, two testimonials and the demo button', async ({ page }) => {
  await page.goto('/beneficios');
  await expect(h1(page)).toHaveText(headingOf('/beneficios'));
  for (const area of ['Reducción del estrés', 'Equipos que se entienden mejor', 'Una marca empleadora que se nota']) {
    await expect(h2(page, area)).toBeVisible();
  }
  const stats = page.getByRole('region', { name: 'Resultados que se miden' }).getByRole('listitem');
  await expect(stats).toHaveCount(4);
  for (const figure of ['40 %', '73 %', '92 %', '68 %']) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lo que dicen quienes ya han corrido' }).getByRole('blockquote')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Quiero una demo' })).toBeVisible();
});

test('impacto: the figures, the Gira Solidaria button, the waiting list from the runtime configuration, contact', async ({ page }) => {
  await serveBrand(page);
  await page.goto('/impacto');
  await expect(h1(page)).toHaveText(headingOf('/impacto'));
  await expect(page.getByText('Hasta el 94 %')).toBeVisible();
  await expect(page.getByText('100 %', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quiero impulsar la Gira Solidaria' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apuntarme a la lista de espera del club' })).toHaveAttribute(
    'href',
    BRAND.charityClubWaitlistUrl,
  );
  await page.getByRole('link', { name: 'Contactar' }).click();
  await expect(page).toHaveURL('/contacto');
});

test('the committed configuration links to pages this site serves: the club waiting list, until production sets it, is /contacto (200, not the 404 page)', async ({ page, request }) => {
  await page.goto('/impacto');
  const href = await page.getByRole('link', { name: 'Apuntarme a la lista de espera del club' }).getAttribute('href');
  expect(href).toBe('/contacto');
  expect((await request.get(href as string)).status()).toBe(200);
  await page.getByRole('link', { name: 'Apuntarme a la lista de espera del club' }).click();
  await expect(page).toHaveURL('/contacto');
  await expect(h1(page)).toHaveText(headingOf('/contacto'));
});

test('contacto: the form area, the booking button and WhatsApp and e-mail from the runtime configuration', async ({ page }) => {
  await serveBrand(page);
  await page.goto('/contacto');
  await expect(h1(page)).toHaveText(headingOf('/contacto'));
  await expect(h2(page, 'Envíanos un mensaje')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agenda tu Demo - 15 minutos' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: BRAND.whatsapp.display })).toHaveAttribute('href', `https://wa.me/${BRAND.whatsapp.number}`);
  await expect(main.getByRole('link', { name: BRAND.email })).toHaveAttribute('href', `mailto:${BRAND.email}`);
});

test('on a later day than the pages were made, a direct visit shows that day on the legal pages and that year in the footer, with no hydration mismatch', async ({ page, request }) => {
  // The visitor's clock years after the prerender (which ran today, in the e2e setup).
  await page.clock.setFixedTime(new Date('2031-12-31T12:00:00'));
  for (const [path] of MARKETING_PAGES.slice(6)) {
    // The HTML holds the day it was made, hidden (room kept, never seen): no stale date, no jump.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toMatch(/<span [^>]*data-pending=""[^>]*>Última actualización: /);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    await expect(page.getByRole('main').getByText('Última actualización: 31 de diciembre de 2031', { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 ');
    await expect(page.locator('[data-pending]')).toHaveCount(0);
  }
  // (The suite's fixture fails the test on any [hydration] error on the console.)
});

test('legal pages: company details from the runtime configuration, Barcelona, today in Spanish, back home', async ({ page }) => {
  await serveBrand(page);
  const today = formatLongDate(new Date());
  for (const [path, title] of MARKETING_PAGES.slice(6)) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(h1(page)).toHaveText(title);
    await expect(main.getByText(`Última actualización: ${today}`)).toBeVisible();
    await expect(main).toContainText(BRAND.legalName);
    await expect(main).not.toContainText('[AÑADIR');
    if (path !== '/politica-cookies') {
      await expect(main).toContainText(BRAND.taxId);
      await expect(main).toContainText(BRAND.registry);
      await expect(main).toContainText(`${BRAND.address.street}, ${BRAND.address.postalCode} Barcelona`);
    }
  }

  await page.goto('/condiciones-uso');
  await expect(page.getByRole('main')).toContainText('Juzgados y Tribunales de Barcelona');
  await expect(page.getByRole('main')).toContainText('LSSI-CE');

  await page.goto('/condiciones-contratacion');
  const sale = page.getByRole('main');
  await expect(sale).toContainText('Juzgados y Tribunales de Barcelona');
  for (const term of [
    'válidos durante 30 días',
    '50 % al inicio',
    '50 % al finalizar el servicio',
    'pago mensual por adelantado',
    'Con más de 30 días de antelación a la fecha del servicio: sin penalización.',
    'Entre 15 y 30 días antes: penalización del 25 %',
    'Con menos de 15 días de antelación: penalización del 50 %',
    'te devolvemos el 100 % de lo pagado',
  ]) {
    await expect(sale).toContainText(term);
  }

  await page.goto('/politica-privacidad');
  const privacy = page.getByRole('main');
  await expect(privacy).toContainText('durante la vigencia del contrato y 6 años más');
  await expect(privacy).toContainText('Datos de navegación: 2 años');
  await expect(privacy).toContainText('RGPD');
  await expect(privacy).toContainText('LOPDGDD');

  // The cookie policy lists exactly the cookies the consent-gated analytics sets.
  await page.goto('/politica-cookies');
  const rows = page.getByRole('table', { name: /Cookies de analítica/ }).getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const [name, duration] of [
    ['_ga', '2 años'],
    ['_gid', '24 horas'],
    ['_gat', '1 minuto'],
  ] as const) {
    await expect(rows.filter({ has: page.getByRole('cell', { name, exact: true }) }).getByRole('cell').last()).toHaveText(duration);
  }
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });

    test('every marketing page: one h1, no horizontal scroll, no accessibility violations', async ({ page }) => {
      test.setTimeout(90_000);
      for (const [path, title] of MARKETING_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is wider than the screen`).toBeLessThanOrEqual(
          viewport.width,
        );
        await expectNoViolations(page, path);
      }
      await page.goto('/soluciones?formato=torneos');
      await expect(page.getByRole('tab', { name: 'Eventos Solidarios' })).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, 'the Eventos Solidarios tab');
    });
  });
}
