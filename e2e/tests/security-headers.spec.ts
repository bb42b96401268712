import { expect, test } from '../support/test.ts';
import { E2E_PORTS, E2E_STACK_PORTS } from '../support/ports.ts';

// Every app server answers with the security headers, and the Content-Security-Policy is strict
// enough to mean something yet lets every public page (and the admin sign-in) run without a
// single violation.

const APPS = Object.entries(E2E_PORTS).map(([name, port]) => [name.replace('_PORT', '').toLowerCase(), Number(port)] as const);

test('every app server sends the security headers, on files and on 404s', async ({ request }) => {
  for (const [app, port] of APPS) {
    for (const path of ['/', '/no-existe.js']) {
      const response = await request.get(`http://localhost:${port}${path}`);
      const headers = response.headers();
      expect(headers['x-content-type-options'], `${app} ${path}`).toBe('nosniff');
      expect(headers['referrer-policy'], `${app} ${path}`).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], `${app} ${path}`).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], `${app} ${path}`).toBe('same-origin');
      expect(headers['strict-transport-security'], `${app} ${path}`).toBe('max-age=63072000; includeSubDomains');
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp, `${app} ${path}`).toContain(directive);
      }
      // Scripts only from the site's own servers: no inline script, no eval, no third party.
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.split(' ').sort(), `${app} ${path}`).toEqual(["'self'", ...APPS.filter(([name]) => name !== 'shell').map(([, p]) => `http://localhost:${p}`)].sort());
      expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain(`http://localhost:${E2E_STACK_PORTS.api}`);
      expect(csp).toContain('frame-src https://calendly.com');
    }
  }
});

test('no CSP violation on any public route or the admin sign-in', { tag: '@deployed' }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  for (const path of ['/', '/nosotros', '/soluciones', '/beneficios', '/impacto', '/contacto', '/politica-cookies', '/politica-privacidad', '/condiciones-uso', '/condiciones-contratacion', '/tienda', '/blog', '/prensa', '/playlist-music', '/auth', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('tab', { name: 'Iniciar Sesión' }))).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await violations(), path).toEqual([]);
  }
  // The booking dialog probes its host and shows it in a frame: both inside the policy.
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reserva</title><h1>Elige tu hora</h1>' }));
  await page.goto('/contacto');
  await page.getByRole('button', { name: 'Agenda tu Demo - 15 minutos' }).click();
  await expect(page.frameLocator('iframe[title^="Calendario"]').getByRole('heading', { name: 'Elige tu hora' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
