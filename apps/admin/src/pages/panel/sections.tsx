import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LEAD_LISTS, type LeadSection } from '../leads/lead-lists.tsx';

export interface PanelSection {
  /** The tab's text. */
  label: string;
  /** Said while the section's chunk and first data load. */
  loading: string;
  /** Each section is its own chunk, fetched when its tab is first opened. */
  Page: LazyExoticComponent<ComponentType>;
}

const LeadsSection = lazy(() => import('../leads/LeadsSection.tsx'));

function leadSection(section: LeadSection, label: string): PanelSection {
  return {
    label,
    loading: `Cargando ${LEAD_LISTS[section].title.toLowerCase()}…`,
    Page: lazy(async () => ({ default: () => <LeadsSection section={section} /> })),
  };
}

/**
 * The panel's sections by the id they have in the URL (?seccion=…), in tab order. The tools
 * (the spec's screen) are the default section and are not lazy: see AdminPanelPage.
 */
export const SECTIONS = {
  productos: { label: 'Productos', loading: 'Cargando productos…', Page: lazy(() => import('../products/ProductsSection.tsx')) },
  top10: { label: 'Top 10', loading: 'Cargando el Top 10…', Page: lazy(() => import('../top10/Top10Section.tsx')) },
  contacto: leadSection('contacto', 'Contacto'),
  manifiesto: leadSection('manifiesto', 'Manifiesto'),
  fichas: leadSection('fichas', 'Fichas'),
  prensa: leadSection('prensa', 'Prensa'),
  suscriptores: leadSection('suscriptores', 'Suscriptores'),
  musica: leadSection('musica', 'Música'),
} satisfies Record<string, PanelSection>;

export type SectionId = keyof typeof SECTIONS;
