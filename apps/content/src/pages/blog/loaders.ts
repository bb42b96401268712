import type { BlogPage, BlogPostSummary } from '@pitwall/backend';
import type { Loader } from '../../data/use-loader.ts';

/** /blog?pagina=N */
export const loadBlogList: Loader<{ page: number }, BlogPage> = ({ getPublishedPosts, getSupabase }, { page }) => getPublishedPosts(getSupabase(), page);

/** /blog/{slug}: the post without its body (the gate unlocks that). */
export const loadBlogPost: Loader<{ slug: string }, BlogPostSummary | null> = ({ getPublishedPost, getSupabase }, { slug }) => getPublishedPost(getSupabase(), slug);

/** The page number of `?pagina=`, 1 when missing or not a positive whole number. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
