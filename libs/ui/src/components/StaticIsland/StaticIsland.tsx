import { createElement, useState, useSyncExternalStore, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { prerenderedData } from '../../hooks/prerendered-data.ts';

export type StaticIslandProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The element (a tag or a styled component) that holds the content; 'div' by default. */
  as?: ElementType;
  /**
   * The values the content shows (title, text, price…). While each one equals the value the page
   * was hydrated with, the prerendered HTML stays; once one differs the content renders again.
   */
  watch?: readonly unknown[];
  /** Text and markup only: nothing that handles events or holds state (it never runs in the browser). */
  children?: ReactNode;
};

const subscribe = () => () => undefined;
const EMPTY = { __html: '' };
const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * A static part of a prerendered page (copy, legal text, card metadata) that React does not hydrate:
 * rendered as usual on a server and in the browser, but while the browser hydrates prerendered HTML
 * the element is adopted as it is — empty inner HTML that React leaves alone — so its subtree costs
 * no rendering, reconciling or styling. It renders for real as soon as a watched value changes
 * (data loaded again that differs from the HTML's), so nothing shown stays frozen.
 */
export function StaticIsland({ as: Tag = 'div', watch = [], children, ...props }: StaticIslandProps) {
  // The server snapshot is what React reads on a server and while hydrating; only the latter, for
  // a visitor's page, may keep the HTML.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [kept, setKept] = useState(() => (hydrating && prerenderedData.adoptsHtml() ? watch : null));
  const keep = kept !== null && sameValues(kept, watch);
  // Once rendered for real it stays so: going back to empty inner HTML would clear the element.
  if (kept !== null && !keep) setKept(null);
  return keep ? createElement(Tag, { ...props, dangerouslySetInnerHTML: EMPTY, suppressHydrationWarning: true }) : createElement(Tag, props, children);
}
