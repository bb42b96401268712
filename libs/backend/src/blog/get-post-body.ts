import type { Backend } from '../client.ts';

export interface BlogPostBody {
  /** HTML as the admin wrote it: sanitise before rendering. */
  content: string;
  images: string[];
}

/**
 * The body of a published post, which the server gives only to a subscribed e-mail
 * (get_blog_post_body checks it with verify_blog_subscription); null for anyone else.
 */
export async function getPostBody(client: Backend, slug: string, email: string): Promise<BlogPostBody | null> {
  const { data, error } = await client.rpc('get_blog_post_body', { p_slug: slug, p_email: email }).maybeSingle();
  if (error) throw error;
  return data;
}
