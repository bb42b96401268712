import { LegalPage } from './LegalPage.tsx';

export default function CookiesPolicyPage() {
  return <LegalPage title="Política de cookies" />;
}
