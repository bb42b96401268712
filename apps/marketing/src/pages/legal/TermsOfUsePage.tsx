import { LegalPage } from './LegalPage.tsx';

export default function TermsOfUsePage() {
  return <LegalPage title="Condiciones de uso" />;
}
