import { vi } from 'vitest';
import { claimRefusal, routeTable } from './route-table.ts';

// The remotes' own route lists all pass the guard: tools/release/routes.test.ts.

describe('routeTable', () => {
  it('lets a remote add a route of its own and ignores, with a warning, a claim outside its paths', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const table = routeTable([
      {
        name: 'marketing',
        routes: [
          { path: '/nuestra-historia', page: 'about' },
          { path: '/auth', page: 'home' },
          { path: '/admin/usuarios', page: 'home' },
          { path: '/tienda', page: 'home' },
          { path: '/blog/:slug', page: 'home' },
          { path: '*', page: 'home' },
        ],
      },
      { name: 'commerce', routes: [{ path: '/tienda/ofertas', page: 'shop' }, { path: '/prensa', page: 'shop' }] },
      { name: 'music', routes: [{ path: '/playlist-music', page: 'music' }, { path: '/playlist-music', page: 'other' }] },
      { name: 'intruder', routes: [{ path: '/otra', page: 'x' }] },
    ]);
    expect(table.layout.map(({ path, remote, page }) => `${remote} ${path} ${page}`)).toEqual([
      'marketing /nuestra-historia about',
      'commerce /tienda/ofertas shop',
      'music /playlist-music music',
    ]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'remotes.json: se ignora la ruta /auth de «marketing»: es del shell',
      'remotes.json: se ignora la ruta /admin/usuarios de «marketing»: es del shell',
      'remotes.json: se ignora la ruta /tienda de «marketing»: es de «commerce»',
      'remotes.json: se ignora la ruta /blog/:slug de «marketing»: es de «content»',
      'remotes.json: se ignora la ruta * de «marketing»: no es una ruta concreta',
      'remotes.json: se ignora la ruta /prensa de «commerce»: está fuera de /tienda, /checkout, /payment-success, /payment-canceled',
      'remotes.json: se ignora la ruta /playlist-music de «music»: ya tiene dueño',
      'remotes.json: «intruder» no es un remoto de este shell; se ignoran sus rutas',
    ]);
  });
});

describe('claimRefusal', () => {
  it('matches whole path segments', () => {
    expect(claimRefusal('marketing', '/blogger')).toBeNull();
    expect(claimRefusal('marketing', '/authors')).toBeNull();
    expect(claimRefusal('marketing', '/blog')).toBe('es de «content»');
    expect(claimRefusal('content', '/blog/archivo/:year')).toBeNull();
    expect(claimRefusal('admin', '/admin')).toBe('es del shell');
    expect(claimRefusal('admin', '/panel')).toBe('está fuera de sus rutas');
  });
});
