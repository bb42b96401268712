import { Container, PageHeader } from '@pitwall/ui';

export default function AdminPage() {
  return (
    <Container>
      <PageHeader title="Acceder" />
    </Container>
  );
}
