import { cartStore } from '@pitwall/cart';
import { useSearchParams } from '@pitwall/router';
import { ButtonLink, LoadingState, formatEuros } from '@pitwall/ui';
import { CheckCircle2, Clock, SearchX, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { ResultCard, ResultLinks, ResultPage } from './ResultLayout.tsx';
import { type PaymentOutcome, usePaymentOutcome } from './use-payment-outcome.ts';

/**
 * Where the payment provider sends the buyer back. The redirect alone proves nothing, so the page
 * reads the order: paid, still being confirmed, failed (the stock ran out meanwhile) or unknown.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const reference = sessionId.slice(-8);
  const outcome = usePaymentOutcome(sessionId);

  useEffect(() => {
    document.title = 'Pago completado · Pitwall';
  }, []);

  // The cart is done once the payment went through (or the provider says so and it is being
  // confirmed); a failed or unknown payment keeps it.
  const bought = outcome.kind === 'paid' || outcome.kind === 'confirming' || outcome.kind === 'unverified';
  useEffect(() => {
    if (bought) cartStore.getState().clear();
  }, [bought]);

  if (outcome.kind === 'checking') {
    return (
      <ResultPage>
        <LoadingState label="Comprobando tu pago…" />
      </ResultPage>
    );
  }
  return (
    <ResultPage>
      <Outcome outcome={outcome} reference={reference} />
    </ResultPage>
  );
}

function Reference({ value }: { value: string }) {
  if (!value) return null;
  return (
    <p>
      Referencia del pago: <strong data-testid="payment-reference">{value}</strong>
    </p>
  );
}

function ShopLinks({ withCart = false }: { withCart?: boolean }) {
  return (
    <ResultLinks>
      {withCart && <ButtonLink to="/checkout">Volver al carrito</ButtonLink>}
      <ButtonLink to="/tienda" variant={withCart ? 'secondary' : 'primary'}>
        Volver a la tienda
      </ButtonLink>
      <ButtonLink to="/" variant={withCart ? 'ghost' : 'secondary'}>
        Ir al inicio
      </ButtonLink>
    </ResultLinks>
  );
}

function Outcome({ outcome, reference }: { outcome: Exclude<PaymentOutcome, { kind: 'checking' }>; reference: string }) {
  switch (outcome.kind) {
    case 'paid':
      return (
        <ResultCard $tone="success">
          <CheckCircle2 size={56} aria-hidden="true" />
          <h1>¡Pago completado!</h1>
          <p>Gracias por tu compra. Te hemos enviado un email con la confirmación del pedido.</p>
          {outcome.order.total_cents !== null && (
            <p>
              Total pagado: <strong>{formatEuros(outcome.order.total_cents / 100)}</strong>
            </p>
          )}
          <Reference value={reference} />
          <ShopLinks />
        </ResultCard>
      );
    case 'unverified':
      return (
        <ResultCard $tone="success">
          <CheckCircle2 size={56} aria-hidden="true" />
          <h1>¡Gracias por tu compra!</h1>
          <p>Recibirás un email con la confirmación del pedido en cuanto se confirme el pago.</p>
          <Reference value={reference} />
          <ShopLinks />
        </ResultCard>
      );
    case 'confirming':
      return (
        <ResultCard $tone="neutral">
          <Clock size={56} aria-hidden="true" />
          <h1>Estamos confirmando tu pago</h1>
          <p role="status">
            {outcome.slow
              ? 'La confirmación está tardando más de lo habitual. Te enviaremos un email en cuanto llegue; no vuelvas a pagar.'
              : 'Solo tardará unos segundos: esta página se actualizará sola.'}
          </p>
          <Reference value={reference} />
          <ShopLinks />
        </ResultCard>
      );
    case 'unsuccessful':
      return (
        <ResultCard $tone="neutral" role="alert">
          <XCircle size={56} aria-hidden="true" />
          <h1>{outcome.order.status === 'failed' ? 'No hemos podido completar tu pedido' : 'El pago no se completó'}</h1>
          {outcome.order.failure_reason && <p>{outcome.order.failure_reason}</p>}
          <p>No se te ha cobrado nada: si el cargo llegó a hacerse, se devuelve automáticamente. Tu carrito se ha conservado.</p>
          <Reference value={reference} />
          <ShopLinks withCart />
        </ResultCard>
      );
    case 'not-found':
      return (
        <ResultCard $tone="neutral">
          <SearchX size={56} aria-hidden="true" />
          <h1>No encontramos este pago</h1>
          <p>No hay ningún pedido con esta referencia en tu cuenta. Si pagaste con otra cuenta, inicia sesión con ella.</p>
          <Reference value={reference} />
          <ShopLinks />
        </ResultCard>
      );
  }
}
