import { Container, PageHeader } from '@pitwall/ui';

export default function BlogPage() {
  return (
    <Container>
      <PageHeader
        title="Nuestro Blog"
        lead="Bienestar, liderazgo y alto rendimiento: ideas para cuidar a tu equipo."
      />
    </Container>
  );
}
