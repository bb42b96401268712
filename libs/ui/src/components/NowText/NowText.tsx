import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { StaticIsland } from '../StaticIsland/StaticIsland.tsx';

// Text derived from "now" (today's date, this year) on a page that may have been made days before
// it is read. While the browser hydrates prerendered HTML, the text stays as it was made (a kept
// StaticIsland): React neither compares it (no mismatch on a later day) nor formats it (a page's
// first date formatter costs a phone about 0.1 s before the page answers). Right after hydration
// the visitor's own "now" takes its place. A page rendered in the browser from the start shows the
// visitor's value at once; HTML rendered without a browser has it hidden until then.

const Text = styled.span`
  &[data-pending] {
    visibility: hidden;
  }
`;

export interface NowTextProps {
  /** The text for a given "now", e.g. `(now) => formatLongDate(now)`. */
  children: (now: Date) => ReactNode;
}

/** Text that is right on the visitor's day, on a prerendered page too. */
export function NowText({ children }: NowTextProps) {
  const hydrated = useHydrated();
  // data-now marks text that changes by itself (the visual tests mask it). Becoming hydrated
  // changes the watched value, so the kept text is replaced by the visitor's.
  return (
    <StaticIsland as={Text} data-now="" data-pending={hydrated ? undefined : ''} watch={[hydrated]}>
      {() => children(new Date())}
    </StaticIsland>
  );
}
