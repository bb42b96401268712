import type { ReactNode } from 'react';
import styled from 'styled-components';
import { prerenderedData } from '../../hooks/prerendered-data.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';

// Text derived from "now" (today's date, this year) on a page that may have been made days before
// it is read. The HTML and the hydrating render show the moment the page was made (recorded in the
// page's data, so both agree: no hydration mismatch), hidden but keeping its room; right after
// hydration the visitor's own "now" takes its place. So the stale value is never seen and nothing
// moves. A page rendered in the browser from the start shows the visitor's value at once.

const Text = styled.span`
  &[data-pending] {
    visibility: hidden;
  }
`;

/** The id under which a prerendered page keeps the moment it was made. */
export const MADE_AT_ID = 'page/made-at';

/** When this page's HTML was made: now while making it (recorded into the page), as recorded while hydrating it. */
function madeAt(): Date {
  if (!prerenderedData.has(MADE_AT_ID)) prerenderedData.record(MADE_AT_ID, new Date().toISOString());
  const recorded = prerenderedData.get(MADE_AT_ID);
  return typeof recorded === 'string' ? new Date(recorded) : new Date();
}

export interface NowTextProps {
  /** The text for a given "now", e.g. `(now) => formatLongDate(now)`. */
  children: (now: Date) => ReactNode;
}

/** Text that is right on the visitor's day, on a prerendered page too. */
export function NowText({ children }: NowTextProps) {
  const hydrated = useHydrated();
  // data-now marks text that changes by itself (the visual tests mask it).
  return hydrated ? <Text data-now="">{children(new Date())}</Text> : <Text data-now="" data-pending="">{children(madeAt())}</Text>;
}
