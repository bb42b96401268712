// Whether the remote page itself (not its loading state or its fallback) is on the screen: one of
// the things the prerender waits for (readiness.ts). Set by RemotePage on every visit, read only in
// the prerender's browser, so this flag is all of it a visitor's first load carries.

let rendered = false;

/** Called once the remote page itself is on the screen. */
export function markRemoteRendered(): void {
  rendered = true;
}

export const remoteRendered = (): boolean => rendered;
