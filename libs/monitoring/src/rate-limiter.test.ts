import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets 100 calls per key through in a 60 s window, refuses the 101st and reports only the first refusal', () => {
    const limiter = new RateLimiter();
    const start = 1_000_000;
    for (let call = 1; call <= 100; call++) expect(limiter.hit('songs', start + call).allowed).toBe(true);
    expect(limiter.hit('songs', start + 101)).toEqual({ allowed: false, firstRefusal: true });
    expect(limiter.hit('songs', start + 59_999)).toEqual({ allowed: false, firstRefusal: false });
    // Other keys have their own window.
    expect(limiter.hit('ratings', start + 200).allowed).toBe(true);
  });

  it('opens again when the window ends', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.hit('k', 0).allowed).toBe(true);
    expect(limiter.hit('k', 10).allowed).toBe(true);
    expect(limiter.hit('k', 59_999).allowed).toBe(false);
    expect(limiter.hit('k', 60_000)).toEqual({ allowed: true, firstRefusal: false });
  });
});
