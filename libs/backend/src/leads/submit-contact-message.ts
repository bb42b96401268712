import type { Backend } from '../client.ts';
import { contactMessageSchema, type ContactMessageInput } from './lead-fields.ts';
import { functionErrorMessage, LeadRequestError } from './lead-errors.ts';

/**
 * Sends a contact or demo request. send-contact-notification stores it in contact_messages first
 * and only then notifies the company inbox; a failed notification still answers success.
 * `source` says which form sent it (contacto, demo, gira-solidaria…).
 */
export async function submitContactMessage(
  supabase: Backend,
  input: ContactMessageInput, source: string): Promise<{ id: string }> {
  const values = contactMessageSchema.parse(input);
  const { data, error } = await supabase.functions.invoke<{ id?: string; error?: string }>('send-contact-notification', {
    body: { ...values, source },
  });
  if (error) throw new LeadRequestError(await functionErrorMessage(error), { cause: error });
  if (!data?.id) throw new LeadRequestError(typeof data?.error === 'string' ? data.error : null);
  return { id: data.id };
}
