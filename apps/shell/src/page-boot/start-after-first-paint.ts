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

let booted = false;
const boot = () => {
  const block = document.getElementById(BOOT_DATA_ID);
  if (booted || !block) return;
  booted = true;
  const { scripts, hints } = JSON.parse(block.textContent as string) as BootData;
  // The entry's script tag has no crossorigin attribute ('no-cors'): its preload the same.
  const preloads = [...scripts.map((href) => ({ href, as: 'script', cors: false })), ...hints];
  // In one go each: an element added to the head on its own costs a long page a style check.
  document.head.append(...preloads.map(({ href, as, cors }) => Object.assign(document.createElement('link'), { rel: 'preload', href, as, crossOrigin: cors ? 'anonymous' : null })));
  const run = () => document.head.append(...scripts.map((src) => Object.assign(document.createElement('script'), { src, async: false })));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
};
const painted = () => document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length > 0;
new PerformanceObserver(() => painted() && boot()).observe({ type: 'paint' });
setTimeout(boot, 3000);
// Painted already, or a background tab; the block may not be read yet when this runs, so again once it is.
if (painted()) boot();
document.addEventListener('DOMContentLoaded', () => painted() && boot());
