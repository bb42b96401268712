import type { Brand } from '@pitwall/config';

/** schema.org Organization of the company, for search engines (JSON-LD on '/'). */
export function organizationJsonLd(brand: Brand) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: brand.siteUrl,
    logo: new URL('/favicon.svg', brand.siteUrl).href,
    email: brand.email,
    telephone: `+${brand.whatsapp.number}`,
    taxID: brand.taxId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      postalCode: brand.address.postalCode,
      addressLocality: brand.address.city,
      addressCountry: 'ES',
    },
    sameAs: brand.social.map((item) => item.url),
  };
}
