import type { Backend } from '../client.ts';
import { BLOG_SUMMARY_COLUMNS, type BlogPostSummary } from './get-published-posts.ts';

/** The shape the database allows for a slug (lower-case words joined by hyphens, at most 200). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A published post by slug, without its body; null when there is none (or the slug cannot exist). */
export async function getPublishedPost(client: Backend, slug: string): Promise<BlogPostSummary | null> {
  if (slug.length > 200 || !SLUG.test(slug)) return null;
  const { data, error } = await client
    .from('blog_posts')
    .select(BLOG_SUMMARY_COLUMNS)
    .eq('slug', slug)
    .eq('published', true)
    .maybeSingle();
  if (error) throw error;
  return data;
}
