/**
 * Collects items and hands them to `send` in batches: after `delayMs` of the first queued item, or
 * at once when `maxBatch` are waiting. A failed send goes to `onError` and is not retried, so a
 * logger that is down costs one request per batch, never a loop.
 */
export class EventBatcher<T> {
  private queue: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (batch: T[]) => Promise<void>,
    private readonly onError: (batch: T[], error: unknown) => void,
    private readonly options: { delayMs: number; maxBatch: number; maxQueue: number },
  ) {}

  add(item: T): void {
    this.queue.push(item);
    // A burst beyond what one page could usefully report keeps only the newest items.
    if (this.queue.length > this.options.maxQueue) this.queue.splice(0, this.queue.length - this.options.maxQueue);
    if (this.queue.length >= this.options.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.delayMs);
  }

  /** Sends everything queued now (in batches of at most `maxBatch`); resolves when every send settled. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const sends: Promise<void>[] = [];
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      sends.push(this.send(batch).catch((error: unknown) => this.onError(batch, error)));
    }
    await Promise.all(sends);
  }
}
