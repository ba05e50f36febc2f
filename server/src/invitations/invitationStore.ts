// Invitations in the database. Each write is ONE statement, so no interleaving of two requests can
// seat two accepters, or leave an invitation live beside a new one it replaced:
// - accept: spends the invitation (still live, not expired, not the accepter's own match) and inserts
//   the seat it offers, together; of two accepts racing on one row, PostgreSQL lets the first UPDATE
//   win and re-checks the second against the spent row, which no longer matches: it changes nothing.
// - reissue: withdraws every live invitation of the match and inserts a new one, unless the seat is held.
//   Racing an accept, it may insert an invitation for a seat just taken: accepting that one then hits
//   the seat's primary key, the statement rolls back, and the accepter is told SEAT_TAKEN.
import type { Side } from '@hexfog/shared';
import type { Db } from '../persistence/prisma';

export interface NewInvitation {
  readonly matchId: string;
  readonly side: Side;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

/** Why an invitation token seats no one. */
export type RefusalReason = 'unknown' | 'spent' | 'withdrawn' | 'expired' | 'own' | 'taken';

export interface SeatTaken {
  readonly matchId: string;
  readonly side: Side;
}

/** PostgreSQL's unique_violation: the seat was inserted by another path (a second live invitation). */
const UNIQUE_VIOLATION = /23505|unique constraint/i;

export function invitationStore(db: Db) {
  return {
    /** Stores a new match's invitation (its creator's seat is stored with the match). */
    async insert(inv: NewInvitation, now: Date): Promise<void> {
      await db.invitation.create({
        data: { tokenHash: inv.tokenHash, matchId: inv.matchId, side: inv.side, createdAt: now, expiresAt: inv.expiresAt },
      });
    },

    /**
     * Spends the invitation and seats its accepter (his seat's hash, his player when known) in one
     * statement; null when nothing was spent (then `refusal` says why).
     */
    async accept(tokenHash: string, seatHash: string, playerId: string | null, now: Date): Promise<SeatTaken | null> {
      try {
        const rows = await db.$queryRaw<SeatTaken[]>`
          WITH spent AS (
            UPDATE "invitations" i SET "spent_at" = ${now}
            WHERE i."token_hash" = ${tokenHash} AND i."spent_at" IS NULL AND i."withdrawn_at" IS NULL
              AND i."expires_at" > ${now}
              AND NOT EXISTS (SELECT 1 FROM "seats" s WHERE s."match_id" = i."match_id" AND s."player_id" = ${playerId})
            RETURNING i."match_id", i."side")
          INSERT INTO "seats" ("match_id", "side", "token_hash", "player_id")
          SELECT "match_id", "side", ${seatHash}, ${playerId} FROM spent
          RETURNING "match_id" AS "matchId", "side"`;
        return rows[0] ?? null;
      } catch (e) {
        // the seat is already held: the whole statement rolled back, the invitation stays unspent
        if (UNIQUE_VIOLATION.test(String((e as { message?: unknown }).message ?? e))) return null;
        throw e;
      }
    },

    /** Why `accept` spent nothing, read after it (the invitation as it stands now). */
    async refusal(tokenHash: string, playerId: string | null, now: Date): Promise<RefusalReason> {
      const inv = await db.invitation.findUnique({ where: { tokenHash } });
      if (!inv) return 'unknown';
      if (inv.spentAt) return 'spent';
      if (inv.withdrawnAt) return 'withdrawn';
      if (inv.expiresAt.getTime() <= now.getTime()) return 'expired';
      const held = await db.seat.findMany({ where: { matchId: inv.matchId }, select: { side: true, playerId: true } });
      if (held.some((s) => s.side === inv.side)) return 'taken';
      if (playerId && held.some((s) => s.playerId === playerId)) return 'own';
      return 'unknown';
    },

    /**
     * Withdraws the match's live invitations and, with `next`, stores a new one, in one statement;
     * false when the offered seat is already held (nothing changes then).
     */
    async reissue(matchId: string, side: Side, next: NewInvitation | null, now: Date): Promise<boolean> {
      const rows = next
        ? await db.$queryRaw<{ ok: boolean }[]>`
            WITH open AS (SELECT NOT EXISTS (SELECT 1 FROM "seats" WHERE "match_id" = ${matchId} AND "side" = ${side}) AS ok),
            gone AS (
              UPDATE "invitations" SET "withdrawn_at" = ${now}
              WHERE "match_id" = ${matchId} AND "spent_at" IS NULL AND "withdrawn_at" IS NULL AND (SELECT ok FROM open)
              RETURNING 1),
            added AS (
              INSERT INTO "invitations" ("token_hash", "match_id", "side", "created_at", "expires_at")
              SELECT ${next.tokenHash}, ${matchId}, ${side}, ${now}, ${next.expiresAt} WHERE (SELECT ok FROM open)
              RETURNING 1)
            SELECT ok FROM open`
        : await db.$queryRaw<{ ok: boolean }[]>`
            WITH open AS (SELECT NOT EXISTS (SELECT 1 FROM "seats" WHERE "match_id" = ${matchId} AND "side" = ${side}) AS ok),
            gone AS (
              UPDATE "invitations" SET "withdrawn_at" = ${now}
              WHERE "match_id" = ${matchId} AND "spent_at" IS NULL AND "withdrawn_at" IS NULL AND (SELECT ok FROM open)
              RETURNING 1)
            SELECT ok FROM open`;
      return rows[0]?.ok === true;
    },
  };
}

export type InvitationStore = ReturnType<typeof invitationStore>;
