/**
 * Welcomes a new blog subscriber. Only an address that is really in blog_subscribers gets a mail,
 * and only once (confirmation_sent_at is claimed before sending), so this cannot be used to mail
 * arbitrary people.
 */
import { brand } from '../_shared/brand.ts';
import { blogSubscriptionConfirmation } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { releaseRequest } from '../_shared/leads.ts';
import { sendMail } from '../_shared/mailer.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, parseInput } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const schema = body({ email: emailField() });

export const handler: (req: Request) => Promise<Response> = postHandler('send-blog-subscription-confirmation', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const email = input.email.toLowerCase(); // subscribers are stored lower-cased
  const db = await adminClient();
  await limitCaller(db, req, 'send-blog-subscription-confirmation', 20, 600);

  const { data: subscriber, error } = await db
    .from('blog_subscribers')
    .select('id, email, confirmation_sent_at')
    .eq('email', email)
    .maybeSingle();
  if (error) throw new Error(`blog_subscribers lookup failed: ${error.message}`);
  if (!subscriber) throw new HttpError(404, 'Este email no está suscrito al blog.');

  const { data: claimed, error: claimError } = await db
    .from('blog_subscribers')
    .update({ confirmation_sent_at: new Date().toISOString() })
    .eq('id', subscriber.id)
    .is('confirmation_sent_at', null)
    .select('id')
    .maybeSingle();
  if (claimError) throw new Error(`blog_subscribers claim failed: ${claimError.message}`);
  if (!claimed) return json(200, { success: true, alreadySent: true });

  try {
    await sendMail(blogSubscriptionConfirmation({ email, blogUrl: `${brand.siteUrl()}/blog` }));
  } catch (mailError) {
    console.error('[send-blog-subscription-confirmation] sending failed', mailError);
    await releaseRequest(db, 'blog_subscribers', 'confirmation_sent_at', subscriber.id as string);
    return json(502, { error: 'No se pudo enviar el email de confirmación. Inténtalo de nuevo más tarde.' });
  }
  return json(200, { success: true });
});
