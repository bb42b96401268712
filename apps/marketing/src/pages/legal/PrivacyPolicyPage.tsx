import { LegalPage } from './LegalPage.tsx';

export default function PrivacyPolicyPage() {
  return <LegalPage title="Política de privacidad" />;
}
