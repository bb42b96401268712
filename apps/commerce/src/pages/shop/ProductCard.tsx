import type { ProductVariant, ProductWithVariants } from '@pitwall/backend';
import { Badge, Button, formatEuros, lineIcon, NoBox, spreadRow, StaticIsland, TextButton } from '@pitwall/ui';
import { useValuesFromBeforeHydration } from '@pitwall/ui/hydrate-when-seen';
import { ImageOff, MapPin, ShoppingCart } from 'lucide';
import { lazy, memo, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { cartActions } from '../../features/cart/use-cart-actions.ts';
import { StoredPicture } from '../../features/media/StoredPicture.tsx';
import {
  CATEGORY_LABEL,
  defaultVariant,
  priceOf,
  productDetails,
  sortedVariants,
  stockBadge,
  stockOf,
  toCartProduct,
  toCartVariant,
} from './product-view.ts';

const LocationDialog = lazy(() => import('./LocationDialog.tsx'));

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

// Plain <svg>s with no shapes for React to hydrate: the shop repeats them on every card.
const NoImageIcon = lineIcon('image-off', ImageOff);
const LocationIcon = lineIcon('map-pin', MapPin);
const CartIcon = lineIcon('shopping-cart', ShoppingCart);

const Media = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/* Category and stock share one row under the picture, never on it. */
const Tags = styled.div`
  ${spreadRow('xSmall')}
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.medium};
  h2 { font-size: ${({ theme }) => theme.fontSizes.large}; }
`;

const Details = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const VariantBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  label { font-size: ${({ theme }) => theme.fontSizes.small}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  select {
    width: 100%;
    min-width: 0;
    min-height: 2.75rem;
    font-size: ${({ theme }) => theme.fontSizes.small};
    padding: 0 ${({ theme }) => theme.spacing.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const VariantInfo = styled.div`
  padding: ${({ theme }) => theme.spacing.xSmall} ${({ theme }) => theme.spacing.small};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: ${({ theme }) => theme.fontSizes.small};
  strong { display: block; }
`;

const Footer = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xLarge};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const Shipping = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.muted};
`;

function variantLabel(product: ProductWithVariants, variant: ProductVariant) {
  const price = formatEuros(priceOf(product, variant));
  return variant.stock <= 0 ? `${variant.variant_name} · ${price} · Agotado` : `${variant.variant_name} · ${price}`;
}

/** The card's width in the shop grid: 4, 3, 2 or 1 columns (ShopPage). */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 18rem, (min-width: 960px) 33vw, (min-width: 640px) 50vw, 100vw';

const attributeText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export interface ProductCardProps {
  product: ProductWithVariants;
  /** The page's largest paint: its picture loads at once, first (the others are lazy). */
  firstPicture?: boolean;
}

// Memo: the shop loads its products again after the first paint; the same data keeps the same
// objects, so no card renders again for it.
export const ProductCard = memo(function ProductCard({ product, firstPicture = false }: ProductCardProps) {
  const variants = sortedVariants(product);
  const [selectedId, setSelectedId] = useState(() => defaultVariant(product)?.id ?? null);
  // The option chosen on the prerendered card before it hydrated is the one the button adds.
  const control = useValuesFromBeforeHydration({ variant: selectedId ?? '' }, ({ variant }) => variant && setSelectedId(variant));
  const [locationOpen, setLocationOpen] = useState(false);
  const selectId = useId();
  const variant = variants.find((item) => item.id === selectedId) ?? null;
  const price = priceOf(product, variant);
  const stock = stockOf(product, variant);
  const soldOut = stock <= 0;
  const stockNews = stockBadge(stock);
  const details = productDetails(product);
  const tribunas = attributeText(variant?.attributes && (variant.attributes as Record<string, unknown>).tribunas);
  const descripcion = attributeText(variant?.attributes && (variant.attributes as Record<string, unknown>).descripcion);
  const headingId = `${selectId}-title`;

  return (
    <Card aria-labelledby={headingId}>
      {/* A picture answers nothing: kept as prerendered while it is the same. */}
      <StaticIsland as={Media} watch={[product.image_url, product.title, firstPicture]}>
        {product.image_url ? (
          <StoredPicture
            src={product.image_url}
            alt={product.title}
            sizes={CARD_IMAGE_SIZES}
            loading={firstPicture ? 'eager' : 'lazy'}
            fetchPriority={firstPicture ? 'high' : 'auto'}
            width={400}
            height={300}
          />
        ) : (
          <span role="img" aria-label="Sin imagen">
            <NoImageIcon size={40} />
          </span>
        )}
      </StaticIsland>
      <Body>
        <Tags>
          <Badge $tone="accent">{CATEGORY_LABEL[product.category] ?? product.category}</Badge>
          {stockNews && <Badge $tone={stockNews.soldOut ? 'danger' : 'neutral'}>{stockNews.text}</Badge>}
        </Tags>
        {/* The product's text is prerendered: kept as it is while it matches the data. */}
        <StaticIsland as={NoBox} watch={[headingId, product.title, details.join('\n'), product.description]}>
          <h2 id={headingId}>{product.title}</h2>
          {details.length > 0 && (
            <Details>
              {details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Details>
          )}
          {product.description && <Description>{product.description}</Description>}
        </StaticIsland>
        {variants.length > 0 && (
          <VariantBlock>
            <label htmlFor={selectId}>Opción</label>
            {/* The options' labels carry prices: kept as prerendered while they say the same (see Price). */}
            <StaticIsland
              as="select"
              ref={control('variant')}
              id={selectId}
              value={selectedId ?? ''}
              onChange={(event) => setSelectedId((event.currentTarget as HTMLSelectElement).value)}
              watch={variants.flatMap((item) => [item.id, item.variant_name, priceOf(product, item), item.stock <= 0])}
            >
              {() =>
                variants.map((item) => (
                  <option key={item.id} value={item.id} disabled={item.stock <= 0}>
                    {variantLabel(product, item)}
                  </option>
                ))
              }
            </StaticIsland>
            {(tribunas || descripcion) && (
              <VariantInfo>
                {tribunas && <strong>{tribunas}</strong>}
                {descripcion && <span>{descripcion}</span>}
              </VariantInfo>
            )}
            {variant?.location_image_url && (
              <TextButton onClick={() => setLocationOpen(true)}>
                <LocationIcon size={16} />
                Ver ubicación en el circuito
              </TextButton>
            )}
          </VariantBlock>
        )}
        <Footer>
          {/* Money is written by the page's first Intl formatter, whose making costs a phone tens of
              ms: the prerendered amounts stay while they are the same, so the card hydrates
              without it (the first card hydrates with the page). */}
          <StaticIsland as={Price} watch={[price]}>
            {() => formatEuros(price)}
          </StaticIsland>
          {product.category === 'merchandising' && product.shipping_cost > 0 && (
            <StaticIsland as={Shipping} watch={[product.shipping_cost]}>
              {() => `+ ${formatEuros(product.shipping_cost)} de gastos de envío`}
            </StaticIsland>
          )}
          <Button
            fullWidth
            disabled={soldOut}
            onClick={() => cartActions.add(toCartProduct(product), variant && toCartVariant(variant))}
            aria-label={soldOut ? `Agotado: ${product.title}` : `Añadir al carrito: ${product.title}`}
          >
            {soldOut ? (
              'Agotado'
            ) : (
              <>
                <CartIcon size={18} />
                Añadir al carrito
              </>
            )}
          </Button>
        </Footer>
      </Body>
      {locationOpen && variant?.location_image_url && (
        <Suspense fallback={null}>
          <LocationDialog
            open={locationOpen}
            onOpenChange={setLocationOpen}
            imageUrl={variant.location_image_url}
            variantName={variant.variant_name}
          />
        </Suspense>
      )}
    </Card>
  );
});
