import type { BlogPostSummary } from '@pitwall/backend';
import { useEffect } from 'react';

/** The tags a post sets in <head>: [attribute, key] → content. */
function postMeta(post: BlogPostSummary, url: string): Array<[attribute: 'name' | 'property', key: string, content: string]> {
  const description = post.excerpt ?? post.title;
  const tags: Array<['name' | 'property', string, string]> = [
    ['name', 'description', description],
    ['property', 'og:type', 'article'],
    ['property', 'og:title', post.title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
  ];
  if (post.featured_image) tags.push(['property', 'og:image', post.featured_image]);
  if (post.published_at) tags.push(['property', 'article:published_time', post.published_at]);
  return tags;
}

/**
 * document.title, the description and the Open Graph tags describe the post while its page is
 * open; what was there before comes back when the visitor leaves.
 */
export function usePostMeta(post: BlogPostSummary | null | undefined) {
  useEffect(() => {
    if (!post) return;
    const previousTitle = document.title;
    document.title = `${post.title} · Pitwall`;
    const restore = postMeta(post, window.location.href).map(([attribute, key, content]) => {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      const previous = element?.getAttribute('content') ?? null;
      const created = !element;
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(attribute, key);
        document.head.append(element);
      }
      element.setAttribute('content', content);
      return () => {
        if (created) element.remove();
        else if (previous !== null) element.setAttribute('content', previous);
      };
    });
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [post]);
}
