import { EventBatcher } from './event-batcher.ts';

const OPTIONS = { delayMs: 2000, maxBatch: 3, maxQueue: 5 };

describe('EventBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what arrives within the delay as one batch', async () => {
    const send = vi.fn(() => Promise.resolve());
    const batcher = new EventBatcher<number>(send, vi.fn(), OPTIONS);
    batcher.add(1);
    batcher.add(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls).toEqual([[[1, 2]]]);
  });

  it('sends at once when a full batch is waiting, and the rest after the delay', async () => {
    const send = vi.fn(() => Promise.resolve());
    const batcher = new EventBatcher<number>(send, vi.fn(), OPTIONS);
    for (const item of [1, 2, 3, 4]) batcher.add(item);
    expect(send.mock.calls).toEqual([[[1, 2, 3]]]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send.mock.calls).toEqual([[[1, 2, 3]], [[4]]]);
  });

  it('hands a failed batch to onError once and does not retry it', async () => {
    const failure = new Error('HTTP 500');
    const send = vi.fn(() => Promise.reject(failure));
    const onError = vi.fn();
    const batcher = new EventBatcher<number>(send, onError, OPTIONS);
    batcher.add(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledExactlyOnceWith([1], failure);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps only the newest items when more than maxQueue wait', async () => {
    const send = vi.fn(() => Promise.resolve());
    const batcher = new EventBatcher<number>(send, vi.fn(), { delayMs: 2000, maxBatch: 10, maxQueue: 5 });
    for (let item = 1; item <= 7; item++) batcher.add(item);
    await batcher.flush();
    expect(send.mock.calls).toEqual([[[3, 4, 5, 6, 7]]]);
  });
});
