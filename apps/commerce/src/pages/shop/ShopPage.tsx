import { getRuntimeConfig } from '@pitwall/config';
import { Container, ErrorState, JsonLd, LoadingState, PageHeader, PageMeta, StaleDataNotice, media, toast, useAsyncResource } from '@pitwall/ui';
import type { ProductWithVariants } from '@pitwall/backend';
import { HydrateWhenSeen } from '@pitwall/ui/hydrate-when-seen';
import { memo, useEffect } from 'react';
import styled from 'styled-components';
import { ProductCard } from './ProductCard.tsx';
import { productsJsonLd } from './products-json-ld.ts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.xxLarge};
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  grid-template-columns: 1fr;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.laptop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.xxLarge} 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.large};
  color: ${({ theme }) => theme.colors.muted};
`;

// The page hydrates from the products in its HTML: the backend (supabase-js with it) is loaded to
// fetch them again, not evaluated before the page can answer.
const loadProducts = async () => (await import('@pitwall/backend')).getActiveProducts();

/**
 * A product after the first: on a phone it starts below the first screen, so it hydrates when it
 * comes near the screen, at the visitor's first input or when its product changes, not with the
 * page. A memo component: products loaded again are the same objects when unchanged, so they do
 * not wake a card still asleep (new children would).
 */
const LaterProduct = memo(function LaterProduct({ product }: { product: ProductWithVariants }) {
  return (
    <HydrateWhenSeen as="li">
      <ProductCard product={product} />
    </HydrateWhenSeen>
  );
});

export default function ShopPage() {
  const products = useAsyncResource(loadProducts, null, 'shop/products');

  useEffect(() => {
    if (products.status === 'error') {
      console.error(products.error);
      toast.error('No se pudieron cargar los productos');
    }
  }, [products.status, products.error]);

  return (
    <Container>
      <PageMeta title="Tienda" description="Entradas de Fórmula 1, merchandising oficial y productos digitales en la tienda de Pitwall." />
      <PageHeader title="Tienda" lead="Entradas de Fórmula 1, merchandising oficial y productos digitales." />
      <StaleDataNotice resource={products} />
      {products.status === 'loading' && <LoadingState label="Cargando productos…" />}
      {products.status === 'error' && (
        <ErrorState title="No se pudieron cargar los productos" message="Comprueba tu conexión e inténtalo de nuevo." onRetry={products.reload} />
      )}
      {products.status === 'success' &&
        (products.data.length === 0 ? (
          <Empty>No hay productos disponibles</Empty>
        ) : (
          <>
            <JsonLd data={productsJsonLd(products.data, new URL('/tienda', getRuntimeConfig().brand.siteUrl).href)} />
            <Grid aria-label="Productos">
              {products.data.map((product, index) =>
                index === 0 ? (
                  <li key={product.id}>
                    {/* The first picture is the page's largest paint; the others wait their turn (lazy). */}
                    <ProductCard product={product} firstPicture />
                  </li>
                ) : (
                  <LaterProduct key={product.id} product={product} />
                ),
              )}
            </Grid>
          </>
        ))}
    </Container>
  );
}
