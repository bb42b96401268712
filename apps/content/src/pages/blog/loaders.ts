import { getPublishedPost, getPublishedPosts, type BlogPage, type BlogPostSummary } from '@pitwall/backend';
import type { Loader } from '../../data/use-loader.ts';

/** /blog?pagina=N */
export const loadBlogList: Loader<{ page: number }, BlogPage> = (client, { page }) => getPublishedPosts(client, page);

/** /blog/{slug}: the post without its body (the gate unlocks that). */
export const loadBlogPost: Loader<{ slug: string }, BlogPostSummary | null> = (client, { slug }) => getPublishedPost(client, slug);

/** The page number of `?pagina=`, 1 when missing or not a positive whole number. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
