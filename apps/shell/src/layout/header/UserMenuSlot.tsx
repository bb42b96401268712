import { getRuntimeConfig } from '@pitwall/config';
import { ErrorBoundary, useBrowserValue } from '@pitwall/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SignInLink, UserMenuPlaceholder } from './SignInLink.tsx';

// The auth store brings supabase-js with it: it loads after the first paint, not before.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * Whether this browser may be signed in: supabase-js left a session in storage, or the page was
 * opened from an e-mail link that carries one (or its error). Without either the visitor is signed
 * out for sure, and the auth code (supabase-js included) need not be downloaded at all.
 */
function mayHaveSession(): boolean {
  if (/(^|[#&])(access_token|error_code)=/.test(window.location.hash)) return true;
  try {
    const host = new URL(getRuntimeConfig().supabase.url).hostname.split('.')[0];
    return window.localStorage.getItem(`sb-${host}-auth-token`) !== null;
  } catch {
    return false;
  }
}

export function UserMenuSlot() {
  // Read from this browser once hydrated: prerendered HTML is the signed-out header.
  const signedInMaybe = useBrowserValue(mayHaveSession, false);
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (!signedInMaybe) return;
    const start = () => setLoad(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }, [signedInMaybe]);

  const fallback = signedInMaybe ? <UserMenuPlaceholder /> : <SignInLink />;
  if (!load) return fallback;
  // Without the auth service (misconfigured, offline) the header still works: signed-out look.
  return (
    <ErrorBoundary fallback={() => <SignInLink />} onError={(error) => console.error('Menú de usuario no disponible', error)}>
      <Suspense fallback={fallback}>
        <UserMenu />
      </Suspense>
    </ErrorBoundary>
  );
}
