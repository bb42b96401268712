import { Container, PageHeader } from '@pitwall/ui';

export default function AuthPage() {
  return (
    <Container>
      <PageHeader title="Iniciar Sesión" />
    </Container>
  );
}
