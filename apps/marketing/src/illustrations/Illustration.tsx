import type { ReactNode } from 'react';
import styled from 'styled-components';

// Illustrations are inline SVG drawn with the theme's colours: no request, no decoding, and the
// viewBox fixes their proportions before anything paints, so they never shift the layout. One set,
// drawn for this site: the hero's circuit, the simulator rig, a team session and the charity tour,
// each on the dark asphalt of the hero with the accent for what moves.

/** The asphalt grey of the track and the rigs' frames. */
export const TRACK_GREY = '#2A2D36';

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
