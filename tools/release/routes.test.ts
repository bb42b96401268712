// @vitest-environment node
import { vi } from 'vitest';
import { routeTable } from '../../apps/shell/src/app/route-table.ts';
import { REMOTE_NAMES } from '../rspack/apps.mjs';
import { sourceRoutes, validateRoutes } from './routes.mjs';

describe("the remotes' route lists", () => {
  it("name pages the remote has, and the shell's guard takes every route as the spec places it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remotes = REMOTE_NAMES.map((name) => ({ name, routes: sourceRoutes(name) }));
    for (const { name, routes } of remotes) {
      const pages = (await import(`../../apps/${name}/src/remote-entry.ts`)).default;
      for (const { page } of routes) expect(Object.keys(pages), `${name} has page ${page}`).toContain(page);
    }
    const table = routeTable(remotes);
    expect(warn).not.toHaveBeenCalled();
    expect(table.layout.map(({ path, remote }) => `${remote} ${path}`)).toEqual([
      'marketing /',
      'marketing /nosotros',
      'marketing /soluciones',
      'marketing /beneficios',
      'marketing /impacto',
      'marketing /contacto',
      'marketing /politica-cookies',
      'marketing /politica-privacidad',
      'marketing /condiciones-uso',
      'marketing /condiciones-contratacion',
      'commerce /tienda',
      'content /blog',
      'content /blog/:slug',
      'content /prensa',
      'music /playlist-music',
    ]);
    expect(table.standalone.map(({ path, remote }) => `${remote} ${path}`)).toEqual([
      'commerce /checkout',
      'commerce /payment-success',
      'commerce /payment-canceled',
    ]);
  });

  it('refuse a malformed entry at build time', () => {
    for (const path of ['tienda', '/a/', '//a', '/*', '/a/../b']) {
      expect(() => validateRoutes([{ path, page: 'x' }], 'routes.json')).toThrow(/path must start with \//);
    }
    expect(() => validateRoutes([{ path: '/a', page: '' }], 'routes.json')).toThrow(/page must name/);
    expect(() => validateRoutes([{ path: '/a', page: 'a', standalone: 'yes' }], 'routes.json')).toThrow(/standalone/);
    expect(validateRoutes([{ path: '/diseño/:id', page: 'a', standalone: false }], 'x')).toEqual([{ path: '/diseño/:id', page: 'a' }]);
  });
});
