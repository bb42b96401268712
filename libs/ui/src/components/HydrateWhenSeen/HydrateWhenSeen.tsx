import { createElement, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ElementType, type FulfilledReactPromise, type HTMLAttributes, type PendingReactPromise, type ReactNode } from 'react';
import { WAKES_ON_INPUT_ATTRIBUTE } from '@pitwall/config/page-protocol';
import { useLocation } from '@pitwall/router';
// By the package's name, not a relative path: this entry is a shared module of its own
// ('@pitwall/ui/hydrate-when-seen'), and only the name reaches the page's one instance of
// '@pitwall/ui' (the prerendered data it reads whether the page adopts its HTML) through the
// federation's share scope; a relative import would build a second, empty copy into this entry.
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { prerenderedData, useHydrated } from '@pitwall/ui';

/** A promise React's `use` reads at once when it has been woken (status 'fulfilled'). */
type Wake = (PendingReactPromise<void> | FulfilledReactPromise<void>) & { wake(): void };

function pendingWake(): Wake {
  let resolve: () => void = () => undefined;
  const wake: Wake = Object.assign(new Promise<void>((settle) => (resolve = settle)), {
    status: 'pending' as 'pending' | 'fulfilled',
    value: undefined,
    wake() {
      if (wake.status === 'fulfilled') return;
      Object.assign(wake, { status: 'fulfilled' });
      resolve();
    },
  });
  return wake;
}

const AWAKE: Wake = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined, wake: () => undefined });

// Every part still asleep, by its element.
const asleep = new Map<Element, Wake>();
let observer: IntersectionObserver | undefined;

function wake(element: Element) {
  asleep.get(element)?.wake();
  asleep.delete(element);
  observer?.unobserve(element);
}

/**
 * Any input anywhere wakes every sleeping part, before React sees the event (capture on the
 * document, and the page's root listens below it): a click or a key on a sleeping part hydrates it
 * at once and reaches its handler; and an update the input causes (a filter, a navigation) reaches
 * parts that can hydrate, instead of waiting on ones that cannot until they are seen. 'change'
 * too: a choice made before the page was live is replayed as one (the early script).
 */
const WAKING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change'] as const;
let listening = false;

function wakeAll() {
  for (const element of [...asleep.keys()]) wake(element);
  stopWaiting();
}

function stopWaiting() {
  for (const type of WAKING_EVENTS) document.removeEventListener(type, wakeAll, true);
  window.removeEventListener('popstate', wakeAll);
  listening = false;
}

function sleep(element: Element, pending: Wake) {
  if (!listening) {
    listening = true;
    for (const type of WAKING_EVENTS) document.addEventListener(type, wakeAll, true);
    window.addEventListener('popstate', wakeAll);
  }
  asleep.set(element, pending);
  // Woken a screen before it scrolls into view.
  observer ??= new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && wake(entry.target)), { rootMargin: '100% 0px' });
  observer.observe(element);
  return () => {
    asleep.delete(element);
    observer?.unobserve(element);
    if (asleep.size === 0) stopWaiting();
  };
}

/**
 * While hydrating, suspends until the part is woken: React then leaves the prerendered HTML of the
 * boundary as it is. If React renders the part anew instead, it renders at once.
 */
function Gate({ wake: pending, onAwake }: { wake: Wake; onAwake: () => void }) {
  const hydrating = !useHydrated();
  // Committed, hydrated or rendered: the part is awake, and there is nothing left to watch.
  // (Every hook before `use`: React replays a component that suspended with the hooks it had.)
  useEffect(() => {
    pending.wake();
    onAwake();
  }, [pending, onAwake]);
  if (hydrating && pending.status === 'pending') use(pending);
  return null;
}

export type HydrateWhenSeenProps = HTMLAttributes<HTMLElement> & {
  /** The element that holds the part (a tag or a styled component); 'div' by default. */
  as?: ElementType;
  children: ReactNode;
};

/**
 * A part of a prerendered page below the first screen (a song card, a product, a press resource)
 * that React hydrates after the page has gone live rather than with it: when it comes near the
 * screen, when the visitor first clicks, taps, types or focuses anything, or when what it shows
 * changes. Until then its HTML stays as the prerender made it, and React does not render it: a
 * part no one comes near costs the phone nothing. On a server and in a page drawn in the browser it
 * renders its content as usual.
 *
 * React keeps a Suspense boundary's server HTML while something in it suspends, and hydrates a
 * boundary at once when an event reaches it; the Gate keeps it suspended until woken. What the
 * part shows must be rendered from props (nothing else reaches it while it sleeps): data that
 * changed meanwhile wakes it, and it shows the new data once hydrated, so nothing stays as
 * prerendered. Used inside a memo component, it renders again only when its props differ.
 */
export function HydrateWhenSeen({ as: Tag = 'div', children, ...props }: HydrateWhenSeenProps) {
  // Not useHydrated(): its value changes once the page has hydrated, and that update would reach
  // the sleeping boundary and make React render it anew.
  const [pending] = useState(() => (prerenderedData.adoptsHtml() ? pendingWake() : AWAKE));
  // Until it has hydrated, the part is given the content it was prerendered with, and the same
  // boundary element, so that no update reaches it: React would draw a sleeping boundary that
  // receives one anew, and an input landing meanwhile would be lost. New content wakes it instead;
  // once hydrated on its prerendered elements, it shows the new content there.
  const [firstContent] = useState(children);
  const [awake, setAwake] = useState(pending.status === 'fulfilled');
  const markAwake = useCallback(() => setAwake(true), []);
  const content = awake ? children : firstContent;
  if (content !== children) pending.wake();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (pending.status === 'pending' && ref.current ? sleep(ref.current, pending) : undefined), [pending]);
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gate wake={pending} onAwake={markAwake} />
        {content}
      </Suspense>
    ),
    [pending, markAwake, content],
  );
  // Only while asleep, and beside the boundary (so that it comes and goes without touching it).
  const watch = !awake && <WakeOnNewLocation wake={pending} />;
  return createElement(Tag, { ...props, ref, [WAKES_ON_INPUT_ATTRIBUTE]: '' }, watch, boundary);
}

/**
 * A new location (a filter kept in the URL, chosen before the page was live and adopted since)
 * reaches every part below the router, asleep or not, and React commits it only once they have all
 * hydrated: the part wakes for it rather than hold it up until it is seen. Rendered only while the
 * part sleeps, so an awake part does not render again on every change of the URL (a keystroke in a
 * filter).
 */
function WakeOnNewLocation({ wake: pending }: { wake: Wake }) {
  const location = useLocation();
  const [firstLocation] = useState(location);
  if (location !== firstLocation) pending.wake();
  return null;
}
