import type { RemoteRoute, RouteTable } from '../app/route-table.ts';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route of the router's table an address is on: '/blog/:slug' for /blog/una-entrada, so a
 * report names the page, never what its address carries. As the router does, a static route wins
 * over one with a parameter, letters match in any case and a trailing slash makes no difference.
 */
export function matchRoute(table: RouteTable, pathname: string): RemoteRoute | null {
  const wanted = segments(pathname.toLowerCase());
  const matches = (pattern: string) => {
    const parts = segments(pattern);
    return parts.length === wanted.length && parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === wanted[i]);
  };
  const routes = [...table.layout, ...table.standalone];
  return routes.find((route) => !route.path.includes(':') && matches(route.path)) ?? routes.find((route) => matches(route.path)) ?? null;
}
