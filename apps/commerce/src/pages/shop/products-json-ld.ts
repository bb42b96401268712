import type { ProductWithVariants } from '@pitwall/backend';

/** schema.org Product of each item in the shop, for search engines (JSON-LD on /tienda). */
export function productsJsonLd(products: ProductWithVariants[], shopUrl: string) {
  return products.map((product) => {
    const stock = product.has_variants ? product.product_variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock;
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      ...(product.description ? { description: product.description } : {}),
      ...(product.image_url ? { image: product.image_url } : {}),
      category: product.category,
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: shopUrl,
      },
    };
  });
}
