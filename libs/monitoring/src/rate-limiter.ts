/** Fixed-window limiter: each key may pass `max` times per window, then waits for the window to end. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly max = 100,
    readonly windowMs = 60_000,
  ) {}

  /**
   * Counts one call for `key`. `firstRefusal` is true only for the first call refused in a window,
   * so a caller stuck in a loop is reported once per window, not once per call.
   */
  hit(key: string, now = Date.now()): { allowed: boolean; firstRefusal: boolean } {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.max, firstRefusal: window.count === this.max + 1 };
  }
}
