// Challenges in the database (issue 34, part B). Spending one is ONE statement: of two accepts racing
// on a row, PostgreSQL lets the first UPDATE win and re-checks the second against the spent row, which
// no longer matches: it changes nothing, and that accepter is told CHALLENGE_TAKEN. The same statement
// refuses the poster (never both seats of a match from a challenge) and, for a rematch, anyone but
// the opponent it names.
import type { Db } from '../persistence/prisma';

/** The side the poster takes; 'random' is drawn when the challenge is accepted. */
export type OfferedSide = 'A' | 'B' | 'random';

export interface ChallengeTerms {
  readonly ruleset: string;
  readonly scenarioId: string;
  readonly side: OfferedSide;
  /** The match options (spectators, time control) as the match creation route takes them. */
  readonly options: Record<string, unknown>;
}

export interface NewChallenge extends ChallengeTerms {
  readonly id: string;
  readonly posterId: string;
  /** Listed in the lobby (open) or reached by its link only (direct, `tokenHash` set). */
  readonly listed: boolean;
  readonly tokenHash: string | null;
  readonly opponentId?: string | null;
  readonly rematchOf?: string | null;
  readonly expiresAt: Date;
}

/** A challenge just spent: what the match is made of, and who plays it. */
export interface SpentChallenge extends ChallengeTerms {
  readonly id: string;
  readonly posterId: string;
}

/** How a challenge is named: by its id (open, listed) or by its direct link's token hash. */
export type ChallengeKey = { readonly id: string } | { readonly tokenHash: string };

/** Why a challenge spent nothing. */
export type ChallengeRefusal = 'unknown' | 'taken' | 'cancelled' | 'declined' | 'expired' | 'own' | 'not-yours';

/** A listed challenge's public facts (never an id of a seat or player); `posterId` stays on the server. */
export interface OpenChallengeRow extends ChallengeTerms {
  readonly id: string;
  readonly posterId: string;
  readonly posterName: string | null;
  readonly createdAt: Date;
}

/** Where a challenge stands. */
export type ChallengeStatus = 'open' | 'accepted' | 'cancelled' | 'declined' | 'expired';

/** A challenge the player posted, or one addressed to him (a rematch), as he may see it. */
export interface PlayerChallengeRow extends ChallengeTerms {
  readonly id: string;
  readonly role: 'poster' | 'addressee';
  readonly listed: boolean;
  readonly posterName: string | null;
  readonly rematchOf: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly status: ChallengeStatus;
  /** The match it made, with the side the player holds there: only for the poster (the accepter got his seat in the answer). */
  readonly match: { readonly id: string; readonly side: 'A' | 'B' } | null;
}

interface ChallengeRecord {
  id: string;
  posterId: string;
  opponentId: string | null;
  spentAt: Date | null;
  cancelledAt: Date | null;
  declinedAt: Date | null;
  expiresAt: Date;
}

export function statusOf(c: Omit<ChallengeRecord, 'id' | 'posterId' | 'opponentId'>, now: Date): ChallengeStatus {
  if (c.spentAt) return 'accepted';
  if (c.cancelledAt) return 'cancelled';
  if (c.declinedAt) return 'declined';
  return c.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** A stored challenge's terms as the lists read them (its poster's id stays on the server). */
function termsRow(r: {
  id: string;
  posterId: string;
  ruleset: string;
  scenarioId: string;
  side: string;
  options: unknown;
  createdAt: Date;
  poster: { name: string | null };
}): OpenChallengeRow {
  return {
    id: r.id,
    posterId: r.posterId,
    ruleset: r.ruleset,
    scenarioId: r.scenarioId,
    side: r.side as OfferedSide,
    options: r.options as Record<string, unknown>,
    createdAt: r.createdAt,
    posterName: r.poster.name,
  };
}

const keyWhere = (key: ChallengeKey) => ('id' in key ? { id: key.id } : { tokenHash: key.tokenHash });

