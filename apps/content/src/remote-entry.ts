import { lazy } from 'react';
import type { ComponentType } from 'react';

// The content remote's pages, by the keys the shell's route table uses; each page is its own chunk.
const pages = {
  'blog': lazy(() => import('./pages/blog/BlogPage.tsx')),
  'blog-post': lazy(() => import('./pages/blog/BlogPostPage.tsx')),
  'press': lazy(() => import('./pages/press/PressPage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
