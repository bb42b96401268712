import { Container, PageHeader } from '@pitwall/ui';

export default function AboutPage() {
  return (
    <Container>
      <PageHeader
        title="Sobre nosotros"
        lead="Unimos tecnología inmersiva, bienestar emocional y causa social para cuidar a los equipos de las empresas."
      />
    </Container>
  );
}
