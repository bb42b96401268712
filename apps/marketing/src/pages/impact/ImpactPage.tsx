import { Container, PageHeader } from '@pitwall/ui';

export default function ImpactPage() {
  return (
    <Container>
      <PageHeader
        title="Impacto"
        lead="Cada experiencia impulsa un club sin ánimo de lucro y una gira solidaria anual."
      />
    </Container>
  );
}
