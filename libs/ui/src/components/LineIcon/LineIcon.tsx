import type { IconNode } from 'lucide';

const attribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An icon's shapes as markup (lucide's IconNode: each shape's tag and attributes). */
export function shapesMarkup(shapes: IconNode): string {
  return shapes
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${attribute(name)}="${escape(String(value))}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

/** The attributes lucide-react gives an icon's <svg>, hidden from assistive technology (decorative). */
export function iconSvgAttributes(name: string, size: number) {
  return {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: `lucide lucide-${name}`,
    'aria-hidden': 'true',
  } as const;
}

export interface LineIconProps {
  size?: number;
  /** Always hidden from assistive technology: an icon here only repeats the text beside it. */
  'aria-hidden'?: 'true' | true;
}

/**
 * A lucide icon (its shapes from the `lucide` package) as a component drawing exactly what
 * lucide-react's would (LineIcon.test.tsx): one plain <svg> whose shapes are markup React does not
 * descend into. Without lucide-react's component runtime in a page's first load, and one element to
 * hydrate instead of one per shape. `name` is lucide's (kebab-case), which names its class.
 */
export function lineIcon(name: string, shapes: IconNode) {
  const markup = { __html: shapesMarkup(shapes) };
  function LineIcon({ size = 24 }: LineIconProps) {
    return <svg {...iconSvgAttributes(name, size)} dangerouslySetInnerHTML={markup} />;
  }
  return LineIcon;
}
