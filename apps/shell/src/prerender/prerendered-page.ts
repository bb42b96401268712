import { PRERENDERED_DATA_ID } from '@pitwall/config/page-protocol';

/**
 * The prerendered page in #root, if the HTML was made for this address (path and query): a page
 * served for another address (a CDN answering with the wrong file) is drawn afresh instead.
 */
export function prerenderedPage(container: HTMLElement): { data: Record<string, unknown> } | null {
  const madeFor = container.dataset['prerendered'];
  if (madeFor === undefined || madeFor !== window.location.pathname + window.location.search) return null;
  const json = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  try {
    return { data: json ? (JSON.parse(json) as Record<string, unknown>) : {} };
  } catch {
    return null;
  }
}
