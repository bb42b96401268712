/**
 * The one way the site writes money, for visitors and staff alike: Spanish euros as Intl es-ES
 * writes them ('29,90 €', '1234,50 €', '12.345,00 €', a no-break space before the sign).
 * Plain TypeScript with no Deno or browser API, so the edge functions import it directly and
 * libs/ui re-exports it for the apps.
 */
import { onFirstUse } from './on-first-use.ts';

const euros = onFirstUse(() => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }));

/** An amount in euros: 175.5 → '175,50 €'. */
export function formatEuros(amount: number): string {
  return euros().format(amount);
}

/** An amount in integer cents, as orders store it: 5980 → '59,80 €'. */
export function formatCents(cents: number): string {
  return formatEuros(Math.trunc(cents) / 100);
}
