// The socket limiter: a burst, then refusals, per key and kind; an infinite rate is off; in cluster
// mode two processes' limiters count connections and chat in the one PostgreSQL store (a second
// process adds no budget), while events and commands count in each process's memory.
import { DEFAULT_LIMITS, type Limits } from '../config/config';
import { createSocketLimiter, type SocketLimiter, windowFor } from './socketLimiter';

const limits = (l: Partial<Limits>): Limits => ({ ...DEFAULT_LIMITS, ...l });
const take = async (s: SocketLimiter, kind: Parameters<SocketLimiter['consume']>[0], key: string, n: number) => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(await s.consume(kind, key));
  return out;
};

describe('socket limiter', () => {
  it('windows: the burst in a window of burst/rate seconds; off for an infinite rate', () => {
    expect(windowFor(10, 20)).toEqual({ points: 20, duration: 2 });
    expect(windowFor(0.5, 5)).toEqual({ points: 5, duration: 10 });
    expect(windowFor(100, 5)).toEqual({ points: 5, duration: 1 });
    expect(windowFor(Infinity, 5)).toBeNull();
  });

  it('gives each key of a kind its burst, then refuses; other keys and kinds are unaffected', async () => {
    const s = await createSocketLimiter(limits({ commandRate: 1, commandBurst: 3, socketEventRate: 1, socketEventBurst: 2 }));
    expect(await take(s, 'command', 'seat:m:A', 4)).toEqual([true, true, true, false]);
    expect(await take(s, 'command', 'seat:m:B', 1)).toEqual([true]);
    expect(await take(s, 'event', 'seat:m:A', 3)).toEqual([true, true, false]);
    await s.close();
  });

  it('lets everything through for a kind whose rate is infinite', async () => {
    const s = await createSocketLimiter(limits({ socketEventRate: Infinity }));
    expect((await take(s, 'event', 'addr:x', 500)).every(Boolean)).toBe(true);
    await s.close();
  });

  it('cluster mode: connections and chat count over both processes in PostgreSQL; events per process', async () => {
    const l = limits({ socketConnectPerMinute: 4, socketEventRate: 1, socketEventBurst: 2 });
    const shared = { kind: 'postgres' as const, databaseUrl: process.env.DATABASE_URL! };
    const [one, two] = [await createSocketLimiter(l, shared), await createSocketLimiter(l, shared)];
    const key = `addr:test-${process.pid}-${Date.now()}`;
    try {
      expect([
        ...(await take(one, 'connect', key, 2)),
        ...(await take(two, 'connect', key, 2)),
        ...(await take(two, 'connect', key, 1)),
      ]).toEqual([true, true, true, true, false]);
      expect(await take(one, 'connect', key, 1)).toEqual([false]);
      expect([...(await take(one, 'event', key, 3)), ...(await take(two, 'event', key, 3))]).toEqual([
        true,
        true,
        false,
        true,
        true,
        false,
      ]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
