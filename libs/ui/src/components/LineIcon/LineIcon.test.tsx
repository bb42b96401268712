import { BatteryLow, Menu, Quote, ShoppingCart, X } from 'lucide';
import * as lucideReact from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { lineIcon } from './LineIcon.tsx';

// A line icon must draw exactly what lucide-react's component draws for the same icon and size:
// the same <svg> attributes and the same shapes. The `lucide` package the shapes come from and
// lucide-react are upgraded together: a shape or an attribute that differs fails here, not in a
// screenshot.
const cases: Array<[name: string, shapes: Parameters<typeof lineIcon>[1], component: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>, size: number]> = [
  ['menu', Menu, lucideReact.Menu, 24],
  ['x', X, lucideReact.X, 18],
  ['shopping-cart', ShoppingCart, lucideReact.ShoppingCart, 22],
  ['battery-low', BatteryLow, lucideReact.BatteryLow, 22],
  ['quote', Quote, lucideReact.Quote, 28],
];

describe('lineIcon', () => {
  it.each(cases)('%s at %#: drawn as lucide-react draws it', (name, shapes, Lucide, size) => {
    const Ours = lineIcon(name, shapes);
    expect(renderToStaticMarkup(<Ours size={size} aria-hidden="true" />)).toBe(renderToStaticMarkup(<Lucide size={size} aria-hidden="true" />));
  });
});
