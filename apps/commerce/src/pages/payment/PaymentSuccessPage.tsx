import { cartStore } from '@pitwall/cart';
import { useSearchParams } from '@pitwall/router';
import { ButtonLink, LoadingState, formatEuros } from '@pitwall/ui';
import { CheckCircle2, Clock, type LucideIcon, SearchX, XCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
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

interface OutcomeCardProps {
  tone: 'success' | 'neutral';
  icon: LucideIcon;
  title: string;
  reference: string;
  /** A failed payment keeps the cart: offer the way back to it first. */
  withCart?: boolean;
  role?: 'alert';
  children: ReactNode;
}

/** Every outcome has the same shape: icon, title, what it means, the reference and the ways on. */
function OutcomeCard({ tone, icon: Icon, title, reference, withCart = false, role, children }: OutcomeCardProps) {
  return (
    <ResultCard $tone={tone} role={role}>
      <Icon size={56} aria-hidden="true" />
      <h1>{title}</h1>
      {children}
      {reference && (
        <p>
          Referencia del pago: <strong data-testid="payment-reference">{reference}</strong>
        </p>
      )}
      <ResultLinks>
        {withCart && <ButtonLink to="/checkout">Volver al carrito</ButtonLink>}
        <ButtonLink to="/tienda" variant={withCart ? 'secondary' : 'primary'}>
          Volver a la tienda
        </ButtonLink>
        <ButtonLink to="/" variant={withCart ? 'ghost' : 'secondary'}>
          Ir al inicio
        </ButtonLink>
      </ResultLinks>
    </ResultCard>
  );
}

function Outcome({ outcome, reference }: { outcome: Exclude<PaymentOutcome, { kind: 'checking' }>; reference: string }) {
  switch (outcome.kind) {
    case 'paid':
      return (
        <OutcomeCard tone="success" icon={CheckCircle2} title="¡Pago completado!" reference={reference}>
          <p>Gracias por tu compra. Te hemos enviado un email con la confirmación del pedido.</p>
          {outcome.order.total_cents !== null && (
            <p>
              Total pagado: <strong>{formatEuros(outcome.order.total_cents / 100)}</strong>
            </p>
          )}
        </OutcomeCard>
      );
    case 'unverified':
      return (
        <OutcomeCard tone="success" icon={CheckCircle2} title="¡Gracias por tu compra!" reference={reference}>
          <p>Recibirás un email con la confirmación del pedido en cuanto se confirme el pago.</p>
        </OutcomeCard>
      );
    case 'confirming':
      return (
        <OutcomeCard tone="neutral" icon={Clock} title="Estamos confirmando tu pago" reference={reference}>
          <p role="status">
            {outcome.slow
              ? 'La confirmación está tardando más de lo habitual. Te enviaremos un email en cuanto llegue; no vuelvas a pagar.'
              : 'Solo tardará unos segundos: esta página se actualizará sola.'}
          </p>
        </OutcomeCard>
      );
    case 'unsuccessful':
      return (
        <OutcomeCard
          tone="neutral"
          icon={XCircle}
          title={outcome.order.status === 'failed' ? 'No hemos podido completar tu pedido' : 'El pago no se completó'}
          reference={reference}
          withCart
          role="alert"
        >
          {outcome.order.failure_reason && <p>{outcome.order.failure_reason}</p>}
          <p>No se te ha cobrado nada: si el cargo llegó a hacerse, se devuelve automáticamente. Tu carrito se ha conservado.</p>
        </OutcomeCard>
      );
    case 'not-found':
      return (
        <OutcomeCard tone="neutral" icon={SearchX} title="No encontramos este pago" reference={reference}>
          <p>No hay ningún pedido con esta referencia en tu cuenta. Si pagaste con otra cuenta, inicia sesión con ella.</p>
        </OutcomeCard>
      );
  }
}
