import type { Backend } from '../client.ts';
import type { TablesInsert } from '../database.types.ts';

export type NewBlogPost = Pick<
  TablesInsert<'blog_posts'>,
  'title' | 'slug' | 'content' | 'excerpt' | 'featured_image' | 'images' | 'published' | 'published_at' | 'tags'
>;

/** What the insert reads back: card columns only (the body is readable through admin_blog_posts()). */
export interface CreatedBlogPost {
  id: string;
  slug: string;
  title: string;
  published: boolean;
}

export class NoAuthenticatedUserError extends Error {
  override name = 'NoAuthenticatedUserError';
  constructor() {
    super('No authenticated user');
  }
}

/**
 * Creates a post under the signed-in user's name. Without a user it fails before any request
 * ('No authenticated user'); the database policy lets only admins insert.
 */
export async function createBlogPost(client: Backend, post: NewBlogPost): Promise<CreatedBlogPost> {
  const {
    data: { user },
  } = await client.auth.getUser();
  if (!user) throw new NoAuthenticatedUserError();
  const { data, error } = await client
    .from('blog_posts')
    .insert({ ...post, created_by: user.id })
    .select('id, slug, title, published')
    .single();
  if (error) throw error;
  return data;
}
