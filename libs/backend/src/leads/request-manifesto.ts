import type { Backend } from '../client.ts';
import { manifestoRequestSchema, resolvedRole, type ManifestoRequestInput } from './lead-fields.ts';
import { functionErrorMessage, isRateLimited, LeadRequestError } from './lead-errors.ts';

/**
 * Stores a manifesto request, then asks send-manifesto-email to mail it. The request gets an id
 * made here (visitors may insert but not read leads back), and that id is the only thing the mail
 * function accepts. A failed e-mail is logged and the stored request stands: `emailSent` says which.
 */
export async function requestManifesto(
  supabase: Backend,
  input: ManifestoRequestInput): Promise<{ id: string; emailSent: boolean }> {
  const values = manifestoRequestSchema.parse(input);
  const id = crypto.randomUUID();
  const { error } = await supabase.from('manifesto_downloads').insert({
    id,
    nombre: values.nombre,
    email: values.email,
    empresa: values.empresa || null,
    puesto: resolvedRole(values),
  });
  if (error) throw new LeadRequestError(isRateLimited(error) ? error.message : null, { cause: error, status: isRateLimited(error) ? 429 : null });

  const { error: mailError } = await supabase.functions.invoke('send-manifesto-email', { body: { id } });
  // A limit means no mail will go: say so rather than "sent". Anything else is retried by the outbox.
  if (mailError && isRateLimited(mailError)) throw new LeadRequestError(await functionErrorMessage(mailError), { cause: mailError, status: 429 });
  if (mailError) console.error(`[manifesto] request ${id} stored, but its e-mail failed`, mailError);
  return { id, emailSent: !mailError };
}
