import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_PORTS } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';
import { cartCount } from '../support/ui.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';

// A visitor clicks what they see, and a prerendered page is visible before it is hydrated. Every
// primary control of the public routes is clicked the moment it is visible, on a phone-class CPU
// (4× slower), with the remotes' scripts held back a moment so that the click always lands before
// hydration — and it must do its job once the page is live, exactly once.

/** How long the remotes' scripts are held back: the page stays visible and unhydrated this long. */
const REMOTE_SCRIPT_DELAY_MS = 3_000;
const remotePorts = Object.entries(E2E_PORTS)
  .filter(([name]) => name !== 'SHELL_PORT')
  .map(([, port]) => port);

const remoteScript = (url: URL) => remotePorts.includes(url.port) && url.pathname.endsWith('.js');

interface Visit {
  page: Page;
  context: BrowserContext;
  /** True while the page has not been hydrated yet. */
  unhydrated: () => Promise<boolean>;
  hydrationErrors: string[];
}

/**
 * Opens `path` in a context of its own (the suite's helpers wait for hydration; this must not),
 * returning as soon as the document starts to arrive.
 */
async function visit(browser: Browser, path: string, viewport = { width: 1366, height: 850 }): Promise<Visit> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /^\[hydration\]|Content Security Policy/.test(message.text())) hydrationErrors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(remoteScript, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, REMOTE_SCRIPT_DELAY_MS));
    await route.fallback();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  return { page, context, hydrationErrors, unhydrated: () => page.evaluate((attribute) => !document.documentElement.hasAttribute(attribute), PAGE_LIVE_ATTRIBUTE) };
}

/** Clicks the control as soon as it is visible, and checks that the page was not live yet. */
async function clickEarly(visit: Visit, control: Locator) {
  await control.waitFor({ state: 'visible' });
  expect(await visit.unhydrated(), 'the click lands before hydration').toBe(true);
  // A first visit has the cookie banner over the bottom of the page: the click must reach the control.
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const hit = await control.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const found = document.elementFromPoint(x + width / 2, y + height / 2);
    return found && (found === element || element.contains(found)) ? 'the control' : (found?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(hit, 'what the click lands on').toBe('the control');
  // No actionability wait beyond visibility: the visitor does not wait either.
  await control.click({ force: true, noWaitAfter: true });
  // What the click itself loads (a dialog's code) comes at the normal pace.
  await visit.page.unroute(remoteScript);
}

/** Waits until the page is live, then a moment more: a replay carried out twice would show by then. */
async function settle(visit: Visit) {
  await visit.page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_LIVE_ATTRIBUTE, { timeout: 20_000 });
  await visit.page.waitForTimeout(500);
  expect(visit.hydrationErrors).toEqual([]);
}

const DIALOG_BUTTONS: Array<[path: string, button: string | RegExp]> = [
  ['/', 'Quiero mi demo F1'],
  ['/nosotros', 'Agenda una reunión'],
  ['/nosotros', 'Quiero el Manifiesto'],
  ['/soluciones', /^Solicitar ficha de /],
  ['/beneficios', 'Quiero una demo'],
  ['/impacto', 'Quiero impulsar la Gira Solidaria'],
  ['/contacto', 'Agenda tu Demo - 15 minutos'],
  ['/playlist-music', 'Descargar Bandera Verde'],
];

for (const [path, name] of DIALOG_BUTTONS) {
  test(`${path}: a click on «${name}» before hydration opens its dialog once`, async ({ browser }) => {
    const early = await visit(browser, path);
    try {
      await clickEarly(early, early.page.getByRole('main').getByRole('button', { name }).first());
      await settle(early);
      // Opened once (a second activation would have closed it again) and still open.
      await expect(early.page.getByRole('dialog')).toHaveCount(1);
      await expect(early.page.getByRole('dialog')).toBeVisible();
    } finally {
      await early.context.close();
    }
  });
}

// The header's primary action, on a page of each remote (the shell's header, the remote's page).
for (const path of ['/', '/tienda', '/blog', '/prensa', '/playlist-music']) {
  test(`${path}: the header's «Quiero mi demo F1» clicked before hydration opens the demo dialog once`, async ({ browser }) => {
    const early = await visit(browser, path);
    try {
      await clickEarly(early, early.page.getByRole('banner').getByRole('button', { name: 'Quiero mi demo F1' }));
      await settle(early);
      await expect(early.page.getByRole('dialog', { name: 'Solicita tu demo F1' })).toBeVisible();
      await expect(early.page.getByRole('dialog')).toHaveCount(1);
    } finally {
      await early.context.close();
    }
  });
}

