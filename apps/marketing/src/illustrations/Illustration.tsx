import type { ReactNode } from 'react';
import styled from 'styled-components';

// Illustrations are inline SVG drawn with the theme's colours: no request, no decoding, and the
// viewBox fixes their proportions before anything paints, so they never shift the layout.

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-width: 36rem;
  margin: 0 auto;
`;

export interface IllustrationProps {
  viewBox: string;
  children: ReactNode;
}

/** Decorative: hidden from assistive technology (the text beside it says the same). */
export function Illustration({ viewBox, children }: IllustrationProps) {
  return (
    <Svg viewBox={viewBox} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      {children}
    </Svg>
  );
}
