import { cartStore } from '@pitwall/cart';
import { useSearchParams } from '@pitwall/router';
import { ButtonLink } from '@pitwall/ui';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { ResultCard, ResultLinks, ResultPage } from './ResultLayout.tsx';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = (params.get('session_id') ?? '').slice(-8);

  useEffect(() => {
    document.title = 'Pago completado · Pitwall';
    // The payment went through: the stored cart is done.
    cartStore.getState().clear();
  }, []);

  return (
    <ResultPage>
      <ResultCard $tone="success">
        <CheckCircle2 size={56} aria-hidden="true" />
        <h1>¡Pago completado!</h1>
        <p>Gracias por tu compra. Te hemos enviado un email con la confirmación del pedido.</p>
        {reference && (
          <p>
            Referencia del pago: <strong data-testid="payment-reference">{reference}</strong>
          </p>
        )}
        <ResultLinks>
          <ButtonLink to="/tienda">Volver a la tienda</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Ir al inicio
          </ButtonLink>
        </ResultLinks>
      </ResultCard>
    </ResultPage>
  );
}
