// lucide-react's icon modules export the shapes each icon draws (the IconNode its <Icon> takes);
// its package types only the components.
declare module 'lucide-react/dist/esm/icons/*.js' {
  import type { IconNode } from 'lucide-react';
  export const __iconNode: IconNode;
}
