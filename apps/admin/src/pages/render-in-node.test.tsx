// @vitest-environment node
/**
 * The admin panel renders in Node (no window, document or storage during render): the first HTML
 * has the heading and every tool, before any call to the backend.
 */
import { setTestRuntimeConfig } from '@pitwall/config/testing';
import { MemoryRouter } from '@pitwall/router';
import { createTheme } from '@pitwall/ui';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import AdminPanelPage from './panel/AdminPanelPage.tsx';
import { SECTIONS } from './panel/sections.tsx';

beforeAll(setTestRuntimeConfig);

it('runs without a DOM', () => {
  expect(typeof window).toBe('undefined');
});

function render(url: string): string {
  return renderToString(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[url]}>
        <AdminPanelPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

it('/admin: the heading, sign-out, the sections and the three tools', () => {
  const html = render('/admin');
  expect(html).toContain('Secciones del panel');
  expect(html).toContain('Panel de Administración');
  expect(html).toContain('Cerrar Sesión');
  expect(html).toContain('Crear administrador');
  expect(html).toContain('Verificación de dominio');
  expect(html).toContain('No se encontraron registros DNS');
  expect(html).toContain('Publicaciones de ejemplo');
});

// Every section: chosen from the URL, its tab selected, its own loading text, the tools not rendered.
it.each(Object.entries(SECTIONS))('/admin?seccion=%s: the section is chosen and loads on its own', (id, section) => {
  const html = render(`/admin?seccion=${id}&q=ana`);
  expect(html).toContain('Panel de Administración');
  expect(html).toMatch(new RegExp(`aria-selected="true"[^>]*>${section.label}<`));
  expect(html).toContain(section.loading);
  expect(html).not.toContain('Verificación de dominio');
});
