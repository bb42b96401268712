import { getRuntimeConfig } from '@pitwall/config';
import { ErrorBoundary } from '@pitwall/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SignInLink, UserMenuPlaceholder } from './SignInLink.tsx';

// The auth store brings supabase-js with it: it loads after the first paint, not before.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/** Whether supabase-js left a session in this browser: only a hint for what to show meanwhile. */
function mayHaveSession(): boolean {
  try {
    const host = new URL(getRuntimeConfig().supabase.url).hostname.split('.')[0];
    return window.localStorage.getItem(`sb-${host}-auth-token`) !== null;
  } catch {
    return false;
  }
}

export function UserMenuSlot() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const start = () => setLoad(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }, []);

  const fallback = mayHaveSession() ? <UserMenuPlaceholder /> : <SignInLink />;
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
