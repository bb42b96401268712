import { iconSvgAttributes, shapesMarkup } from '@pitwall/ui';
import { Download as download, Pause as pause, Play as play, Star as star, type IconNode } from 'lucide';

// The icons of the song cards, drawn with lucide's shapes and lucide-react's attributes. A card is
// repeated on the page, with seven icons: as lucide components they were two components and an
// element per shape for React to hydrate, and their shapes were 50 KB of the page's HTML. Here each
// icon is one plain <svg> whose inner markup React does not descend into, pointing at the shapes
// drawn once in the page (CardIconShapes). Same drawing as lucide-react's (card-icons.test.tsx).

const ICONS = { play, pause, download, star } satisfies Record<string, IconNode>;
type IconName = keyof typeof ICONS;

const symbolId = (name: IconName) => `song-card-icon-${name}`;

function icon(name: IconName, size: number) {
  return <svg {...iconSvgAttributes(name, size)} dangerouslySetInnerHTML={{ __html: `<use href="#${symbolId(name)}"></use>` }} />;
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
