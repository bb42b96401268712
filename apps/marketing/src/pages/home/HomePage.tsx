import { Container, PageHeader } from '@pitwall/ui';

export default function HomePage() {
  return (
    <Container>
      <PageHeader
        title="Bienestar emocional a 300 km/h"
        lead="Experiencias con simuladores de Fórmula 1 para empresas: menos estrés, equipos más unidos y resultados que se miden."
      />
    </Container>
  );
}
