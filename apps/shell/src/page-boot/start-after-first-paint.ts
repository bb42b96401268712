import { BOOT_DATA_ID, type BootData } from '@pitwall/config/page-protocol';

// A prerendered page's scripts wait for its first paint (tools/prerender: composeDocument lists
// them in the boot block): once the browser reports it, the shell's entry and every file its
// hydration loads are asked for at once. A tab opened in the background paints nothing: it starts
// at once; and a browser that reports no paint is not kept waiting past three seconds. A page
// without the block (the plain index.html) loads its entry itself.
//
// Runs on import, in the early script only (page-boot.ts).

let booted = false;
const boot = () => {
  const block = document.getElementById(BOOT_DATA_ID);
  if (booted || !block) return;
  booted = true;
  const { scripts, hints } = JSON.parse(block.textContent || '{}') as BootData;
  for (const { href, as, cors } of hints) {
    const link = Object.assign(document.createElement('link'), { rel: 'preload', href, as });
    if (cors) link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
  for (const src of scripts) document.head.append(Object.assign(document.createElement('script'), { src, async: false }));
};
const afterFirstPaint = () => {
  if (document.visibilityState === 'hidden') return boot();
  const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted) return boot();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    boot();
  }).observe({ type: 'paint' });
  setTimeout(boot, 3000);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
else afterFirstPaint();
