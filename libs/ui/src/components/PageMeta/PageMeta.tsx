import { getRuntimeConfig } from '@pitwall/config';
import { useLocation } from '@pitwall/router';

type JsonLd = Record<string, unknown>;

export interface PageMetaProps {
  /** The page's own title; the brand is added after it (or is the title on '/'). */
  title: string;
  description: string;
  /** Open Graph / Twitter card picture: an absolute URL or a path of the site (the default card otherwise). */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** Structured data for search engines (schema.org), written as JSON-LD. */
  jsonLd?: JsonLd | JsonLd[];
  /** Search engines should not index the page (a 404, a post that does not exist). */
  noIndex?: boolean;
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/**
 * The page's <head>: title, description, canonical URL, Open Graph and Twitter card. React 19
 * moves these tags into <head> wherever they are rendered, on the client and in the prerendered
 * HTML alike, so each page declares its own head in its own render.
 */
export function PageMeta({ title, description, image = '/og-image.jpg', type = 'website', jsonLd, noIndex = false }: PageMetaProps) {
  const { brand } = getRuntimeConfig();
  const { pathname } = useLocation();
  const fullTitle = title === brand.name ? title : `${title} · ${brand.name}`;
  const url = absolute(brand.siteUrl, pathname);
  const imageUrl = absolute(brand.siteUrl, image);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content="es_ES" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}

/** Structured data (schema.org) for search engines. */
export function JsonLd({ data }: { data: JsonLd | JsonLd[] }) {
  // JSON-LD is data, not code: '<' is escaped so a text can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
