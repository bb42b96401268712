import { lazyPage } from '@pitwall/ui';
import type { ComponentType } from 'react';

// The content remote's pages, by the keys the shell's route table uses; each page is its own chunk.
const pages = {
  'blog': lazyPage(() => import('./pages/blog/BlogPage.tsx')),
  'blog-post': lazyPage(() => import('./pages/blog/BlogPostPage.tsx')),
  'press': lazyPage(() => import('./pages/press/PressPage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
