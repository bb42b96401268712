import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { prerenderedData } from '../../hooks/prerendered-data.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';

// Text derived from "now" (today's date, this year) on a page that may have been made days before
// it is read. While the browser hydrates prerendered HTML, the element keeps the text it was made
// with, as it is: React neither compares it (no mismatch on a later day) nor formats it (a page's
// first date formatter costs a phone about 0.1 s before the page answers). Right after hydration
// the visitor's own "now" takes its place. A page rendered in the browser from the start shows the
// visitor's value at once; HTML rendered without a browser has it hidden until then.

const Text = styled.span`
  &[data-pending] {
    visibility: hidden;
  }
`;

/** React leaves the prerendered text of an element with an empty inner HTML alone while hydrating. */
const KEPT_HTML = { __html: '' };

export interface NowTextProps {
  /** The text for a given "now", e.g. `(now) => formatLongDate(now)`. */
  children: (now: Date) => ReactNode;
}

/** Text that is right on the visitor's day, on a prerendered page too. */
export function NowText({ children }: NowTextProps) {
  const hydrated = useHydrated();
  const [keepsHtml] = useState(() => !hydrated && prerenderedData.adoptsHtml());
  // data-now marks text that changes by itself (the visual tests mask it).
  if (hydrated) return <Text data-now="">{children(new Date())}</Text>;
  // data-pending here too, so that the render after hydration takes it off whatever HTML was kept.
  if (keepsHtml) return <Text data-now="" data-pending="" dangerouslySetInnerHTML={KEPT_HTML} suppressHydrationWarning />;
  return (
    <Text data-now="" data-pending="">
      {children(new Date())}
    </Text>
  );
}
