import { useAuth } from '@pitwall/auth';
import { cancelPayment } from '@pitwall/backend';
import { useSearchParams } from '@pitwall/router';
import { ButtonLink } from '@pitwall/ui';
import { XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { ResultCard, ResultLinks, ResultPage } from './ResultLayout.tsx';

const ORDER_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function PaymentCanceledPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const signedIn = useAuth((state) => state.status === 'signed-in');

  useEffect(() => {
    document.title = 'Pago cancelado · Pitwall';
  }, []);

  // Back from Stripe without paying: close the session so the units held for it return to the shop.
  useEffect(() => {
    if (signedIn && ORDER_ID_RE.test(orderId)) void cancelPayment(orderId);
  }, [signedIn, orderId]);

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
