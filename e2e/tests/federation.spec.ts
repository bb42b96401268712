import { expect, test } from '../support/test.ts';
import { startAppServer, stopAppServer } from '../support/app-servers.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { headingOf } from '../support/routes.ts';

/** What the test's stand-in for React DevTools' global hook and the federation runtime expose. */
interface PageGlobals {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { rendererPackageName?: string }> };
  __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; useIn: string[] }>>>> };
}

test('one React, one react-dom and one styled-components serve the shell and every remote', async ({ page }) => {
  const scripts: URL[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url())));
  // A stand-in for React DevTools' global hook, there before any script runs: every react-dom
  // renderer that starts registers with it (hook.inject), whatever file it came in.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    const noop = () => undefined;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers,
        inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer).size,
        onCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
        checkDCE: noop,
      },
    });
  });
  // Pages of four remotes in one page load (client-side navigation), so they all meet in one page.
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(headingOf('/'));
  for (const path of ['/tienda', '/blog', '/playlist-music']) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(heading).toHaveText(headingOf(path));
  }

  const files = (pattern: RegExp) => [...new Set(scripts.filter((url) => pattern.test(url.pathname)).map((url) => url.href))];
  const reactDomClient = files(/react-dom_client/);
  expect(reactDomClient, 'react-dom files').toHaveLength(1);
  // …from the shell (which builds styled-components into its first chunk), never from a remote.
  for (const href of files(/node_modules_(react|react-dom|styled-components|zustand)_/)) expect(new URL(href).port, href).toBe(E2E_PORTS.SHELL_PORT);

  // React agrees: one renderer registered, under whatever name a copy might have been bundled.
  const renderers = await page.evaluate(() =>
    [...(window as unknown as PageGlobals).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()].map((renderer) => renderer.rendererPackageName),
  );
  expect(renderers).toEqual(['react-dom']);
  // The federation runtime agrees: one React and one styled-components in the page's share scope,
  // the shell's, taken by every remote.
  for (const name of ['react', 'styled-components']) {
    const copies = await page.evaluate(
      (shared) =>
        Object.values((window as unknown as PageGlobals).__FEDERATION__.__SHARE__).flatMap((scopes) =>
          Object.values(scopes).flatMap((packages) => Object.values(packages[shared] ?? {}).map(({ from, useIn }) => ({ from, useIn }))),
        ),
      name,
    );
    expect(copies, name).toHaveLength(1);
    expect(copies[0]?.from, name).toBe('shell');
    expect(copies[0]?.useIn, name).toEqual(expect.arrayContaining(['marketing', 'commerce', 'content', 'music']));
  }
});

test('an anonymous visitor never downloads the admin remote', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => new URL(request.url()).port === E2E_PORTS.ADMIN_PORT && adminRequests.push(request.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.goto('/tienda', { waitUntil: 'networkidle' });
  await page.goto('/admin', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  expect(adminRequests).toEqual([]);
});

test('a remote that is down shows its fallback while the rest of the site keeps working', async ({ page }) => {
  await stopAppServer('marketing');
  try {
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('no está disponible en este momento');
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    // The layout is there, and other remotes' routes work.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
    await page.getByRole('link', { name: 'Nuestro Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/blog'));
    // Back on a marketing route: fallback again; once the remote is back, retry recovers.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Soluciones' }).click();
    await expect(page.getByRole('alert')).toContainText('no está disponible en este momento');
    await startAppServer('marketing');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluciones');
  } finally {
    await stopAppServer('marketing').catch(() => undefined);
    await startAppServer('marketing');
  }
});

test('a remote whose entry is missing (404) gets the same fallback', async ({ page }) => {
  // The live release's entry, whatever its version folder.
  await page.route(`http://localhost:${E2E_PORTS.MUSIC_PORT}/*/remoteEntry.js`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/playlist-music');
  await expect(page.getByRole('alert')).toContainText('La sección de música no está disponible');
  await page.getByRole('link', { name: 'Tienda', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
});

test('a remote whose script fails gets the same fallback', async ({ page }) => {
  await page.route(`http://localhost:${E2E_PORTS.CONTENT_PORT}/*/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken deploy")' }),
  );
  await page.goto('/blog');
  await expect(page.getByRole('alert')).toContainText('no está disponible en este momento');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
});

test('without /remotes.json the shell still serves its own pages and says the rest is unavailable', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  // Not a 404: the shell cannot tell which remote would answer this address.
  await expect(page.getByRole('alert')).toContainText('Esta sección no está disponible en este momento');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
});

// Redeploying one remote with no shell rebuild (release, promote, rollback): releases.spec.ts.
