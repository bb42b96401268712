import { lazyPage } from '@pitwall/ui';
import type { ComponentType } from 'react';

// The marketing remote's pages, by the keys the shell's route table uses. Each page is its own
// chunk: visiting '/' downloads only the home page.
const pages = {
  home: lazyPage(() => import('./pages/home/HomePage.tsx')),
  about: lazyPage(() => import('./pages/about/AboutPage.tsx')),
  solutions: lazyPage(() => import('./pages/solutions/SolutionsPage.tsx')),
  benefits: lazyPage(() => import('./pages/benefits/BenefitsPage.tsx')),
  impact: lazyPage(() => import('./pages/impact/ImpactPage.tsx')),
  contact: lazyPage(() => import('./pages/contact/ContactPage.tsx')),
  'cookies-policy': lazyPage(() => import('./pages/legal/CookiesPolicyPage.tsx')),
  'privacy-policy': lazyPage(() => import('./pages/legal/PrivacyPolicyPage.tsx')),
  'terms-of-use': lazyPage(() => import('./pages/legal/TermsOfUsePage.tsx')),
  'terms-of-sale': lazyPage(() => import('./pages/legal/TermsOfSalePage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