export function challengeStore(db: Db) {
  return {
    async insert(c: NewChallenge, now: Date): Promise<void> {
      await db.challenge.create({
        data: {
          id: c.id,
          posterId: c.posterId,
          ruleset: c.ruleset,
          scenarioId: c.scenarioId,
          side: c.side,
          options: c.options as object,
          listed: c.listed,
          tokenHash: c.tokenHash,
          opponentId: c.opponentId ?? null,
          rematchOf: c.rematchOf ?? null,
          createdAt: now,
          expiresAt: c.expiresAt,
        },
      });
    },

    /** Spends the live challenge for this accepter in one statement; null when nothing was spent. */
    async spend(key: ChallengeKey, accepterId: string, now: Date): Promise<SpentChallenge | null> {
      const id = 'id' in key ? key.id : null;
      const tokenHash = 'tokenHash' in key ? key.tokenHash : null;
      const rows = await db.$queryRaw<SpentChallenge[]>`
        UPDATE "challenges" SET "spent_at" = ${now}, "accepter_id" = ${accepterId}
        WHERE (("id" = ${id} AND ("listed" OR "opponent_id" = ${accepterId})) OR "token_hash" = ${tokenHash})
          AND "spent_at" IS NULL AND "cancelled_at" IS NULL AND "declined_at" IS NULL AND "expires_at" > ${now}
          AND "poster_id" <> ${accepterId}
          AND ("opponent_id" IS NULL OR "opponent_id" = ${accepterId})
        RETURNING "id", "poster_id" AS "posterId", "ruleset", "scenario_id" AS "scenarioId", "side", "options"`;
      return rows[0] ?? null;
    },

    /** Why `spend` spent nothing, read after it (the challenge as it stands now). */
    async refusal(key: ChallengeKey, accepterId: string, now: Date): Promise<ChallengeRefusal> {
      const c = await db.challenge.findUnique({ where: keyWhere(key) });
      // by id: a listed one, or one addressed to this player (a rematch); a direct link's only by its token
      if (!c || ('id' in key && !c.listed && c.opponentId !== accepterId)) return 'unknown';
      if (c.spentAt) return 'taken';
      if (c.cancelledAt) return 'cancelled';
      if (c.declinedAt) return 'declined';
      if (c.expiresAt.getTime() <= now.getTime()) return 'expired';
      if (c.posterId === accepterId) return 'own';
      if (c.opponentId && c.opponentId !== accepterId) return 'not-yours';
      return 'unknown';
    },

    /** The poster withdraws his live challenge; false when it is not his or no longer live. */
    async cancel(id: string, posterId: string, now: Date): Promise<boolean> {
      const { count } = await db.challenge.updateMany({
        where: { id, posterId, spentAt: null, cancelledAt: null, declinedAt: null },
        data: { cancelledAt: now },
      });
      return count === 1;
    },

    /** The addressee of a direct challenge turns it down; false when it is no longer live (or his own, or not his). */
    async decline(key: ChallengeKey, playerId: string, now: Date): Promise<boolean> {
      const { count } = await db.challenge.updateMany({
        where: {
          // by its link's token (anyone it was sent to), or by id when it is addressed to him (a rematch)
          ...('id' in key
            ? { id: key.id, opponentId: playerId }
            : { tokenHash: key.tokenHash, OR: [{ opponentId: null }, { opponentId: playerId }] }),
          posterId: { not: playerId },
          spentAt: null,
          cancelledAt: null,
          declinedAt: null,
          expiresAt: { gt: now },
        },
        data: { declinedAt: now },
      });
      return count === 1;
    },

    /** The live listed challenges, newest first, a page at a time (`before`: the last page's oldest). */
    async listOpen(now: Date, limit: number, before?: Date): Promise<OpenChallengeRow[]> {
      const rows = await db.challenge.findMany({
        where: {
          listed: true,
          spentAt: null,
          cancelledAt: null,
          expiresAt: { gt: now },
          ...(before ? { createdAt: { lt: before } } : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        select: {
          id: true,
          posterId: true,
          ruleset: true,
          scenarioId: true,
          side: true,
          options: true,
          createdAt: true,
          poster: { select: { name: true } },
        },
      });
      return rows.map(termsRow);
    },

    /** How many live challenges the player has posted (the cap per player). */
    liveCount(posterId: string, now: Date): Promise<number> {
      return db.challenge.count({
        where: { posterId, spentAt: null, cancelledAt: null, declinedAt: null, expiresAt: { gt: now } },
      });
    },

    /**
     * What a rematch of the match is made of, for one of its players: its terms, his old side and his
     * opponent; null when he holds no seat of it or the other seat has no player.
     */
    async rematchTerms(
      matchId: string,
      playerId: string,
    ): Promise<{ ruleset: string; scenarioId: string; options: Record<string, unknown>; side: 'A' | 'B'; opponentId: string } | null> {
      const m = await db.match.findUnique({
        where: { id: matchId },
        select: { ruleset: true, scenarioId: true, options: true, seats: { select: { side: true, playerId: true } } },
      });
      const mine = m?.seats.find((s) => s.playerId === playerId);
      const theirs = m?.seats.find((s) => s.playerId && s.playerId !== playerId);
      if (!m || !mine || !theirs?.playerId) return null;
      const side = mine.side as 'A' | 'B';
      return {
        ruleset: m.ruleset,
        scenarioId: m.scenarioId,
        options: m.options as Record<string, unknown>,
        side,
        opponentId: theirs.playerId,
      };
    },

    /** The accepted challenge's match and the side its poster got there (after the match was created). */
    async matched(id: string, matchId: string, posterSide: 'A' | 'B'): Promise<void> {
      await db.challenge.update({ where: { id }, data: { matchId, posterSide } });
    },

    /**
     * The player's challenges: those he posted and those addressed to him (a rematch), newest first, at
     * most `limit`; those no longer open only while they are younger than `recentMs` (he learns what
     * became of them, then they drop off the list).
     */
    async ofPlayer(playerId: string, now: Date, limit: number, recentMs: number): Promise<PlayerChallengeRow[]> {
      const rows = await db.challenge.findMany({
        where: {
          OR: [{ posterId: playerId }, { opponentId: playerId }],
          createdAt: { gt: new Date(now.getTime() - recentMs) },
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        include: { poster: { select: { name: true } } },
      });
      return rows.map((r) => {
        const role = r.posterId === playerId ? 'poster' : 'addressee';
        const side = r.posterSide === 'A' || r.posterSide === 'B' ? r.posterSide : null;
        return {
          ...termsRow(r),
          role,
          listed: r.listed,
          rematchOf: r.rematchOf,
          expiresAt: r.expiresAt,
          status: statusOf(r, now),
          match: role === 'poster' && r.matchId && side ? { id: r.matchId, side } : null,
        };
      });
    },

    /** A direct challenge's terms by its link token, while it is live (the challenge page shows them). */
    async liveByToken(tokenHash: string, now: Date): Promise<(OpenChallengeRow & { opponentId: string | null }) | null> {
      const r = await db.challenge.findFirst({
        where: { tokenHash, spentAt: null, cancelledAt: null, declinedAt: null, expiresAt: { gt: now } },
        include: { poster: { select: { name: true } } },
      });
      return r ? { ...termsRow(r), opponentId: r.opponentId } : null;
    },

    /** Deletes challenges that expired unspent before `cutoff`; returns how many (the expiry sweep). */
    async sweepExpired(cutoff: Date): Promise<number> {
      const { count } = await db.challenge.deleteMany({ where: { spentAt: null, expiresAt: { lt: cutoff } } });
      return count;
    },
  };
}

export type ChallengeStore = ReturnType<typeof challengeStore>;
