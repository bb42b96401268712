import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PanelSection {
  /** The tab's text. */
  label: string;
  /** Said while the section's chunk and first data load. */
  loading: string;
  /** Each section is its own chunk, fetched when its tab is first opened. */
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The panel's sections by the id they have in the URL (?seccion=…), in tab order. The tools
 * (the spec's screen) are the default section and are not lazy: see AdminPanelPage.
 */
export const SECTIONS = {
  resumen: { label: 'Resumen', loading: 'Cargando el resumen…', Page: lazy(() => import('../dashboard/DashboardSection.tsx')) },
  bandeja: { label: 'Bandeja', loading: 'Cargando la bandeja…', Page: lazy(() => import('../inbox/InboxSection.tsx')) },
  pedidos: { label: 'Pedidos', loading: 'Cargando pedidos…', Page: lazy(() => import('../orders/OrdersSection.tsx')) },
  productos: { label: 'Productos', loading: 'Cargando productos…', Page: lazy(() => import('../products/ProductsSection.tsx')) },
  blog: { label: 'Blog', loading: 'Cargando publicaciones…', Page: lazy(() => import('../blog/BlogSection.tsx')) },
  'recursos-prensa': { label: 'Prensa', loading: 'Cargando recursos…', Page: lazy(() => import('../press/PressResourcesSection.tsx')) },
  top10: { label: 'Top 10', loading: 'Cargando el Top 10…', Page: lazy(() => import('../top10/Top10Section.tsx')) },
  canciones: { label: 'Canciones', loading: 'Cargando canciones…', Page: lazy(() => import('../songs/SongsSection.tsx')) },
  semanales: { label: 'Listas semanales', loading: 'Cargando listas semanales…', Page: lazy(() => import('../weekly/WeeklySection.tsx')) },
  imagenes: { label: 'Imágenes', loading: 'Cargando las imágenes…', Page: lazy(() => import('../site-images/SiteImagesSection.tsx')) },
  rendimiento: { label: 'Rendimiento', loading: 'Cargando las mediciones…', Page: lazy(() => import('../performance/PerformanceSection.tsx')) },
  seguridad: { label: 'Seguridad', loading: 'Cargando eventos…', Page: lazy(() => import('../security/SecuritySection.tsx')) },
} satisfies Record<string, PanelSection>;

export type SectionId = keyof typeof SECTIONS;
