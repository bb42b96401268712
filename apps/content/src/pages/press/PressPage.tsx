import { Container, PageHeader } from '@pitwall/ui';

export default function PressPage() {
  return (
    <Container>
      <PageHeader
        title="Sala de Prensa"
        lead="Recursos para medios y contacto directo con nuestro equipo de comunicación."
      />
    </Container>
  );
}
