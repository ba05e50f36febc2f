// socket.io rooms across processes through Redis (REDIS_URL) instead of PostgreSQL: the official
// `@socket.io/redis-adapter` with two `redis` clients (publish, subscribe). Match ownership stays the
// PostgreSQL advisory lock; only the fan-out and serverSideEmit go through Redis. Closed after socket.io
// (io.close() first, then the clients). Nothing here logs the URL: it may carry a password.
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import type { Logger } from '../logging/logger';
import type { AdapterHandle } from './adapter';

/**
 * One connection, named in Redis's CLIENT LIST. RESP2: node-redis 6 speaks RESP3 by default, where
 * PUBSUB NUMSUB answers a map; the adapter (written for node-redis 4) reads the RESP2 array and would
 * count NaN processes, waiting its full timeout on every forwarded command.
 */
function newClient(url: string, role: 'publish' | 'subscribe') {
  return createClient({
    url,
    name: `hexfog-adapter-${role}`,
    RESP: 2,
    // reconnect for ever, at most every 2 s: a Redis restart must not end the process
    socket: { reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000), connectTimeout: 5000 },
    // while Redis is away commands wait for it (updates are delivered late, not lost), up to a bound;
    // past it they are refused (a lost update: clients resync on the version gap of the next one)
    commandsQueueMaxLength: 10_000,
  });
}
type Client = ReturnType<typeof newClient>;

/** Redis unreachable when the adapter is attached; the message names no URL. */
export class RedisAdapterError extends Error {
  override readonly name = 'RedisAdapterError';
}

export async function attachRedisAdapter(io: Server, redisUrl: string, log: Logger): Promise<AdapterHandle> {
  const pub = newClient(redisUrl, 'publish');
  const sub = newClient(redisUrl, 'subscribe');
  for (const [role, client] of [
    ['publish', pub],
    ['subscribe', sub],
  ] as const) {
    // without an 'error' listener a connection error before the adapter adds its own (which only
    // prints to the console) would end the process; ours also logs each loss and reconnection
    client.on('error', (e: Error) => log.warn({ err: e.message, role }, 'socket.io redis connection error'));
    client.on('ready', () => log.info({ role }, 'socket.io redis connection ready'));
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (e) {
    pub.destroy();
    sub.destroy();
    throw new RedisAdapterError(`cannot reach Redis (REDIS_URL): ${e instanceof Error ? e.message : String(e)}`);
  }
  // a process that died drops its subscription at once, so PUBSUB NUMSUB (the number of answers a
  // forwarded command waits for) no longer counts it; a live but silent one is waited for 5 s at most
  io.adapter(createAdapter(guardedPublisher(pub, log), sub, { requestsTimeout: 5000 }));
  return {
    async close() {
      await Promise.all([pub, sub].map((c) => c.close().catch(() => c.destroy())));
    },
  };
}

/**
 * The adapter calls `publish` and `sendCommand` (PUBSUB NUMSUB) and never handles their rejection; a
 * command refused or cut while Redis is away would be an unhandled rejection, which ends the process.
 * The adapter is given this publisher, whose two calls resolve instead: a failed publish is a lost
 * update (clients resync on the gap). NUMSUB (asked before a forwarded command) is not queued while
 * Redis is away: it counts no other process, so the forward finds no owner at once (the service retries
 * briefly, then answers UNAVAILABLE, retryable, as while the database is away) instead of hanging
 * until Redis returns. The client
 * itself is left untouched: node-redis sends its own commands (AUTH, PING) through `sendCommand`.
 */
/** A PUBSUB NUMSUB answer counting nobody. */
const NO_SUBSCRIBER = ['', 0];

function guardedPublisher(pub: Client, log: Logger) {
  const warn = (e: unknown) => log.warn({ err: e instanceof Error ? e.message : String(e) }, 'socket.io redis command failed');
  const facade = {
    publish: (channel: string, message: string | Buffer) => pub.publish(channel, message).catch((e: unknown) => (warn(e), 0)),
    sendCommand: (args: string[]) =>
      pub.isReady ? pub.sendCommand(args).catch((e: unknown) => (warn(e), NO_SUBSCRIBER)) : Promise.resolve(NO_SUBSCRIBER),
    // the adapter chooses its node-redis (v4+) code paths by these being functions
    pSubscribe: pub.pSubscribe.bind(pub),
    sSubscribe: pub.sSubscribe.bind(pub),
    on: (event: string, fn: (...a: unknown[]) => void) => (pub.on(event, fn), facade),
    off: (event: string, fn: (...a: unknown[]) => void) => (pub.off(event, fn), facade),
  };
  return facade;
}
