import { lazy } from 'react';
import type { ComponentType } from 'react';

// The marketing remote's pages, by the keys the shell's route table uses. Each page is its own
// chunk: visiting '/' downloads only the home page.
const pages = {
  home: lazy(() => import('./pages/home/HomePage.tsx')),
  about: lazy(() => import('./pages/about/AboutPage.tsx')),
  solutions: lazy(() => import('./pages/solutions/SolutionsPage.tsx')),
  benefits: lazy(() => import('./pages/benefits/BenefitsPage.tsx')),
  impact: lazy(() => import('./pages/impact/ImpactPage.tsx')),
  contact: lazy(() => import('./pages/contact/ContactPage.tsx')),
  'cookies-policy': lazy(() => import('./pages/legal/CookiesPolicyPage.tsx')),
  'privacy-policy': lazy(() => import('./pages/legal/PrivacyPolicyPage.tsx')),
  'terms-of-use': lazy(() => import('./pages/legal/TermsOfUsePage.tsx')),
  'terms-of-sale': lazy(() => import('./pages/legal/TermsOfSalePage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
