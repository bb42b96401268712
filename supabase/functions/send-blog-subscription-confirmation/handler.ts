/**
 * Welcomes a new blog subscriber. Only an address that is really in blog_subscribers gets a mail,
 * and only once (its mail is promised in the outbox, which retries it until it goes), so this
 * cannot be used to mail arbitrary people.
 */
import { brand } from '../_shared/brand.ts';
import { blogSubscriptionConfirmation } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { promiseMail, sendPromisedMail } from '../_shared/outbox.ts';
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

  const outboxId = subscriber.confirmation_sent_at
    ? null
    : await promiseMail(db, 'blog_welcome', subscriber.id as string, blogSubscriptionConfirmation({ email, blogUrl: `${brand.siteUrl()}/blog` }));
  if (!outboxId) return json(200, { success: true, alreadySent: true });
  return json(200, { success: true, queued: !(await sendPromisedMail(db, outboxId)) });
});
