// How a prerendered page, the shell and the tools around them talk: the names each side reads or
// writes, in one place. Imported by the shell's bundle, its early script, the Node tools (the
// prerender runs this file with Node's own type stripping: keep it to types that erase) and the
// Playwright specs, so nothing here touches the DOM on import.

/** Set on <html> once the page answers input: hydrated, or drawn in the browser. */
export const PAGE_LIVE_ATTRIBUTE = 'data-page-ready';
/** The live page, for a locator or querySelector. */
export const PAGE_LIVE_SELECTOR = `html[${PAGE_LIVE_ATTRIBUTE}]`;

/**
 * The early script: the first request of every page (async, a file: the CSP allows no inline
 * script). It starts a prerendered page's scripts after its first paint and replays the clicks
 * that come before the page is live. Built from apps/shell/src/page-boot.
 */
export const EARLY_SCRIPT_FILE = 'page-boot.js';

/** The JSON block of a prerendered page listing the scripts the early script starts. */
export const BOOT_DATA_ID = 'pitwall-boot';
/** What the boot block holds: the shell's entry scripts and what its hydration loads beyond them. */
export interface BootData {
  scripts: string[];
  hints: Array<{ href: string; as: 'script' | 'fetch'; cors: boolean }>;
}

/** The JSON block beside #root: the data the page was prerendered with. */
export const PRERENDERED_DATA_ID = 'pitwall-data';

/** Set on window by the prerender before the page loads: the shell then offers the two below. */
export const PRERENDER_FLAG = '__PITWALL_PRERENDER__';
/** `window[READINESS_FUNCTION]()`: whether the page is ready to be prerendered (apps/shell/src/prerender/readiness.ts). */
export const READINESS_FUNCTION = 'pitwallReadiness';
/** `window[RENDER_FUNCTION]()`: the page rendered again with React's server renderer. */
export const RENDER_FUNCTION = 'pitwallRender';
/**
 * The name of the shell's chunk that offers those two (webpackChunkName in bootstrap.tsx): loaded on
 * the prerender's visits only, so the prerender does not list it among the files a page preloads.
 */
export const PRERENDER_ONLY_CHUNK = 'prerender-only';
/**
 * The backend's chunks ('@pitwall/backend' and supabase-js), by the named ids the builds give them
 * (an id says which package its chunk holds; a file is named by its id). A prerendered page hydrates
 * from the data in its HTML and imports the backend on first use, to load that data again or send a
 * form: none of them runs before the page answers, so the prerender does not list them among the
 * files a page preloads, where they would be fetched and compiled beside the ones it needs first.
 */
export const BACKEND_CHUNK = /supabase|libs_backend_/;

/**
 * On the element of a part that React hydrates after the page is live (HydrateWhenSeen, in
 * @pitwall/ui): an input on it wakes it and React hydrates it at once, so once the page is live the
 * early script lets such an input through instead of holding it for a replay.
 */
export const WAKES_ON_INPUT_ATTRIBUTE = 'data-wakes';

/**
 * The key a page's data records under, for each text of "now" (NowText, in @pitwall/ui), when the
 * prerendered text is right: `${NOW_TEXT_RECORD_PREFIX}${id}` → [from, until), ms since the epoch
 * (from the moment the page was made until the end of that day).
 */
export const NOW_TEXT_RECORD_PREFIX = 'now-text';

/** React keeps each hydrated element's props on it under a key that starts with this. */
export const REACT_PROPS_PREFIX = '__reactProps$';

/** The page answers input: the shell has marked it live. */
export function isPageLive(document: Document): boolean {
  return document.documentElement.hasAttribute(PAGE_LIVE_ATTRIBUTE);
}

/** React has hydrated this element: it answers its events. */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS_PREFIX));
}

/** This page is one of the prerender's own visits, not a visitor's. */
export function isPrerenderVisit(window: Window): boolean {
  return PRERENDER_FLAG in window;
}
