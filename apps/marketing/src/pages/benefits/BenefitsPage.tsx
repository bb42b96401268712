import { Container, PageHeader } from '@pitwall/ui';

export default function BenefitsPage() {
  return (
    <Container>
      <PageHeader
        title="Beneficios"
        lead="Reducción del estrés, mejor clima laboral, más compromiso y una marca empleadora que se nota."
      />
    </Container>
  );
}
