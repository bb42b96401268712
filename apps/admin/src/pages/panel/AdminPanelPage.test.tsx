// @vitest-environment node
/**
 * The admin panel renders in Node (no window, document or storage during render): the first HTML
 * has the heading, the navigation and the open section, before any call to the backend.
 */
import { setTestRuntimeConfig } from '@pitwall/config/testing';
import { MemoryRouter } from '@pitwall/router';
import { createTheme } from '@pitwall/ui';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import AdminPanelPage from './AdminPanelPage.tsx';
import { SECTION_GROUPS, SECTIONS, sectionUrl } from './sections.tsx';

beforeAll(setTestRuntimeConfig);

function render(url: string): string {
  return renderToString(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[url]}>
        <AdminPanelPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

it('/admin: the heading, sign-out, the grouped navigation, and the first section (Resumen) loading', () => {
  const html = render('/admin');
  expect(html).toContain('Secciones del panel');
  expect(html).toContain('Panel de Administración');
  expect(html).toContain('Cerrar Sesión');
  for (const group of SECTION_GROUPS) expect(html).toContain(`<h2>${group}</h2>`);
  expect(html).toMatch(/aria-current="page"[^>]*>Resumen</);
  expect(html).toContain('Cargando el resumen…');
});

// Every section: chosen from its address, marked current in the navigation, its own loading text.
it.each(SECTIONS.map((section) => [section.path, section] as const))('/admin/%s: the section is chosen and loads on its own', (_path, section) => {
  const html = render(`${sectionUrl(section)}?q=ana`);
  expect(html).toContain('Panel de Administración');
  expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${section.label}<`));
  expect(html).toContain(section.loading);
  for (const other of SECTIONS.filter((s) => s !== section)) expect(html).not.toContain(other.loading);
});

it('one list: every section has its own path and a known group', () => {
  expect(new Set(SECTIONS.map((section) => section.path)).size).toBe(SECTIONS.length);
  for (const section of SECTIONS) expect(SECTION_GROUPS).toContain(section.group);
});
