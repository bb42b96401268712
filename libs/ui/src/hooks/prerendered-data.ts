// The data a prerendered page was rendered with, by resource id. The prerender records what each
// page loaded and writes it into the HTML; the browser reads it back before hydrating, so the
// first client render shows exactly what the HTML shows (no mismatch, no loading flash). The page
// then loads everything again: prerendered data is never trusted for stock or prices.

const entries = new Map<string, unknown>();
let recording = false;

export const prerenderedData = {
  /** In the browser before hydrating: the data the HTML was rendered with. */
  load(data: Record<string, unknown>): void {
    for (const [id, value] of Object.entries(data)) entries.set(id, value);
  },
  /** While prerendering: remember each resource's data as it arrives. */
  startRecording(): void {
    recording = true;
  },
  record(id: string, value: unknown): void {
    if (recording) entries.set(id, value);
  },
  has: (id: string): boolean => entries.has(id),
  get: (id: string): unknown => entries.get(id),
  /** What the prerender writes into the page. */
  snapshot: (): Record<string, unknown> => Object.fromEntries(entries),
};
