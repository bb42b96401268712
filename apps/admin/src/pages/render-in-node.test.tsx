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

it('/admin: the heading, sign-out and the three tools', () => {
  const html = renderToString(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminPanelPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(html).toContain('Panel de Administración');
  expect(html).toContain('Cerrar Sesión');
  expect(html).toContain('Crear administrador');
  expect(html).toContain('Verificación de dominio');
  expect(html).toContain('No se encontraron registros DNS');
  expect(html).toContain('Publicaciones de ejemplo');
});
