import { FONT_FACES_ID, FONT_FILES, prerenderedData } from '@pitwall/ui';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

/** What the prerender writes into the page's HTML. */
export interface RenderedPage {
  /** The markup of #root, Suspense markers included (hydration needs them). */
  html: string;
  /** styled-components' <style> tags: every rule the markup uses. */
  styles: string;
  /** The data each resource was rendered with (useAsyncResource ids). */
  data: Record<string, unknown>;
  /** The @font-face rules, and preloads of the font files the first viewport draws with. */
  preloads: string;
}

/**
 * The brand font files that text in the first viewport uses (at the width the prerender renders
 * at): preloaded, so the page paints in them; fonts used only further down load when drawn.
 */
function firstViewportFonts(): string[] {
  const used = new Set<string>();
  const root = document.getElementById('root');
  if (!root) return [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim()) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
    const family = getComputedStyle(element).fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, '');
    const file = FONT_FILES.find((font) => font.family === family);
    if (file) used.add(file.url);
  }
  return [...used];
}

/**
 * Renders the app at the current address the way a server would, from the same components and with
 * everything the live page loaded (remote pages, data): stores start from their initial state,
 * as they do while the browser hydrates. Loaded only by the prerender (a separate chunk).
 */
export async function renderPage(app: ReactElement): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    // One piece: React would otherwise move big Suspense boundaries to the end of the document,
    // to be put in place by inline scripts (which the CSP forbids and a browser without JS skips).
    const { prelude } = await prerender(sheet.collectStyles(app), { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    const preloads =
      firstViewportFonts()
        .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
        .join('') + (document.getElementById(FONT_FACES_ID)?.outerHTML ?? '');
    return { html, styles: sheet.getStyleTags(), data: prerenderedData.snapshot(), preloads };
  } finally {
    sheet.seal();
  }
}
