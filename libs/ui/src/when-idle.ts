/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeout` ms),
 * and returns what cancels it. In the browser only.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}
