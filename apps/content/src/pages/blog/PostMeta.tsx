import type { BlogPostSummary } from '@pitwall/backend';
import { getRuntimeConfig } from '@pitwall/config';
import { PageMeta } from '@pitwall/ui';

/** The post's head: title, excerpt, picture, and a schema.org BlogPosting for search engines. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const { brand } = getRuntimeConfig();
  const description = post.excerpt ?? post.title;
  const url = new URL(`/blog/${post.slug}`, brand.siteUrl).href;
  return (
    <PageMeta
      title={post.title}
      description={description}
      type="article"
      image={post.featured_image ?? undefined}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        url,
        mainEntityOfPage: url,
        ...(post.featured_image ? { image: post.featured_image } : {}),
        ...(post.published_at ? { datePublished: post.published_at } : {}),
        ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
        publisher: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
      }}
    />
  );
}
