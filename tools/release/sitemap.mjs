// sitemap.xml and robots.txt of the composed site. The public routes are the ones the remotes claim
// inside the shared layout (remotes.json); a route with a parameter (/blog/:slug) is listed once per
// published post. Standalone routes (checkout, payment results), /auth and /admin are not public.

/** The public paths without parameters, in the remotes' order. */
export function staticPublicPaths(remotes) {
  return remotes.remotes.flatMap((remote) => remote.routes.filter((route) => !route.standalone && !route.path.includes(':')).map((route) => route.path));
}

/** Paths of the published posts, newest first (visitors may read them: anon key, RLS). */
export async function publishedPostPaths({ url, anonKey }) {
  const response = await fetch(`${url}/rest/v1/blog_posts?select=slug,published_at&published=eq.true&order=published_at.desc`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new Error(`blog_posts: HTTP ${response.status}`);
  const posts = await response.json();
  return posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: post.published_at }));
}

const escapeXml = (text) => text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]);

/** @param {Array<string | { path: string, lastModified?: string | null }>} entries */
export function sitemapXml(siteUrl, entries) {
  const urls = entries.map((entry) => {
    const { path, lastModified } = typeof entry === 'string' ? { path: entry } : entry;
    const modified = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; the private areas are kept out of search results. */
export function robotsTxt(siteUrl) {
  const disallowed = ['/admin', '/auth', '/checkout', '/payment-success', '/payment-canceled'];
  return `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** The whole sitemap of a site: its remotes' public routes and the published posts. */
export async function siteSitemap({ siteUrl, remotes, supabase }) {
  const posts = await publishedPostPaths(supabase).catch((error) => {
    // Without the posts the rest of the sitemap is still right: list what is known.
    console.error(`sitemap.xml: no posts (${error.message})`);
    return [];
  });
  return sitemapXml(siteUrl, [...staticPublicPaths(remotes), ...posts]);
}
