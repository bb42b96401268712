import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { BLOG_PAGE_SIZE } from './page-size.ts';

/** What a card and the gate show: a post without its body (the body is for subscribers). */
export type BlogPostSummary = Pick<Tables<'blog_posts'>, 'id' | 'slug' | 'title' | 'excerpt' | 'featured_image' | 'published_at' | 'tags'>;

/** The columns visitors may read (the database refuses content and images). */
export const BLOG_SUMMARY_COLUMNS = 'id, slug, title, excerpt, featured_image, published_at, tags';

export interface BlogPage {
  posts: BlogPostSummary[];
  /** Published posts in all. */
  total: number;
}

/** One page (from 1) of published posts, newest first. A page past the end is empty. */
export async function getPublishedPosts(client: Backend, page: number): Promise<BlogPage> {
  const from = (page - 1) * BLOG_PAGE_SIZE;
  const { data, error, count } = await client
    .from('blog_posts')
    .select(BLOG_SUMMARY_COLUMNS, { count: 'exact' })
    .eq('published', true)
    .order('published_at', { ascending: false })
    .order('id')
    .range(from, from + BLOG_PAGE_SIZE - 1);
  // PGRST103: the range starts past the last row.
  if (error?.code === 'PGRST103') return { posts: [], total: count ?? 0 };
  if (error) throw error;
  return { posts: data, total: count ?? data.length };
}
