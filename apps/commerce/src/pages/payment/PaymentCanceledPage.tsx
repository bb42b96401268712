import { Container, PageHeader } from '@pitwall/ui';

export default function PaymentCanceledPage() {
  return (
    <Container>
      <PageHeader
        title="Pago cancelado"
        lead="No se ha realizado ningún cargo y tu carrito se ha conservado."
      />
    </Container>
  );
}
