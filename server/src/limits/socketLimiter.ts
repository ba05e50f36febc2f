// Limits on socket events, per client rather than per connection (a second socket adds no budget):
// `consume(kind, key)` takes one point of `key`'s budget for `kind` and says whether it was there.
// Keys are a client address (`addr:<ip>`) or a seat (`seat:<match>:<side>`), built by the callers.
//
// rate-limiter-flexible counts in a fixed window: `burst` points per `burst / rate` seconds, so the
// sustained rate is the configured one and a burst is allowed at once. One process keeps the counts in
// memory. In cluster mode the kinds whose key spans processes (connections and chat, per address) count
// in the shared store (PostgreSQL, or Redis with REDIS_URL), with a memory limiter as insurance when the
// store fails and keys over their budget blocked in memory (a flood costs the store nothing). Events and
// commands stay in memory: a seat's sockets reach the one process serving its match, and a store round
// trip per command would tax every honest command.
import pg from 'pg';
import { createClient } from 'redis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Limits } from '../config/config';

/**
 * event: every socket event of an address; command: commands and syncs of a seat; chat; connect: new
 * sockets of an address; admit: new sockets of this process, whoever opens them (key `process`: a
 * connection costs a first sync, a chat history and a clock, so a burst of them is spread); seatLookup: seats asked about by "your matches" polls of an address (a poll
 * costs one point per seat it names: the work is per seat).
 */
export type LimitKind = 'event' | 'command' | 'chat' | 'connect' | 'admit' | 'seatLookup';

/** Where counts shared by several processes live (cluster mode). */
export type SharedLimitStore =
  | { readonly kind: 'postgres'; readonly databaseUrl: string }
  | { readonly kind: 'redis'; readonly url: string };

export interface SocketLimiter {
  /** Takes `points` (one by default); false when `key` has not that many left for `kind` (answer RATE_LIMITED). */
  consume(kind: LimitKind, key: string, points?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The table the PostgreSQL store counts in (prisma/migrations/20270120000000_limits). */
export const LIMITS_TABLE = 'rate_limits';

const SHARED_KINDS: ReadonlySet<LimitKind> = new Set(['connect', 'chat', 'seatLookup']);

/** Points and window for a sustained rate per second with a burst; null when off (an infinite rate). */
export function windowFor(ratePerSecond: number, burst: number): { points: number; duration: number } | null {
  if (!Number.isFinite(ratePerSecond) || !Number.isFinite(burst)) return null;
  return { points: Math.max(1, Math.floor(burst)), duration: Math.max(1, Math.round(burst / ratePerSecond)) };
}

function windows(l: Limits): Record<LimitKind, { points: number; duration: number } | null> {
  return {
    event: windowFor(l.socketEventRate, l.socketEventBurst),
    command: windowFor(l.commandRate, l.commandBurst),
    chat: windowFor(l.chatRate, l.chatBurst),
    connect: windowFor(l.socketConnectPerMinute / 60, l.socketConnectPerMinute),
    admit: windowFor(l.socketAdmitPerSecond, l.socketAdmitPerSecond),
    seatLookup: windowFor(l.seatLookupsPerMinute / 60, l.seatLookupsPerMinute),
  };
}

export async function createSocketLimiter(limits: Limits, shared?: SharedLimitStore): Promise<SocketLimiter> {
  const store = shared ? await openStore(shared) : undefined;
  const limiters = new Map<LimitKind, RateLimiterAbstract>();
  for (const [kind, w] of Object.entries(windows(limits)) as [LimitKind, ReturnType<typeof windowFor>][]) {
    if (!w) continue;
    const opts: IRateLimiterOptions = { keyPrefix: `hexfog-${kind}`, ...w };
    limiters.set(kind, store && SHARED_KINDS.has(kind) ? store.limiter(opts) : new RateLimiterMemory(opts));
  }
  return {
    async consume(kind, key, points = 1) {
      const limiter = limiters.get(kind);
      if (!limiter) return true;
      try {
        await limiter.consume(key, points);
        return true;
      } catch (e) {
        if (e instanceof Error) throw e; // a store failure the insurance did not absorb: the caller's error path
        return false; // a RateLimiterRes: over budget
      }
    },
    // closing twice is allowed (an app closed again); the store is ended once
    close: once(async () => store?.close()),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

interface OpenStore {
  limiter(opts: IRateLimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

async function openStore(shared: SharedLimitStore): Promise<OpenStore> {
  // over budget: blocked in memory for the rest of the window, without asking the store again
  const guard = (o: IRateLimiterOptions) => ({ ...o, inMemoryBlockOnConsumed: o.points, insuranceLimiter: new RateLimiterMemory(o) });
  if (shared.kind === 'redis') {
    const client = createClient({ url: shared.url });
    client.on('error', () => undefined); // the insurance limiter answers while Redis is away
    await client.connect();
    return {
      limiter: (o) => new RateLimiterRedis({ ...guard(o), storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true }),
      close: async () => void (await client.quit().catch(() => undefined)),
    };
  }
  const pool = new pg.Pool({ connectionString: shared.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  return {
    limiter: (o) =>
      new RateLimiterPostgres({
        ...guard(o),
        storeClient: pool,
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: true,
      }),
    close: () => pool.end(),
  };
}
