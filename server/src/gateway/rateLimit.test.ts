import { TokenBucket } from './rateLimit';

describe('token bucket', () => {
  it('allows a burst, refuses beyond it, and refills at the rate (on a fake clock)', () => {
    let now = 0;
    const b = new TokenBucket(2, 3, () => now);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
    now += 500; // half a second at 2/s: one token back
    expect([b.take(), b.take()]).toEqual([true, false]);
    now += 10_000; // never more than the burst
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
  });
});
