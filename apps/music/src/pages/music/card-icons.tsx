import type { IconNode } from 'lucide-react';
import { __iconNode as download } from 'lucide-react/dist/esm/icons/download.js';
import { __iconNode as pause } from 'lucide-react/dist/esm/icons/pause.js';
import { __iconNode as play } from 'lucide-react/dist/esm/icons/play.js';
import { __iconNode as star } from 'lucide-react/dist/esm/icons/star.js';

// The icons of the song cards, drawn with lucide-react's shapes and attributes. A card is repeated
// on the page, with seven icons: as lucide components they were two components and an element per
// shape for React to hydrate, and their shapes were 50 KB of the page's HTML. Here each icon is one
// plain <svg> whose inner markup React does not descend into, pointing at the shapes drawn once in
// the page (CardIconShapes). Same drawing as lucide's (card-icons.test.tsx).

const ICONS = { play, pause, download, star } satisfies Record<string, IconNode>;
type IconName = keyof typeof ICONS;

const symbolId = (name: IconName) => `song-card-icon-${name}`;
const attribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An icon's shapes as markup (lucide's IconNode: tag and attributes of each). */
export function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${attribute(name)}="${escape(String(value))}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

function icon(name: IconName, size: number) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: `<use href="#${symbolId(name)}"></use>` }}
    />
  );
}

export const PLAY_ICON = icon('play', 20);
export const PAUSE_ICON = icon('pause', 20);
export const DOWNLOAD_ICON = icon('download', 16);
export const STAR_ICON = icon('star', 20);

const SHAPES = {
  __html: (Object.keys(ICONS) as IconName[]).map((name) => `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${shapesMarkup(ICONS[name])}</symbol>`).join(''),
};

/** The shapes the card icons point at: once, on the page that shows song cards. */
export function CardIconShapes() {
  return <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }} dangerouslySetInnerHTML={SHAPES} />;
}
