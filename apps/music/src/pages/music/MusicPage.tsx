import { Container, PageHeader } from '@pitwall/ui';

export default function MusicPage() {
  return (
    <Container>
      <PageHeader
        title="Pitwall Music"
        lead="Canciones originales creadas con IA, libres de derechos, para escuchar, valorar y descargar."
      />
    </Container>
  );
}
