import { Container, PageHeader } from '@pitwall/ui';

export default function SolutionsPage() {
  return (
    <Container>
      <PageHeader
        title="Soluciones"
        lead="Demo Day, Experience Day, Suscripción y Eventos Solidarios: el formato que encaja con tu equipo."
      />
    </Container>
  );
}
