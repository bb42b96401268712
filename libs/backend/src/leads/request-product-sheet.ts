import type { Backend } from '../client.ts';
import { productSheetRequestSchema, type ProductFormat, type ProductSheetRequestInput } from './lead-fields.ts';
import { functionErrorMessage, isRateLimited, LeadRequestError } from './lead-errors.ts';

/**
 * Stores a data-sheet request through insert-product-sheet-request, then asks
 * send-product-sheet-email to mail the sheet for the stored request's id. A failed e-mail is
 * logged and the stored request stands: `emailSent` says which.
 */
export async function requestProductSheet(
  supabase: Backend,
  input: ProductSheetRequestInput,
  formatoProducto: ProductFormat,
): Promise<{ id: string; emailSent: boolean }> {
  const values = productSheetRequestSchema.parse(input);
  const { data, error } = await supabase.functions.invoke<{ data?: { id?: string } }>('insert-product-sheet-request', {
    body: { ...values, formatoProducto },
  });
  if (error) throw new LeadRequestError(await functionErrorMessage(error), { cause: error, status: isRateLimited(error) ? 429 : null });
  const id = data?.data?.id;
  if (!id) throw new LeadRequestError(null);

  const { error: mailError } = await supabase.functions.invoke('send-product-sheet-email', { body: { id } });
  // A limit means no mail will go: say so rather than "sent". Anything else is retried by the outbox.
  if (mailError && isRateLimited(mailError)) throw new LeadRequestError(await functionErrorMessage(mailError), { cause: mailError, status: 429 });
  if (mailError) console.error(`[product sheet] request ${id} stored, but its e-mail failed`, mailError);
  return { id, emailSent: !mailError };
}
