import { LoadingState } from '@pitwall/ui';
import { lazy, Suspense } from 'react';

const ManifestoLeadForm = lazy(() => import('./forms/ManifestoLeadForm.tsx'));

/** The manifesto download form inline (/nosotros); its code loads with the page that shows it. */
export function ManifestoForm() {
  return (
    <Suspense fallback={<LoadingState label="Cargando el formulario…" />}>
      <ManifestoLeadForm />
    </Suspense>
  );
}
