import { Container, PageHeader } from '@pitwall/ui';

export default function PaymentSuccessPage() {
  return (
    <Container>
      <PageHeader
        title="¡Pago completado!"
        lead="Gracias por tu compra."
      />
    </Container>
  );
}
