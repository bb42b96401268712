import { lazyPage } from '@pitwall/ui';
import type { ComponentType } from 'react';

// The commerce remote's pages, by the keys the shell's route table uses; each page is its own chunk.
const pages = {
  'shop': lazyPage(() => import('./pages/shop/ShopPage.tsx')),
  'checkout': lazyPage(() => import('./pages/checkout/CheckoutPage.tsx')),
  'payment-success': lazyPage(() => import('./pages/payment/PaymentSuccessPage.tsx')),
  'payment-canceled': lazyPage(() => import('./pages/payment/PaymentCanceledPage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
