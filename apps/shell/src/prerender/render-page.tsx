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
    return { html, styles: sheet.getStyleTags(), data: prerenderedData.snapshot() };
  } finally {
    sheet.seal();
  }
}
