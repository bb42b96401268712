// @vitest-environment node
/**
 * Every page of the content remote renders in Node (no window, document or storage during render):
 * the first HTML is the loading state shaped like the content, with the page's heading.
 */
import { setTestRuntimeConfig } from '@pitwall/config/testing';
import { MemoryRouter, Route, Routes } from '@pitwall/router';
import { createTheme } from '@pitwall/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import BlogPage from './blog/BlogPage.tsx';
import BlogPostPage from './blog/BlogPostPage.tsx';
import PressPage from './press/PressPage.tsx';

function render(url: string, path: string, page: ReactElement): string {
  return renderToString(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeAll(setTestRuntimeConfig);

it('/blog: header, card placeholders and the subscription box', () => {
  const html = render('/blog?pagina=2', '/blog', <BlogPage />);
  expect(html).toContain('Nuestro Blog');
  expect(html).toContain('Cargando publicaciones…');
  expect(html).toContain('id="suscripcion"');
});

it('/blog/{slug}: the post-shaped loading state', () => {
  const html = render('/blog/asi-es-nuestro-simulador', '/blog/:slug', <BlogPostPage />);
  expect(html).toContain('Cargando publicación…');
});

it.each([
  ['/prensa', 'Cargando recursos…'],
  ['/prensa?tab=contacto', 'Envíanos tu solicitud'],
])('%s: the tabs and the chosen tab', (url, text) => {
  const html = render(url, '/prensa', <PressPage />);
  expect(html).toContain('Sala de Prensa');
  expect(html).toContain('Kit de Recursos');
  expect(html).toContain(text);
});
