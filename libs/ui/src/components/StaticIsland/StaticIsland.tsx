import { useNavigate } from '@pitwall/router';
import { createElement, useState, useSyncExternalStore, type ElementType, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref, type SelectHTMLAttributes, type SVGAttributes } from 'react';
import styled from 'styled-components';
import { prerenderedData } from '../../hooks/prerendered-data.ts';

export type StaticIslandProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'> &
  Pick<SVGAttributes<SVGElement>, 'viewBox' | 'focusable' | 'xmlns'> &
  // A <select> whose options are kept: the element itself hydrates with its value, handlers and ref.
  Pick<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & {
  /** The element (a tag or a styled component) that holds the content; 'div' by default. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  /**
   * The values the content shows (title, text, price…). While each one equals the value the page
   * was hydrated with, the prerendered HTML stays; once one differs the content renders again.
   */
  watch?: readonly unknown[];
  /** A styled component's own props ($columns…), passed to it. */
  [transient: `$${string}`]: unknown;
  /**
   * Text, markup and links only: nothing that handles events or holds state (it never runs in the
   * browser). A function is called only when the content really renders, so work that only writes
   * the content (formatting a date, a list) is not done while the HTML is kept.
   */
  children?: ReactNode | (() => ReactNode);
};

/** An island that adds no box (`as={NoBox}`): its content stays its parent's flex or grid items. */
export const NoBox = styled.div`
  display: contents;
`;

const subscribe = () => () => undefined;
const EMPTY = { __html: '' };
/** The path of a plain click on a same-site link (no new tab, no download), as a router <Link> would follow it. */
function internalPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

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
  const navigate = useNavigate();
  // The kept HTML's links were router <Link>s on the server and are plain anchors now: followed
  // in the page, as a <Link> would, not by loading it again.
  const followLinks = (event: MouseEvent<HTMLElement>) => {
    const to = internalPath(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  // Once rendered for real it stays so: going back to empty inner HTML would clear the element.
  // React renders again at once and drops this render's result, so it writes no content.
  if (kept !== null && !keep) {
    setKept(null);
    return null;
  }
  if (keep) return createElement(Tag, { ...props, onClick: followLinks, dangerouslySetInnerHTML: EMPTY, suppressHydrationWarning: true });
  return createElement(Tag, props, typeof children === 'function' ? children() : children);
}
