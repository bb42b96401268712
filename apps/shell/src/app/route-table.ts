import type { RemoteName } from '../federation/remote-registry.ts';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Key of the page in the remote's `pages` module. */
  page: string;
}

// The route table of the spec. The shell owns the URLs; each remote owns the pages behind them.

/** Inside the shared public layout. */
export const LAYOUT_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'marketing', page: 'home' },
  { path: '/nosotros', remote: 'marketing', page: 'about' },
  { path: '/soluciones', remote: 'marketing', page: 'solutions' },
  { path: '/beneficios', remote: 'marketing', page: 'benefits' },
  { path: '/impacto', remote: 'marketing', page: 'impact' },
  { path: '/contacto', remote: 'marketing', page: 'contact' },
  { path: '/politica-cookies', remote: 'marketing', page: 'cookies-policy' },
  { path: '/politica-privacidad', remote: 'marketing', page: 'privacy-policy' },
  { path: '/condiciones-uso', remote: 'marketing', page: 'terms-of-use' },
  { path: '/condiciones-contratacion', remote: 'marketing', page: 'terms-of-sale' },
  { path: '/tienda', remote: 'commerce', page: 'shop' },
  { path: '/blog', remote: 'content', page: 'blog' },
  { path: '/blog/:slug', remote: 'content', page: 'blog-post' },
  { path: '/prensa', remote: 'content', page: 'press' },
  { path: '/playlist-music', remote: 'music', page: 'music' },
];

/** Outside the layout (/auth and /admin belong to the shell itself). */
export const STANDALONE_ROUTES: RemoteRoute[] = [
  { path: '/checkout', remote: 'commerce', page: 'checkout' },
  { path: '/payment-success', remote: 'commerce', page: 'payment-success' },
  { path: '/payment-canceled', remote: 'commerce', page: 'payment-canceled' },
];

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
