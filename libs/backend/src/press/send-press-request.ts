import type { Backend } from '../client.ts';
import type { TablesInsert } from '../database.types.ts';

export type PressRequest = Pick<TablesInsert<'press_contacts'>, 'nombre' | 'medio' | 'email' | 'telefono' | 'tipo_solicitud' | 'mensaje'>;

/**
 * Stores the journalist's request, then asks for the press inbox to be told about that stored row
 * (by its id, so one request is mailed once). The request is kept even when the mail fails:
 * `notified` says whether it went out.
 */
export async function sendPressRequest(client: Backend, request: PressRequest): Promise<{ notified: boolean }> {
  // Visitors cannot read the table back, so the id is chosen here rather than returned.
  const id = crypto.randomUUID();
  const { error } = await client.from('press_contacts').insert({ ...request, id });
  if (error) throw error;
  const mail = await client.functions.invoke('send-press-contact-notification', { body: { id } });
  if (mail.error) console.error('[press] the notification could not be sent', mail.error);
  return { notified: !mail.error };
}
