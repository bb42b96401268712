import * as z from 'zod';
import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { NoAuthenticatedUserError } from './create-blog-post.ts';
import { removeUploadedImages, uploadImage, type UploadPlace } from './images.ts';
import type { Page } from './list-page.ts';

export type AdminBlogPost = Tables<'blog_posts'>;
export type BlogPostSortColumn = 'created_at' | 'published_at' | 'title' | 'updated_at';

export interface BlogPostsQuery {
  /** Looks in the title, slug and excerpt. */
  search?: string;
  state?: 'publicadas' | 'borradores';
  sort: { column: BlogPostSortColumn; ascending: boolean };
  page: number;
  pageSize: number;
}

/** Characters that would break out of a PostgREST `or=(…)` value or act as wildcards. */
const FILTER_SYNTAX = /["\\*%,()]/g;

/**
 * One page of posts, drafts included, with their bodies (admins only: admin_blog_posts() refuses
 * anyone else with 42501; the table itself never shows a body to anyone).
 */
export async function getBlogPosts(client: Backend, query: BlogPostsQuery): Promise<Page<AdminBlogPost>> {
  const from = (Math.max(1, query.page) - 1) * query.pageSize;
  let request = client.rpc('admin_blog_posts', undefined, { count: 'exact' }).select('*');
  const text = query.search?.replace(FILTER_SYNTAX, ' ').trim().replace(/\s+/g, ' ');
  if (text) request = request.or(['title', 'slug', 'excerpt'].map((column) => `${column}.ilike."*${text}*"`).join(','));
  if (query.state) request = request.eq('published', query.state === 'publicadas');
  const { data, error, count } = await request
    .order(query.sort.column, { ascending: query.sort.ascending, nullsFirst: false })
    .order('id', { ascending: true })
    .range(from, from + query.pageSize - 1);
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

/** One whole post for the editor, or null when it does not exist. */
export async function getBlogPost(client: Backend, id: string): Promise<AdminBlogPost | null> {
  const { data, error } = await client.rpc('admin_blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** The address part of /blog/{slug} made from a title: 'Fórmula 1: ¡el día!' → 'formula-1-el-dia'. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

/** Tags as typed: 'simuladores, Empresas ,' → ['simuladores', 'Empresas']. */
const tagList = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((tag) => tag.trim()).filter(Boolean))])
  .refine((tags) => tags.length <= 30, 'Una publicación admite como máximo 30 etiquetas')
  .refine((tags) => tags.every((tag) => tag.length <= 40), 'Cada etiqueta puede tener como máximo 40 caracteres');

export const blogPostFormSchema = z.object({
  title: z.string().trim().min(1, 'Introduce el título').max(300, 'El título no puede superar 300 caracteres'),
  slug: z
    .string()
    .trim()
    .min(1, 'Introduce la dirección de la publicación')
    .max(200, 'La dirección no puede superar 200 caracteres')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'La dirección solo admite minúsculas sin acentos, números y guiones (p. ej. simuladores-para-empresas)'),
  excerpt: z
    .string()
    .trim()
    .max(1000, 'El resumen no puede superar 1000 caracteres')
    .transform((value) => value || null),
  tags: tagList,
  content: z.string().max(200_000, 'El contenido es demasiado largo (máximo 200.000 caracteres)'),
  featured_image: z.string().transform((value) => value || null),
  images: z.array(z.string()).max(50, 'La galería admite como máximo 50 imágenes'),
  published: z.boolean(),
});

export type BlogPostFormInput = z.input<typeof blogPostFormSchema>;
export type BlogPostFormValues = z.output<typeof blogPostFormSchema>;

/** The form's starting values: the post's, or an empty draft. */
export function blogPostFormInput(post: AdminBlogPost | null): BlogPostFormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    tags: post?.tags.join(', ') ?? '',
    content: post?.content ?? '',
    featured_image: post?.featured_image ?? '',
    images: post?.images ?? [],
    published: post?.published ?? false,
  };
}

export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
  constructor(readonly slug: string) {
    super(`Ya existe una publicación en /blog/${slug}. Elige otra dirección.`);
  }
}

/**
 * Creates the post under the signed-in admin's name, or updates it. `content` must already be
 * sanitised (the panel does it on save; the blog does it again on display). A taken slug rejects
 * with SlugTakenError; a draft keeps no publication date, a newly published post gets now().
 */
export async function saveBlogPost(client: Backend, values: BlogPostFormValues, post: AdminBlogPost | null): Promise<{ id: string; slug: string }> {
  const row = { ...values, published_at: values.published ? (post?.published_at ?? null) : null };
  if (post) {
    const { data, error } = await client.from('blog_posts').update(row).eq('id', post.id).select('id, slug');
    if (error?.code === '23505') throw new SlugTakenError(values.slug);
    if (error) throw error;
    if (!data.length) throw new Error('La publicación no existe o no se puede modificar.');
    return data[0] as { id: string; slug: string };
  }
  const {
    data: { user },
  } = await client.auth.getUser();
  if (!user) throw new NoAuthenticatedUserError();
  const { data, error } = await client.from('blog_posts').insert({ ...row, created_by: user.id }).select('id, slug').single();
  if (error?.code === '23505') throw new SlugTakenError(values.slug);
  if (error) throw error;
  return data;
}

/** Where the panel puts the blog's pictures (the seed's live elsewhere in the bucket). */
const BLOG_IMAGES: UploadPlace = { bucket: 'blog-images', folder: 'publicaciones/' };

export const uploadBlogImage = (client: Backend, file: File) => uploadImage(client, BLOG_IMAGES, file);
export const removeBlogImages = (client: Backend, urls: Array<string | null | undefined>) => removeUploadedImages(client, BLOG_IMAGES, urls);

/** Deletes a post (admins only: RLS) and the pictures the panel uploaded for it. */
export async function deleteBlogPost(client: Backend, post: AdminBlogPost): Promise<void> {
  const { data, error } = await client.from('blog_posts').delete().eq('id', post.id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('La publicación no existe o no se puede eliminar.');
  await removeBlogImages(client, [post.featured_image, ...post.images]);
}
