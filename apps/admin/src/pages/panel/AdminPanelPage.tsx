import { Container, PageHeader } from '@pitwall/ui';

export default function AdminPanelPage() {
  return (
    <Container>
      <PageHeader
        title="Panel de Administración"

      />
    </Container>
  );
}
