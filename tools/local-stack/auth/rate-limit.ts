/**
 * In-memory sliding-window limiter (one auth process serves the stack). Each bucket counts events
 * per key (an IP address, an e-mail address, or "global").
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Drop idle keys so memory stays bounded under many distinct IPs.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Records one event; false when `limit` events already happened within `windowMs`. */
  hit(bucket: string, key: string, limit: number, windowMs: number): boolean {
    const id = `${bucket}\u0000${key}`;
    const now = this.now();
    const list = (this.events.get(id) ?? []).filter((t) => t > now - windowMs);
    if (list.length >= limit) {
      this.events.set(id, list);
      return false;
    }
    list.push(now);
    this.events.set(id, list);
    return true;
  }

  private sweep(): void {
    // Windows are at most an hour long.
    const cutoff = this.now() - 3_600_000;
    for (const [id, list] of this.events) {
      if (list.every((t) => t <= cutoff)) this.events.delete(id);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

export const FIVE_MINUTES = 5 * 60_000;
export const ONE_HOUR = 60 * 60_000;