test('/soluciones and /prensa: a tab chosen before hydration is the one shown', async ({ browser }) => {
  for (const [path, tab] of [
    ['/soluciones', 'Suscripción'],
    ['/prensa', 'Contacto de Prensa'],
  ] as const) {
    const early = await visit(browser, path);
    try {
      await clickEarly(early, early.page.getByRole('tab', { name: tab }));
      await settle(early);
      await expect(early.page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await early.context.close();
    }
  }
});

test('/tienda: a size chosen and «Añadir al carrito» clicked before hydration put that item in the cart once', async ({ browser }) => {
  const early = await visit(browser, '/tienda');
  try {
    const card = early.page.getByRole('article', { name: 'Camiseta Pitwall Racing' });
    const size = card.getByLabel('Opción');
    await size.waitFor({ state: 'visible' });
    expect(await early.unhydrated()).toBe(true);
    const label = (await size.locator('option').nth(2).textContent()) ?? '';
    await size.selectOption({ label }, { force: true });
    const chosen = label.split(' · ')[0] ?? '';
    await clickEarly(early, card.getByRole('button', { name: /^Añadir al carrito/ }));
    await settle(early);
    expect(await cartCount(early.page)).toBe(1);
    const stored = await early.page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ title: string; quantity: number; variant?: string | null }>);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.quantity).toBe(1);
    expect(JSON.stringify(stored[0])).toContain(chosen);
  } finally {
    await early.context.close();
  }
});

test('/playlist-music: «Reproducir» clicked before hydration plays the song', async ({ browser }) => {
  const early = await visit(browser, '/playlist-music');
  try {
    await clickEarly(early, early.page.getByRole('button', { name: 'Reproducir Bandera Verde' }));
    await settle(early);
    await expect(early.page.getByRole('button', { name: 'Pausar Bandera Verde' })).toBeVisible();
    expect(await early.page.locator('audio[data-song="Bandera Verde"]').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  } finally {
    await early.context.close();
  }
});

test('/blog: «Suscribirme» clicked before hydration runs the form (its validation answers)', async ({ browser }) => {
  const early = await visit(browser, '/blog');
  try {
    const form = early.page.getByRole('main').getByRole('form').filter({ has: early.page.getByRole('button', { name: 'Suscribirme' }) });
    await clickEarly(early, form.getByRole('button', { name: 'Suscribirme' }));
    await settle(early);
    // Submitted by the app (not by the browser, which would have reloaded the page with a query).
    await expect(form.getByRole('alert')).toHaveText('Introduce tu email');
    expect(new URL(early.page.url()).search).toBe('');
  } finally {
    await early.context.close();
  }
});

test('/contacto: what is typed before hydration stays in its field and is what the form checks and sends', async ({ browser }) => {
  const early = await visit(browser, '/contacto');
  try {
    const form = early.page.getByRole('main').getByRole('form', { name: 'Enviar mensaje' });
    const name = form.getByLabel('Nombre *');
    await name.waitFor({ state: 'visible' });
    expect(await early.unhydrated()).toBe(true);
    await name.fill('Ana Temprana');
    await form.getByLabel('Mensaje *').fill('Escrito antes de que la página respondiera.');
    expect(await early.unhydrated(), 'typed before hydration').toBe(true);
    await early.page.unroute(remoteScript);
    await settle(early);
    await expect(name).toHaveValue('Ana Temprana');
    await expect(form.getByLabel('Mensaje *')).toHaveValue('Escrito antes de que la página respondiera.');
    // Sent as it is, the form names what is missing, and not what was typed.
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Por favor, introduce un email válido.')).toBeVisible();
    await expect(form.getByText('El nombre debe tener al menos 2 caracteres.')).toHaveCount(0);
    await expect(form.getByText('El mensaje debe tener al menos 10 caracteres.')).toHaveCount(0);
    await expect(name).toHaveValue('Ana Temprana');
  } finally {
    await early.context.close();
  }
});

test('/prensa: «Descargar» clicked before hydration downloads the file once', async ({ browser }) => {
  const early = await visit(browser, '/prensa');
  try {
    const downloads: string[] = [];
    early.page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await clickEarly(early, early.page.getByRole('button', { name: /^Descargar: / }).first());
    await settle(early);
    await expect.poll(() => downloads.length).toBe(1);
    await early.page.waitForTimeout(1_000);
    expect(downloads).toHaveLength(1);
  } finally {
    await early.context.close();
  }
});

test('phone: the menu and the cart in the header work before hydration (they are links)', async ({ browser }) => {
  const early = await visit(browser, '/', { width: 390, height: 844 });
  try {
    const header = early.page.getByRole('banner');
    // A link to #menu-principal (CSS :target) until the app makes it a toggle button.
    await clickEarly(early, header.getByRole('button', { name: 'Abrir menú' }));
    await expect(early.page.locator('#menu-principal')).toBeVisible();
    await early.page.getByRole('banner').getByRole('link', { name: /^Carrito/ }).click({ force: true });
    await expect(early.page).toHaveURL(/\/checkout$/);
  } finally {
    await early.context.close();
  }
});

test('a visitor who scrolls while the page hydrates stays where they scrolled to', async ({ browser }) => {
  const early = await visit(browser, '/nosotros');
  try {
    await early.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await early.unhydrated()).toBe(true);
    await early.page.evaluate(() => window.scrollTo(0, 600));
    await settle(early);
    expect(await early.page.evaluate(() => window.scrollY)).toBe(600);
  } finally {
    await early.context.close();
  }
});
