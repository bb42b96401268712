import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The side navigation's groups, in their order. */
export const SECTION_GROUPS = ['Ventas', 'Contactos', 'Contenido', 'Música', 'Sistema'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export interface PanelSection {
  group: SectionGroup;
  /** The navigation's text. */
  label: string;
  /** Its address: /admin/{path}. */
  path: string;
  /** Said while the section's chunk and first data load. */
  loading: string;
  /** Each section is its own chunk, fetched when it is first opened. */
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every section of the panel, in navigation order within its group: adding a section is one entry
 * here. The first one is where the panel opens (/admin).
 */
export const SECTIONS: readonly PanelSection[] = [
  { group: 'Ventas', label: 'Resumen', path: 'resumen', loading: 'Cargando el resumen…', Page: lazy(() => import('../dashboard/DashboardSection.tsx')) },
  { group: 'Ventas', label: 'Pedidos', path: 'pedidos', loading: 'Cargando pedidos…', Page: lazy(() => import('../orders/OrdersSection.tsx')) },
  { group: 'Ventas', label: 'Productos', path: 'productos', loading: 'Cargando productos…', Page: lazy(() => import('../products/ProductsSection.tsx')) },
  { group: 'Contactos', label: 'Bandeja', path: 'bandeja', loading: 'Cargando la bandeja…', Page: lazy(() => import('../inbox/InboxSection.tsx')) },
  { group: 'Contenido', label: 'Blog', path: 'blog', loading: 'Cargando publicaciones…', Page: lazy(() => import('../blog/BlogSection.tsx')) },
  { group: 'Contenido', label: 'Prensa', path: 'prensa', loading: 'Cargando recursos…', Page: lazy(() => import('../press/PressResourcesSection.tsx')) },
  { group: 'Contenido', label: 'Imágenes', path: 'imagenes', loading: 'Cargando las imágenes…', Page: lazy(() => import('../site-images/SiteImagesSection.tsx')) },
  { group: 'Música', label: 'Canciones', path: 'canciones', loading: 'Cargando canciones…', Page: lazy(() => import('../songs/SongsSection.tsx')) },
  { group: 'Música', label: 'Top 10', path: 'top10', loading: 'Cargando el Top 10…', Page: lazy(() => import('../top10/Top10Section.tsx')) },
  { group: 'Música', label: 'Listas semanales', path: 'listas-semanales', loading: 'Cargando listas semanales…', Page: lazy(() => import('../weekly/WeeklySection.tsx')) },
  { group: 'Sistema', label: 'Rendimiento', path: 'rendimiento', loading: 'Cargando las mediciones…', Page: lazy(() => import('../performance/PerformanceSection.tsx')) },
  { group: 'Sistema', label: 'Seguridad', path: 'seguridad', loading: 'Cargando eventos…', Page: lazy(() => import('../security/SecuritySection.tsx')) },
  { group: 'Sistema', label: 'Herramientas', path: 'herramientas', loading: 'Cargando las herramientas…', Page: lazy(() => import('./ToolsSection.tsx')) },
];

/** A section's address. */
export const sectionUrl = (section: PanelSection) => `/admin/${section.path}`;

/** The section an address shows: /admin itself opens the first one; an unknown one, none. */
export function sectionAt(pathname: string): PanelSection | undefined {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  return rest === '' ? SECTIONS[0] : SECTIONS.find((section) => section.path === rest);
}
