import { lazyResolver } from '@pitwall/ui/form';
import type { SubscriberEmail } from './subscriber-email.ts';

/**
 * The subscription box's and the subscriber gate's validation: zod and the schema load when one of
 * the two forms is first focused or sent, not with the blog.
 */
export const subscriberEmailValidation = lazyResolver<SubscriberEmail>(() =>
  Promise.all([import('./subscriber-email.ts'), import('@hookform/resolvers/zod')]).then(([{ subscriberEmailSchema }, { zodResolver }]) => zodResolver(subscriberEmailSchema)),
);
