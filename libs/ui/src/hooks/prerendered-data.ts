// The data a prerendered page was rendered with, by resource id. The prerender records what each
// page loaded and writes it into the HTML; the browser reads it back before hydrating, so the
// first client render shows exactly what the HTML shows (no mismatch, no loading flash). The page
// then loads everything again: prerendered data is never trusted for stock or prices.

const entries = new Map<string, unknown>();
let recording = false;
let hydrating = false;
/** The resources loading now, by id, each as often as it is loading (the prerender waits for none). */
const loading = new Map<string, number>();

export const prerenderedData = {
  /** In the browser before hydrating: the data the HTML was rendered with. */
  load(data: Record<string, unknown>): void {
    for (const [id, value] of Object.entries(data)) entries.set(id, value);
    hydrating = true;
  },
  /**
   * The browser is adopting prerendered HTML for a visitor (not for the prerender, which renders
   * the page again): a StaticIsland may then keep its part of that HTML as it is.
   */
  adoptsHtml: (): boolean => hydrating && !recording,
  /** While prerendering: remember each resource's data as it arrives. */
  startRecording(): void {
    recording = true;
  },
  record(id: string, value: unknown): void {
    if (recording) entries.set(id, value);
  },
  /** A resource starts loading; the returned function says it has settled (data, error or dropped). */
  loading(id: string): () => void {
    loading.set(id, (loading.get(id) ?? 0) + 1);
    let settled = false;
    return () => {
      if (settled) return;
      settled = true;
      const left = (loading.get(id) ?? 1) - 1;
      if (left > 0) loading.set(id, left);
      else loading.delete(id);
    };
  },
  /** The ids of the resources still loading: a page is not ready to be prerendered before none is. */
  pending: (): string[] => [...loading.keys()],
  has: (id: string): boolean => entries.has(id),
  get: (id: string): unknown => entries.get(id),
  /** What the prerender writes into the page. */
  snapshot: (): Record<string, unknown> => Object.fromEntries(entries),
};
