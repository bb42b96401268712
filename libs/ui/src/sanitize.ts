import DOMPurify from 'dompurify';

/**
 * A post's HTML as it may be rendered: no script, no event handler, no javascript: URL, no frames,
 * forms or styles (DOMPurify's defaults plus the tags a blog post never needs). Browser only: the
 * admin panel runs it on save and the blog on display. A separate entry, so only they load DOMPurify.
 */
export function sanitizePostHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'style', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}
