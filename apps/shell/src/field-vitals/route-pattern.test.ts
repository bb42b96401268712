import type { RouteTable } from '../app/route-table.ts';
import { matchRoute } from './route-pattern.ts';

const table: RouteTable = {
  layout: [
    { path: '/', remote: 'marketing', page: 'home' },
    { path: '/nosotros', remote: 'marketing', page: 'about' },
    { path: '/blog', remote: 'content', page: 'blog' },
    { path: '/blog/:slug', remote: 'content', page: 'blog-post' },
    { path: '/blog/archivo', remote: 'content', page: 'archive' },
  ],
  standalone: [{ path: '/checkout', remote: 'commerce', page: 'checkout' }],
};

describe('matchRoute', () => {
  it('names the route pattern, never what the address carries', () => {
    expect(matchRoute(table, '/blog/mi-entrada-secreta')?.path).toBe('/blog/:slug');
    expect(matchRoute(table, '/blog')?.path).toBe('/blog');
    expect(matchRoute(table, '/')).toMatchObject({ path: '/', remote: 'marketing' });
    expect(matchRoute(table, '/checkout')).toMatchObject({ path: '/checkout', remote: 'commerce' });
  });

  it('prefers a static route to a parameter, ignores case and a trailing slash, as the router does', () => {
    expect(matchRoute(table, '/blog/archivo')?.page).toBe('archive');
    expect(matchRoute(table, '/Nosotros/')?.path).toBe('/nosotros');
  });

  it('finds nothing for the shell\'s own pages or an unknown address', () => {
    expect(matchRoute(table, '/auth')).toBeNull();
    expect(matchRoute(table, '/admin')).toBeNull();
    expect(matchRoute(table, '/blog/a/b')).toBeNull();
  });
});
