import { NOW_TEXT_RECORD_PREFIX } from '@pitwall/config/page-protocol';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { prerenderedData } from '../../hooks/prerendered-data.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { StaticIsland } from '../StaticIsland/StaticIsland.tsx';

// Text derived from "now" (today's date, this year) on a page that may have been made days before
// it is read. While the browser hydrates, the text stays as it was made (a kept StaticIsland: React
// neither compares nor formats it). Right after hydration it is replaced by the visitor's own "now",
// unless the prerender recorded, with the page's data, when its text is right (from the moment it
// was made until the end of its day) and the visitor's clock is within it: then it is shown as it
// is. A clock behind the prerender's (or a clock fixed in the past) gets its own day's text.
// Comparing instants spares a visitor on the day the page was made the page's first date format
// (about 0.1 s of a phone's main thread).
// HTML rendered without a browser has the text hidden until then.

const Text = styled.span`
  &[data-pending] {
    visibility: hidden;
  }
`;

export interface NowTextProps {
  /** The text for a given "now", e.g. `(now) => formatLongDate(now)`. */
  children: (now: Date) => ReactNode;
  /**
   * Until when the text written for `now` is right (the end of its day). Without it, the text is
   * written again right after hydration: for text that needs no formatter to write (a year).
   */
  lastsUntil?: (now: Date) => Date;
}

/** When a prerendered text of "now" is right: [from, until), ms since the epoch. */
type NowTextRecord = [number, number];

/** Whether the visitor's clock is within the record's interval; without a record (HTML rendered without the prerender), no. */
function isRightNow(record: unknown): boolean {
  if (!Array.isArray(record) || record.length !== 2) return false;
  const [from, until] = record as unknown[];
  const now = Date.now();
  return typeof from === 'number' && typeof until === 'number' && from <= now && now < until;
}

/** Text that is right on the visitor's day, on a prerendered page too. */
export function NowText({ children, lastsUntil }: NowTextProps) {
  const hydrated = useHydrated();
  const recordId = `${NOW_TEXT_RECORD_PREFIX}${useId()}`;
  const outdated = hydrated && !isRightNow(prerenderedData.get(recordId));
  // data-now marks text that changes by itself (the visual tests mask it). An outdated text
  // changes the watched value, so the kept text is replaced by the visitor's.
  return (
    <StaticIsland as={Text} data-now="" data-pending={hydrated ? undefined : ''} watch={[outdated]}>
      {() => {
        const now = new Date();
        // Recorded by the prerender's render, which renders as a server does (not yet hydrated),
        // with the ids the visitor's hydration gives.
        if (lastsUntil && !hydrated) prerenderedData.record(recordId, [now.getTime(), lastsUntil(now).getTime()] satisfies NowTextRecord);
        return children(now);
      }}
    </StaticIsland>
  );
}
