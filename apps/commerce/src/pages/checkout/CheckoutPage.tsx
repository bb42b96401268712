import { Container, PageHeader } from '@pitwall/ui';

export default function CheckoutPage() {
  return (
    <Container>
      <PageHeader
        title="Resumen del pedido"
        lead="Revisa tu pedido antes de pagar."
      />
    </Container>
  );
}
