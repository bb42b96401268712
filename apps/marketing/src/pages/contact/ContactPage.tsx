import { Container, PageHeader } from '@pitwall/ui';

export default function ContactPage() {
  return (
    <Container>
      <PageHeader
        title="Contacta con Nosotros"
        lead="Cuéntanos qué necesita tu equipo y te responderemos en menos de 24 horas laborables."
      />
    </Container>
  );
}
