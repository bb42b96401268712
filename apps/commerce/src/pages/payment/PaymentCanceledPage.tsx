import { ButtonLink } from '@pitwall/ui';
import { XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { ResultCard, ResultLinks, ResultPage } from './ResultLayout.tsx';

export default function PaymentCanceledPage() {
  useEffect(() => {
    document.title = 'Pago cancelado · Pitwall';
  }, []);

  return (
    <ResultPage>
      <ResultCard $tone="neutral">
        <XCircle size={56} aria-hidden="true" />
        <h1>Pago cancelado</h1>
        <p>No se ha realizado ningún cargo. Tu carrito se ha conservado por si quieres completar la compra más tarde.</p>
        <ResultLinks>
          <ButtonLink to="/checkout">Volver al carrito</ButtonLink>
          <ButtonLink to="/tienda" variant="secondary">
            Ir a la tienda
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            Ir al inicio
          </ButtonLink>
        </ResultLinks>
      </ResultCard>
    </ResultPage>
  );
}
