// The players and their sessions in PostgreSQL (prisma/migrations/20270201000000_players). Ids and
// tokens are made here; passwords arrive already hashed (passwords.ts), tokens as their sha256.
import { randomBytes } from 'node:crypto';
import type { Db } from '../persistence/prisma';

export interface PlayerRow {
  readonly id: string;
  readonly name: string | null;
  readonly passwordHash: string | null;
}

export interface SessionRow {
  readonly player: PlayerRow;
  readonly expiresAt: Date;
}

/** A player's id: 128 random bits, base64url; never shown to another player. */
function newPlayerId(): string {
  return `p_${randomBytes(16).toString('base64url')}`;
}

const PLAYER = { id: true, name: true, passwordHash: true } as const;

export interface PlayerStore {
  /** A new anonymous player with a first session. */
  createWithSession(tokenHash: string, expiresAt: Date): Promise<PlayerRow>;
  /** The live session's player (an expired session is none). */
  session(tokenHash: string, now: Date): Promise<SessionRow | null>;
  addSession(playerId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Moves a session's expiry on and notes the player as seen (rolling identity). */
  renewSession(tokenHash: string, playerId: string, expiresAt: Date, now: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  byId(id: string): Promise<PlayerRow | null>;
  byName(name: string): Promise<PlayerRow | null>;
  /** Sets the name if the player has none yet: `set`, `taken` (by another player, any letter case) or `has-name`. */
  setName(playerId: string, name: string): Promise<'set' | 'taken' | 'has-name'>;
  /** Sets the password's hash and ends every other session of the player (a new password locks the old ones out). */
  setPasswordHash(playerId: string, hash: string, keepTokenHash: string): Promise<void>;
  /** The matches and sides whose seats belong to the player, newest first. */
  seats(playerId: string, limit: number): Promise<{ matchId: string; side: string }[]>;
  /** Deletes sessions past their expiry; returns how many. */
  purgeExpired(now: Date): Promise<number>;
  /** Deletes up to `limit` players with no name, no password, no session and no seat; returns how many. */
  purgeAbandoned(limit: number): Promise<number>;
}

export function createPlayerStore(db: Db): PlayerStore {
  return {
    async createWithSession(tokenHash, expiresAt) {
      return db.player.create({
        data: { id: newPlayerId(), sessions: { create: { tokenHash, expiresAt } } },
        select: PLAYER,
      });
    },
    async session(tokenHash, now) {
      const s = await db.playerSession.findUnique({ where: { tokenHash }, select: { expiresAt: true, player: { select: PLAYER } } });
      return s && s.expiresAt > now ? s : null;
    },
    async addSession(playerId, tokenHash, expiresAt) {
      await db.playerSession.create({ data: { playerId, tokenHash, expiresAt } });
    },
    async renewSession(tokenHash, playerId, expiresAt, now) {
      await db.$transaction([
        db.playerSession.updateMany({ where: { tokenHash }, data: { expiresAt } }),
        db.player.updateMany({ where: { id: playerId }, data: { lastSeenAt: now } }),
      ]);
    },
    async deleteSession(tokenHash) {
      await db.playerSession.deleteMany({ where: { tokenHash } });
    },
    async byId(id) {
      return db.player.findUnique({ where: { id }, select: PLAYER });
    },
    async byName(name) {
      const rows = await db.$queryRaw<PlayerRow[]>`
        SELECT id, name, password_hash AS "passwordHash" FROM players WHERE lower(name) = lower(${name}) LIMIT 1`;
      return rows[0] ?? null;
    },
    async setName(playerId, name) {
      try {
        const n = await db.player.updateMany({ where: { id: playerId, name: null }, data: { name } });
        return n.count === 1 ? 'set' : 'has-name';
      } catch (e) {
        if ((e as { code?: string }).code === 'P2002' || /unique/i.test(String((e as Error).message))) return 'taken';
        throw e;
      }
    },
    async setPasswordHash(playerId, hash, keepTokenHash) {
      await db.$transaction([
        db.player.update({ where: { id: playerId }, data: { passwordHash: hash } }),
        db.playerSession.deleteMany({ where: { playerId, tokenHash: { not: keepTokenHash } } }),
      ]);
    },
    async seats(playerId, limit) {
      const rows = await db.seat.findMany({
        where: { playerId },
        select: { matchId: true, side: true },
        orderBy: [{ match: { createdAt: 'desc' } }, { matchId: 'asc' }],
        take: limit,
      });
      return rows;
    },
    async purgeExpired(now) {
      return (await db.playerSession.deleteMany({ where: { expiresAt: { lte: now } } })).count;
    },
    async purgeAbandoned(limit) {
      // an anonymous player nobody can be any more (no session left) who holds no seat: nothing of
      // him remains to show; a named player keeps his name
      return db.$executeRaw`
        DELETE FROM "players" WHERE "id" IN (
          SELECT p."id" FROM "players" p
          WHERE p."name" IS NULL AND p."password_hash" IS NULL
            AND NOT EXISTS (SELECT 1 FROM "player_sessions" s WHERE s."player_id" = p."id")
            AND NOT EXISTS (SELECT 1 FROM "seats" st WHERE st."player_id" = p."id")
          LIMIT ${limit})`;
    },
  };
}
