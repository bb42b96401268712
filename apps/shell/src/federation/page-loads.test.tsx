import { ACCENT, createTheme, lazyPage } from '@pitwall/ui';
import { MemoryRouter } from '@pitwall/router';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { RouteTable } from '../app/route-table.ts';
import { pageLoad, preloadPageAt } from './page-loads.tsx';
import { RemotePage } from './RemotePage.tsx';

const loadRemotePages = vi.hoisted(() => vi.fn());
vi.mock('./remote-registry.ts', () => ({ loadRemotePages }));

const Shop = () => <h1>Tienda</h1>;
const Post = () => <h1>Un artículo</h1>;
const table: RouteTable = {
  layout: [
    { path: '/tienda', remote: 'commerce', page: 'shop' },
    { path: '/blog/:slug', remote: 'content', page: 'blog-post' },
  ],
  standalone: [],
};

const renderedAt = (path: string, remote: 'commerce' | 'content', page: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <RemotePage remote={remote} page={page} path={path} />
    </MemoryRouter>,
  );

test('the visited page preloaded at start-up is drawn at once, without suspending: it hydrates with the shell around it', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Shop }));
  loadRemotePages.mockResolvedValue({ shop: lazyPage(load) });
  await preloadPageAt(table, '/tienda');
  await act(() => Promise.resolve());
  expect(loadRemotePages).toHaveBeenCalledWith('commerce', { retry: false });
  expect(renderedAt('/tienda', 'commerce', 'shop')).toContain('<h1>Tienda</h1>');
  // One request for the chunk, whoever asked first.
  expect(load).toHaveBeenCalledTimes(1);
});

test('a route with a parameter finds its page; an address no remote serves preloads nothing', async () => {
  loadRemotePages.mockResolvedValue({ 'blog-post': lazyPage(() => Promise.resolve({ default: Post })) });
  await preloadPageAt(table, '/blog/primer-articulo');
  await act(() => Promise.resolve());
  expect(pageLoad('content', 'blog-post', 0).ready).toBe(Post);
  loadRemotePages.mockClear();
  await preloadPageAt(table, '/no-existe');
  expect(loadRemotePages).not.toHaveBeenCalled();
});

test('a page not preloaded, or of an older release whose pages cannot preload, suspends and then appears', async () => {
  loadRemotePages.mockResolvedValue({ press: lazy(() => Promise.resolve({ default: () => <h1>Sala de prensa</h1> })) });
  render(
    <ThemeProvider theme={createTheme(ACCENT)}>
      <MemoryRouter initialEntries={['/prensa']}>
        <RemotePage remote="content" page="press" path="/prensa" />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.queryByRole('heading', { name: 'Sala de prensa' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Sala de prensa' })).toBeTruthy();
});
