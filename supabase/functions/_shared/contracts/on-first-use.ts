/**
 * A value made the first time it is asked for, then kept. For Intl formatters above all: a page's
 * first Intl object loads the locale's data (about 0.1 s on a phone), which a page must not pay on
 * import, while it starts, for text it may never write. Plain TypeScript, for the edge functions too.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
