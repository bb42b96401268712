import { lazy } from 'react';
import type { ComponentType } from 'react';

// The commerce remote's pages, by the keys the shell's route table uses; each page is its own chunk.
const pages = {
  'shop': lazy(() => import('./pages/shop/ShopPage.tsx')),
  'checkout': lazy(() => import('./pages/checkout/CheckoutPage.tsx')),
  'payment-success': lazy(() => import('./pages/payment/PaymentSuccessPage.tsx')),
  'payment-canceled': lazy(() => import('./pages/payment/PaymentCanceledPage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
