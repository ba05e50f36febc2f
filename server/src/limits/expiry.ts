// Matches nobody joined leave: a match still in setup at version 0 whose seats have never opened it
// (no seat's last_seen_at) is deleted UNJOINED_MATCH_TTL_MS after its creation, with its seats, chat and
// clock (ON DELETE CASCADE). A sweep deletes at most `batch` matches, so its work is bounded; several
// processes may sweep at once (a match is deleted once). A match someone opened is never touched.
import type { Db } from '../persistence/prisma';

export interface ExpiryOptions {
  readonly ttlMs: number;
  /** Time between sweeps. */
  readonly everyMs?: number;
  /** Most matches one sweep deletes. */
  readonly batch?: number;
  readonly now?: () => number;
}

/** Deletes one batch of expired unjoined matches; returns how many. */
export async function sweepUnjoined(db: Db, o: ExpiryOptions): Promise<number> {
  const cutoff = new Date((o.now ?? Date.now)() - o.ttlMs);
  return db.$executeRaw`
    DELETE FROM "matches" WHERE "id" IN (
      SELECT m."id" FROM "matches" m
      WHERE m."created_at" < ${cutoff} AND m."status" = 'setup' AND m."version" = 0
        AND NOT EXISTS (SELECT 1 FROM "seats" s WHERE s."match_id" = m."id" AND s."last_seen_at" IS NOT NULL)
      ORDER BY m."created_at" LIMIT ${o.batch ?? 500}
    )`;
}

/** Sweeps every `everyMs` (default: a tenth of the TTL, at most 10 minutes) until stopped. */
export function startExpiry(db: Db, o: ExpiryOptions, onError: (e: unknown) => void): { stop(): void } {
  const every = o.everyMs ?? Math.min(o.ttlMs / 10, 600_000);
  const timer = setInterval(() => void sweepUnjoined(db, o).catch(onError), every);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
