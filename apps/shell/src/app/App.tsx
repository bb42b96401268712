import { createTheme, GlobalStyle, LoadingState, prerenderedData, Toaster } from '@pitwall/ui';
import { lazy, Suspense, useMemo } from 'react';
import { preconnect } from 'react-dom';
import { BrowserRouter, Route, Routes } from '@pitwall/router';
import { ThemeProvider } from 'styled-components';
import { getRuntimeConfig } from '@pitwall/config';
import { RemotePage, UnavailableState } from '../federation/RemotePage.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { StandaloneLayout } from '../layout/StandaloneLayout.tsx';
import { ScrollToTop } from '../layout/ScrollToTop.tsx';
import type { RouteTable } from './route-table.ts';

// Pages of the shell itself that no visitor of '/' needs: split off the first load.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const AuthPage = lazy(() => import('../pages/auth/AuthPage.tsx'));
const AdminPage = lazy(() => import('../admin/AdminPage.tsx'));

export interface AppProps {
  /** Built at start-up from the remotes' route lists in /remotes.json; null when it could not be read. */
  routes: RouteTable | null;
}

export function App({ routes }: AppProps) {
  const { brand, supabase } = getRuntimeConfig();
  const theme = useMemo(() => createTheme(brand.accentColor), [brand.accentColor]);
  // Pictures and data come from the API's origin: open the connection before they are asked for
  // (in prerendered HTML too: React puts the hint in <head>).
  preconnect(supabase.url);
  preconnect(supabase.url, { crossOrigin: 'anonymous' });

  return (
    <ThemeProvider theme={theme}>
      {/* Prerendered HTML a visitor's browser adopts came with the site's base rules, which
          styled-components took over as they were: drawn again, they would be removed and written
          anew while the page hydrates, and the page's styles computed again, for the same rules.
          The prerender's own visit and a page drawn in the browser draw them. */}
      {prerenderedData.adoptsHtml() ? null : <GlobalStyle />}
      <BrowserRouter>
        <ScrollToTop />
        <Routes>
          <Route element={<PublicLayout />}>
            {routes?.layout.map(({ path, remote, page }) => (
              <Route key={path} path={path} element={<RemotePage remote={remote} page={page} path={path} />} />
            ))}
            {/* Without /remotes.json the shell cannot tell a remote's page from a wrong address. */}
            <Route
              path="*"
              element={
                routes ? (
                  <Suspense fallback={<LoadingState />}>
                    <NotFoundPage />
                  </Suspense>
                ) : (
                  <UnavailableState onRetry={() => window.location.reload()} />
                )
              }
            />
          </Route>
          <Route element={<StandaloneLayout />}>
            {routes?.standalone.map(({ path, remote, page }) => (
              <Route key={path} path={path} element={<RemotePage remote={remote} page={page} path={path} />} />
            ))}
          </Route>
          <Route
            path="/auth"
            element={
              <Suspense fallback={<LoadingState />}>
                <AuthPage />
              </Suspense>
            }
          />
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={<LoadingState />}>
                <AdminPage />
              </Suspense>
            }
          />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </ThemeProvider>
  );
}
