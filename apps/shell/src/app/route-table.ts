import type { RemoteName } from '../federation/remote-registry.ts';

/** One route of a remote, as its release lists it in /remotes.json. */
export interface ManifestRoute {
  path: string;
  /** Key of the page in the remote's `pages` module. */
  page: string;
  /** Rendered outside the shared public layout (e.g. checkout). */
  standalone?: boolean;
}

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
}

export interface RouteTable {
  /** Inside the shared public layout. */
  layout: RemoteRoute[];
  /** Outside the layout. */
  standalone: RemoteRoute[];
}

// Each remote's release carries its own route list (path → page); the shell still decides which
// paths each remote may claim. /auth and /admin are the shell's; marketing owns the site's other
// top-level pages, so it may add one (say /nuestra-historia) but never take a path under another
// remote's prefix. A claim outside these is ignored with a console warning.

/** Paths the shell serves itself. */
const SHELL_PATHS = ['/auth', '/admin'];

/** The path prefixes each remote may claim; 'rest' is every path no one else holds. */
export const ROUTE_CLAIMS: Record<RemoteName, readonly string[] | 'rest'> = {
  marketing: 'rest',
  commerce: ['/tienda', '/checkout', '/payment-success', '/payment-canceled'],
  content: ['/blog', '/prensa'],
  music: ['/playlist-music'],
  // The admin panel is mounted by the shell's own /admin page, not by a route of its own.
  admin: [],
};

/** '/blog/:slug' is under '/blog'; '/blogger' is not. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const REMOTES = Object.keys(ROUTE_CLAIMS) as RemoteName[];
const isRemoteName = (name: string): name is RemoteName => (REMOTES as string[]).includes(name);

/** Why `remote` may not claim `path`, or null when it may. */
export function claimRefusal(remote: RemoteName, path: string): string | null {
  if (!path.startsWith('/') || path.includes('*')) return 'no es una ruta concreta';
  if (SHELL_PATHS.some((prefix) => under(path, prefix))) return 'es del shell';
  const claims = ROUTE_CLAIMS[remote];
  if (claims === 'rest') {
    const owner = REMOTES.find((other) => other !== remote && ROUTE_CLAIMS[other] !== 'rest' && (ROUTE_CLAIMS[other] as readonly string[]).some((prefix) => under(path, prefix)));
    return owner ? `es de «${owner}»` : null;
  }
  return claims.some((prefix) => under(path, prefix)) ? null : `está fuera de ${claims.length ? claims.join(', ') : 'sus rutas'}`;
}

/**
 * The router's table from the remotes' route lists in /remotes.json: every claim the shell allows,
 * in the layout or standalone as the remote says. Refused claims, unknown remotes and a path
 * claimed twice are left out with a warning, so one remote's mistake never takes another's page.
 */
export function routeTable(remotes: { name: string; routes: ManifestRoute[] }[]): RouteTable {
  const table: RouteTable = { layout: [], standalone: [] };
  const taken = new Set<string>();
  for (const { name, routes } of remotes) {
    if (!isRemoteName(name)) {
      if (routes.length > 0) console.warn(`remotes.json: «${name}» no es un remoto de este shell; se ignoran sus rutas`);
      continue;
    }
    for (const { path, page, standalone } of routes) {
      const refusal = taken.has(path) ? 'ya tiene dueño' : claimRefusal(name, path);
      if (refusal) {
        console.warn(`remotes.json: se ignora la ruta ${path} de «${name}»: ${refusal}`);
        continue;
      }
      taken.add(path);
      (standalone ? table.standalone : table.layout).push({ path, remote: name, page });
    }
  }
  return table;
}

/** The main navigation, in the spec's order. */
export const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/nosotros', label: 'What is it' },
  { to: '/soluciones', label: 'Soluciones' },
  { to: '/beneficios', label: 'Beneficios' },
  { to: '/impacto', label: 'Impacto' },
  { to: '/tienda', label: 'Tienda' },
] as const;

export const LEGAL_LINKS = [
  { to: '/politica-cookies', label: 'Política de cookies' },
  { to: '/politica-privacidad', label: 'Política de privacidad' },
  { to: '/condiciones-uso', label: 'Condiciones de uso' },
  { to: '/condiciones-contratacion', label: 'Condiciones de contratación' },
] as const;

export const QUICK_LINKS = [
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/soluciones', label: 'Soluciones' },
  { to: '/beneficios', label: 'Beneficios' },
  { to: '/impacto', label: 'Impacto' },
  { to: '/tienda', label: 'Tienda' },
  { to: '/blog', label: 'Blog' },
  { to: '/prensa', label: 'Prensa' },
  { to: '/playlist-music', label: 'Música' },
  { to: '/contacto', label: 'Contacto' },
] as const;
