import { selectItemCount, useCart } from '@pitwall/cart';
import { lineIcon, useHydrated } from '@pitwall/ui';
import { ShoppingCart } from 'lucide';
import { Link } from '@pitwall/router';
import styled from 'styled-components';

const CartIcon = lineIcon('shopping-cart', ShoppingCart);

const CartLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
`;

/** Opens /checkout; the badge follows the shared cart store live, across remotes and tabs. */
export function CartButton() {
  const storedCount = useCart(selectItemCount);
  // The stored cart is this browser's: the prerendered badge is empty, the count comes on hydration.
  const count = useHydrated() ? storedCount : 0;
  const label = count === 1 ? 'Carrito: 1 producto' : `Carrito: ${count} productos`;
  return (
    <CartLink to="/checkout" aria-label={label}>
      <CartIcon size={22} aria-hidden="true" />
      {count > 0 && (
        <Count data-testid="cart-count" aria-hidden="true">
          {count}
        </Count>
      )}
    </CartLink>
  );
}
