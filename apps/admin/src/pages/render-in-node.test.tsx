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

it('/admin?seccion=contacto: the contact list is chosen and loads on its own', () => {
  const html = render('/admin?seccion=contacto&q=ana');
  expect(html).toContain('Panel de Administración');
  expect(html).toMatch(/aria-selected="true"[^>]*>Contacto</);
  expect(html).toContain('Cargando mensajes de contacto…');
  expect(html).not.toContain('Verificación de dominio');
});

it('/admin?seccion=productos: the products section is chosen and loads on its own', () => {
  const html = render('/admin?seccion=productos&q=gorra&orden=precio-asc');
  expect(html).toMatch(/aria-selected="true"[^>]*>Productos</);
  expect(html).toContain('Cargando productos…');
  expect(html).not.toContain('Verificación de dominio');
});

it('/admin?seccion=top10: the Top 10 section is chosen and loads on its own', () => {
  const html = render('/admin?seccion=top10');
  expect(html).toMatch(/aria-selected="true"[^>]*>Top 10</);
  expect(html).toContain('Cargando el Top 10…');
  expect(html).not.toContain('Verificación de dominio');
});
