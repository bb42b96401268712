import { Download, Pause, Play, Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardIconShapes, DOWNLOAD_ICON, PAUSE_ICON, PLAY_ICON, STAR_ICON } from './card-icons.tsx';

// The card icons must draw exactly what lucide-react's components draw: the same <svg> attributes,
// and the shapes their <use> points at the same as the component's. A lucide upgrade that changes
// a shape or an attribute fails here, not in a screenshot.
const outer = (markup: string) => /^<svg[^>]*>/.exec(markup)?.[0];
const inner = (markup: string) => /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];

describe('song card icons', () => {
  const shapes = renderToStaticMarkup(<CardIconShapes />);

  it.each([
    ['play', PLAY_ICON, <Play key="play" size={20} aria-hidden="true" />],
    ['pause', PAUSE_ICON, <Pause key="pause" size={20} aria-hidden="true" />],
    ['download', DOWNLOAD_ICON, <Download key="download" size={16} aria-hidden="true" />],
    ['star', STAR_ICON, <Star key="star" size={20} aria-hidden="true" />],
  ])('%s is drawn as lucide-react draws it', (name, plain, lucide) => {
    const ours = renderToStaticMarkup(plain);
    const theirs = renderToStaticMarkup(lucide);
    expect(outer(ours)).toBe(outer(theirs));
    const id = /<use href="#([^"]+)"><\/use>/.exec(ours)?.[1];
    expect(id).toBe(`song-card-icon-${name}`);
    const symbol = new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">([\\s\\S]*?)</symbol>`).exec(shapes)?.[1];
    expect(symbol).toBe(inner(theirs));
  });
});
