import { Container, PageHeader } from '@pitwall/ui';

export default function ShopPage() {
  return (
    <Container>
      <PageHeader
        title="Tienda"
        lead="Entradas de Fórmula 1, merchandising oficial y productos digitales."
      />
    </Container>
  );
}
