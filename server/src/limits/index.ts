// The limits of one server process, composed once (app.ts): the socket limiter and its guard around
// the gateway, and the expiry of matches nobody joined. The HTTP side's limits are ../http/rateLimits.ts
// and ../http/serverOptions.ts; every setting is in ../config/config.ts and docs/operations.md.
import type { Limits } from '../config/config';
import { failure, type Logger } from '../logging/logger';
import type { Db } from '../persistence/prisma';
import { trustFunction } from './clientAddress';
import { startExpiry } from './expiry';
import { socketGuard, type SocketGuard } from './socketGuard';
import { createSocketLimiter, type SharedLimitStore, type SocketLimiter } from './socketLimiter';

export interface ProcessLimits extends SocketGuard, Pick<SocketLimiter, 'consume'> {
  close(): Promise<void>;
}

export async function startLimits(o: {
  limits: Limits;
  db: Db;
  log: Logger;
  shared?: SharedLimitStore | undefined;
  /** The key the computer's bot process presents (socketGuard.ts computerClient). */
  computerKey?: string;
}): Promise<ProcessLimits> {
  const limiter = await createSocketLimiter(o.limits, o.shared);
  const guard = socketGuard(
    limiter,
    {
      perAddress: o.limits.maxSocketsPerAddress,
      perMatch: o.limits.maxSocketsPerMatch,
      refusalsPerMinute: o.limits.socketRefusalsPerMinute,
    },
    trustFunction(o.limits.trustProxy),
    o.computerKey,
  );
  const expiry = startExpiry(o.db, { ttlMs: o.limits.unjoinedMatchTtlMs }, (e) =>
    o.log.warn(failure(e), 'expiry of unjoined matches failed'),
  );
  return {
    ...guard,
    consume: (kind, key, points) => limiter.consume(kind, key, points),
    async close() {
      expiry.stop();
      await limiter.close();
    },
  };
}
