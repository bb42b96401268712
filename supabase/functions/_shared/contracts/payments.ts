/**
 * What a buyer is told when card payments cannot be taken for a while (the auth service, the
 * database or the functions themselves do not answer). One text for create-payment's 503 and for
 * the shop when it gets no usable answer at all. Plain TypeScript: imported by the functions and
 * by libs/backend.
 */
export const PAYMENTS_TRY_LATER = 'No podemos procesar pagos en este momento. Inténtalo de nuevo en unos minutos; no se te ha cobrado nada.';
