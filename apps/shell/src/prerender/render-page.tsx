import { prerenderedData } from '@pitwall/ui';
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
  /** Preloads of the font files the first viewport draws with (the @font-face rules are in index.html). */
  preloads: string;
}

/** Each web font's file by family, from the @font-face rules the page's HTML carries (index.html). */
function fontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const file = /url\(["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (file) files.set(unquote(rule.style.getPropertyValue('font-family')), file);
    }
  }
  return files;
}

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');

/**
 * The brand font files that text in the first viewport uses (at the width the prerender renders
 * at): preloaded, so the page paints in them; fonts used only further down load when drawn.
 */
function firstViewportFonts(): string[] {
  const files = fontFiles();
  const used = new Set<string>();
  const root = document.getElementById('root');
  if (!root) return [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim()) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
    const file = files.get(unquote(getComputedStyle(element).fontFamily.split(',')[0] ?? ''));
    if (file) used.add(file);
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
    const preloads = firstViewportFonts()
      .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
      .join('');
    return { html, styles: sheet.getStyleTags(), data: prerenderedData.snapshot(), preloads };
  } finally {
    sheet.seal();
  }
}
