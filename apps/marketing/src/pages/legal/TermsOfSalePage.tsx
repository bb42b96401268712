import { LegalPage } from './LegalPage.tsx';

export default function TermsOfSalePage() {
  return <LegalPage title="Condiciones de contratación" />;
}
