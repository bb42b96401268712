import { lazyPage } from '@pitwall/ui';
import type { ComponentType } from 'react';

// The admin remote's pages, by the keys the shell's route table uses; each page is its own chunk.
const pages = {
  'panel': lazyPage(() => import('./pages/panel/AdminPanelPage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
