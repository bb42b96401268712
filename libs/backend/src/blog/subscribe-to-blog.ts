import type { Backend } from '../client.ts';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

/**
 * Stores the subscriber, then asks for the welcome mail. The subscription stands even when the mail
 * fails (the function mails each stored address once, so a retry cannot send it twice).
 */
export async function subscribeToBlog(client: Backend, email: string): Promise<SubscribeOutcome> {
  const { error } = await client.from('blog_subscribers').insert({ email });
  if (error?.code === '23505') return 'already-subscribed';
  if (error) throw error;
  const mail = await client.functions.invoke('send-blog-subscription-confirmation', { body: { email } });
  if (mail.error) console.error('[blog] the welcome mail could not be sent', mail.error);
  return 'subscribed';
}
