// A side that never shows up aborts the match, it does not lose it: a match whose other seat was never
// taken, and whose last invitation has expired (none is live any more), is deleted with its seats,
// invitations, chat and clock (ON DELETE CASCADE), without a result. Its clock never ran (clock.ts:
// no clock before both seats are held), so nobody flagged. The pattern of limits/expiry.ts: a sweep
// deletes at most `batch` matches; several processes may sweep at once.
import type { Db } from '../persistence/prisma';

export interface InvitationExpiryOptions {
  /** Time between sweeps. */
  readonly everyMs?: number;
  /** Most matches one sweep deletes. */
  readonly batch?: number;
  readonly now?: () => number;
}

/** Deletes one batch of matches whose invitation expired unaccepted; returns how many. */
export async function sweepUnaccepted(db: Db, o: InvitationExpiryOptions = {}): Promise<number> {
  const now = new Date((o.now ?? Date.now)());
  return db.$executeRaw`
    DELETE FROM "matches" WHERE "id" IN (
      SELECT m."id" FROM "matches" m
      WHERE (SELECT count(*) FROM "seats" s WHERE s."match_id" = m."id") < 2
        AND EXISTS (SELECT 1 FROM "invitations" i WHERE i."match_id" = m."id" AND i."expires_at" <= ${now})
        AND NOT EXISTS (
          SELECT 1 FROM "invitations" i
          WHERE i."match_id" = m."id" AND i."spent_at" IS NULL AND i."withdrawn_at" IS NULL AND i."expires_at" > ${now})
      ORDER BY m."created_at" LIMIT ${o.batch ?? 500}
    )`;
}

/** Sweeps every `everyMs` (default 10 minutes) until stopped. */
export function startInvitationExpiry(db: Db, o: InvitationExpiryOptions, onError: (e: unknown) => void): { stop(): void } {
  const timer = setInterval(() => void sweepUnaccepted(db, o).catch(onError), o.everyMs ?? 600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
