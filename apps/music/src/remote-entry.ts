import { lazyPage } from '@pitwall/ui';
import type { ComponentType } from 'react';

// The music remote's pages, by the keys the shell's route table uses; each page is its own chunk.
const pages = {
  'music': lazyPage(() => import('./pages/music/MusicPage.tsx')),
} satisfies Record<string, ComponentType>;

export default pages;
