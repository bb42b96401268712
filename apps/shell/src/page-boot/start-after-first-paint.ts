import { BOOT_DATA_ID, type BootData } from '@pitwall/config/page-protocol';

// A prerendered page's scripts wait for its first paint (tools/prerender: composeDocument lists
// them in the boot block). Once the browser reports it, every file the hydration loads, the shell's
// entry included, is asked for at once as a preload (fetched, the large ones compiled, none run) while the
// browser still reads the rest of a long page. The entry runs once the document is read too, since
// it hydrates the whole page and must find all of it. A tab opened in the background paints
// nothing: it starts at once; and a browser that reports no paint is not kept waiting past three
// seconds. A page without the block (the plain index.html) loads its entry itself.
//
// Runs on import, in the early script only (page-boot.ts).

function readBoot(): BootData | null {
  const block = document.getElementById(BOOT_DATA_ID);
  return block ? (JSON.parse(block.textContent || '{}') as BootData) : null;
}

function preload(href: string, as: string, cors: boolean): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href, as });
  if (cors) link.crossOrigin = 'anonymous';
  return link;
}

const hasPainted = () => document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length > 0;

let boot: BootData | null = null;
let preloaded = false;
let started = false;

/** Called now, at the first paint (or when none is coming) and once the document is read: each step happens once. */
function advance(paintedNow = false) {
  // The block is in the head: read by the time anything has painted.
  boot ??= readBoot();
  if (!boot) return;
  if (!preloaded && (paintedNow || hasPainted())) {
    preloaded = true;
    // The entry's script tag has no crossorigin attribute ('no-cors'): its preload the same.
    // Added in one go: each element added to the head on its own costs a long page a style check.
    document.head.append(...boot.scripts.map((src) => preload(src, 'script', false)), ...boot.hints.map(({ href, as, cors }) => preload(href, as, cors)));
  }
  if (preloaded && !started && document.readyState !== 'loading') {
    started = true;
    document.head.append(...boot.scripts.map((src) => Object.assign(document.createElement('script'), { src, async: false })));
  }
}

advance();
if (!preloaded) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    advance(true);
  }).observe({ type: 'paint' });
  setTimeout(() => advance(true), 3000);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => advance(), { once: true });
