import { useAuth } from '@pitwall/auth';
import { getOrderBySession, type OrderOutcome } from '@pitwall/backend';
import { useEffect, useState } from 'react';

export type PaymentOutcome =
  | { kind: 'checking' }
  /** Signed out, no session id, or the order could not be read: only the provider's redirect to go on. */
  | { kind: 'unverified' }
  /** The order waits for the provider's confirmation (the webhook can arrive after the buyer). */
  | { kind: 'confirming'; slow: boolean }
  | { kind: 'paid'; order: OrderOutcome }
  /** Failed (e.g. someone else bought the last unit first) or canceled. */
  | { kind: 'unsuccessful'; order: OrderOutcome }
  | { kind: 'not-found' };

/** Checks every 2 s for the first 30 s, then every 10 s, and gives up after about 5 minutes. */
const FAST_CHECKS = 15;
const MAX_CHECKS = 42;
const delayAfter = (check: number) => (check < FAST_CHECKS ? 2_000 : 10_000);

function outcomeOf(order: OrderOutcome | null, check: number): PaymentOutcome {
  if (!order) return { kind: 'not-found' };
  if (order.status === 'paid') return { kind: 'paid', order };
  if (order.status === 'pending') return { kind: 'confirming', slow: check >= FAST_CHECKS };
  return { kind: 'unsuccessful', order };
}

/** What really happened to the signed-in customer's payment session, followed until it settles. */
export function usePaymentOutcome(sessionId: string): PaymentOutcome {
  const authStatus = useAuth((state) => state.status);
  const userId = useAuth((state) => state.user?.id);
  const [outcome, setOutcome] = useState<PaymentOutcome>({ kind: 'checking' });

  useEffect(() => {
    if (authStatus === 'loading') return setOutcome({ kind: 'checking' });
    if (authStatus === 'signed-out' || !sessionId) return setOutcome({ kind: 'unverified' });

    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (count: number) => {
      let order: OrderOutcome | null;
      try {
        order = await getOrderBySession(sessionId);
      } catch (error) {
        console.error('No se pudo comprobar el estado del pago', error);
        if (active) setOutcome({ kind: 'unverified' });
        return;
      }
      if (!active) return;
      const next = outcomeOf(order, count);
      setOutcome(next);
      if (next.kind === 'confirming' && count < MAX_CHECKS) timer = setTimeout(() => void check(count + 1), delayAfter(count));
    };
    void check(1);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [authStatus, userId, sessionId]);

  return outcome;
}
