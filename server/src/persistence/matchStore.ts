// Match persistence: the only module that reads and writes match rows. A command is appended, with its
// events in its own row, in one transaction that also moves the match version by compare-and-swap, so
// two writers can never both commit on the same version.
import type { GameEvent, GameState } from '@hexfog/shared';
import { type Db, poolOf } from './prisma';

export class VersionConflictError extends Error {
  constructor(readonly matchId: string) {
    super(`match ${matchId} moved on: version conflict`);
  }
}

export interface NewMatch {
  readonly id: string;
  readonly ruleset: string;
  readonly rulesVersion: number;
  readonly scenarioId: string;
  readonly diceCommitment: string;
  readonly diceSeed: string;
  readonly options: unknown;
  /** The seats held at creation (the creator's alone when the other side is offered by invitation). */
  readonly seats: readonly { side: 'A' | 'B'; tokenHash: string; playerId?: string }[];
  readonly initialState: GameState;
}

export interface StoredCommand {
  readonly version: number;
  readonly commandId: string;
  readonly side: 'A' | 'B';
  readonly payload: unknown;
}

export interface LoadedMatch {
  readonly id: string;
  readonly ruleset: string;
  /** The rules version the match was played under. */
  readonly rulesVersion: number;
  readonly scenarioId: string;
  readonly status: string;
  readonly version: number;
  readonly diceCommitment: string;
  readonly diceSeed: string;
  readonly options: unknown;
  readonly createdAt: Date;
  readonly snapshot: { readonly version: number; readonly state: GameState };
  /** Accepted commands after the snapshot, in version order. */
  readonly commands: readonly StoredCommand[];
  /**
   * commandKey(side, commandId) -> version of the accepted commands from version `commandIdsFrom` on
   * (idempotency, per seat); older ones are asked of the database when needed (`commandVersion`).
   */
  readonly commandIds: ReadonlyMap<string, number>;
  readonly commandIdsFrom: number;
  readonly lastSeq: number;
  /** [version, seen] of the commands not seen by every audience (matches/audiences.ts), in version order. */
  readonly unseen: readonly (readonly [number, number])[];
}

export interface CommitInput {
  readonly matchId: string;
  readonly fromVersion: number;
  readonly status: string;
  readonly commandId: string;
  readonly side: 'A' | 'B';
  readonly payload: unknown;
  readonly events: readonly (GameEvent & { seq: number })[];
  /** The audiences the command changed something for (bits: 1 seat A, 2 seat B, 4 spectators). */
  readonly seen: number;
  readonly snapshot?: GameState;
  /** The applying process, stored with the command. */
  readonly appliedBy?: string;
  /**
   * With several processes: commit only while this database session (the owner's lock connection)
   * still holds the match's advisory lock, so a process that lost its lock can never write.
   */
  readonly fence?: AdvisoryFence;
}

export interface AdvisoryFence {
  readonly pid: number;
  readonly classid: number;
  readonly objid: number;
}

/**
 * The idempotency key of a command: a commandId names one seat's command. Another seat sending the
 * same id sends a new command (answering it as a duplicate would confirm that the other seat used it).
 */
export function commandKey(side: 'A' | 'B', commandId: string): string {
  return `${side}:${commandId}`;
}

/** How many of its latest command ids a match loads into memory when it is resumed. */
export const RECENT_COMMAND_IDS = 200;

const json = (v: unknown) => v as never; // Prisma's Json input type; our values are plain JSON

interface LoadRow {
  id: string;
  ruleset: string;
  rules_version: number;
  scenario_id: string;
  status: string;
  version: number;
  dice_commitment: string;
  dice_seed: string;
  options: unknown;
  created_at: Date | string;
  snap: { version: number; state: GameState } | null;
  tail: { version: number; command_id: string; side: string; payload: unknown }[];
  ids: [string, string, number][];
  last_seq: number | null;
  unseen: [number, number][];
}

// A match to resume: $1 the id, $2 how many of its latest command ids to load.
const LOAD = `
  SELECT m.id, m.ruleset, m.rules_version, m.scenario_id, m.status, m.version, m.dice_commitment, m.dice_seed, m.options, m.created_at,
    (SELECT json_build_object('version', s.version, 'state', s.state) FROM snapshots s
      WHERE s.match_id = m.id ORDER BY s.version DESC LIMIT 1) AS snap,
    (SELECT coalesce(json_agg(json_build_object('version', c.version, 'command_id', c.command_id, 'side', c.side, 'payload', c.payload) ORDER BY c.version), '[]'::json)
      FROM commands c WHERE c.match_id = m.id
        AND c.version > coalesce((SELECT max(s.version) FROM snapshots s WHERE s.match_id = m.id), 0)) AS tail,
    (SELECT coalesce(json_agg(json_build_array(c.side, c.command_id, c.version)), '[]'::json)
      FROM commands c WHERE c.match_id = m.id AND c.version > m.version - $2::int) AS ids,
    (SELECT (c.events -> -1 ->> 'seq')::int FROM commands c
      WHERE c.match_id = m.id AND jsonb_array_length(c.events) > 0 ORDER BY c.version DESC LIMIT 1) AS last_seq,
    (SELECT coalesce(json_agg(json_build_array(c.version, c.seen) ORDER BY c.version), '[]'::json)
      FROM commands c WHERE c.match_id = m.id AND c.seen <> 7) AS unseen
  FROM matches m WHERE m.id = $1`;

// A match's `updated_at` is when its spectators last saw it move (the lobby shows it): a command they
// could not see leaves it, as it leaves their version.
// One statement for a whole batch (a lone command too: its latency measured within the noise of a
// statement of its own): $1 the commands (one per match, each with its events); per command the
// compare-and-swap on the version and, only when it matched, the command (its events in its row) and
// the snapshot. The fence (the owner's advisory lock, cluster mode) is read once from pg_locks for the batch.
const COMMIT_MANY = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS i(m text, f int, st text, cid text, side text, payload jsonb, ev jsonb, seen int, by text, fpid int, fcls bigint, fobj bigint, snap jsonb)
  ), held AS MATERIALIZED (
    SELECT pid, classid, objid FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND objsubid = 1 AND pid IN (SELECT fpid FROM input WHERE fpid IS NOT NULL)
  ), moved AS (
    UPDATE matches SET version = i.f + 1, status = i.st,
      updated_at = CASE WHEN i.seen & 4 <> 0 THEN now() ELSE matches.updated_at END,
      version_a = version_a + (i.seen & 1), version_b = version_b + (i.seen >> 1 & 1), version_public = version_public + (i.seen >> 2 & 1)
    FROM input i
    WHERE matches.id = i.m AND matches.version = i.f
      AND (i.fpid IS NULL OR EXISTS (SELECT 1 FROM held h WHERE h.pid = i.fpid AND h.classid = i.fcls::oid AND h.objid = i.fobj::oid))
    RETURNING matches.id
  ), cmd AS (
    INSERT INTO commands (match_id, version, command_id, side, payload, events, seen, applied_by)
    SELECT i.m, i.f + 1, i.cid, i.side, i.payload, i.ev, i.seen, i.by FROM input i JOIN moved ON moved.id = i.m
  ), snap AS (
    INSERT INTO snapshots (match_id, version, state)
    SELECT i.m, i.f + 1, i.snap FROM input i JOIN moved ON moved.id = i.m WHERE i.snap IS NOT NULL
  )
  SELECT id FROM moved`;

/**
 * One command alone (every command below saturation): the same compare-and-swap, fence and rows as
 * COMMIT_MANY, with typed parameters instead of a JSON batch, so the match row is found by its key.
 * A variant per shape (fenced or not, with a snapshot or not) keeps each statement free of clauses
 * that depend on a parameter being null: PostgreSQL then settles on one generic plan for it after a
 * few runs, where a clause like "$9 IS NULL OR ..." made it plan the statement anew each time (about
 * 0.05 ms of a 0.4 ms commit). $1 match, $2 from version, $3 status, $4 command id, $5 side,
 * $6 payload, $7 events, $8 applied by, $9 the audiences that saw it; then the fence ($10 pid,
 * $11 classid, $12 objid) and the snapshot.
 */
function commitOneSql(fenced: boolean, snapshot: boolean): string {
  const state = fenced ? '$13' : '$10';
  const fence = fenced
    ? `AND EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.pid = $10::int AND l.classid = $11::bigint::oid AND l.objid = $12::bigint::oid)`
    : '';
  const snap = snapshot
    ? `, snap AS (INSERT INTO snapshots (match_id, version, state) SELECT id, $2::int + 1, ${state}::jsonb FROM moved)`
    : '';
  return `
  WITH moved AS (
    UPDATE matches SET version = $2::int + 1, status = $3,
      updated_at = CASE WHEN $9::int & 4 <> 0 THEN now() ELSE updated_at END,
      version_a = version_a + ($9::int & 1), version_b = version_b + ($9::int >> 1 & 1), version_public = version_public + ($9::int >> 2 & 1)
    WHERE id = $1 AND version = $2::int ${fence}
    RETURNING id
  ), cmd AS (
    INSERT INTO commands (match_id, version, command_id, side, payload, events, seen, applied_by)
    SELECT id, $2::int + 1, $4, $5, $6::jsonb, $7::jsonb, $9::int, $8 FROM moved
  )${snap}
  SELECT id FROM moved`;
}

/** COMMIT_ONE[fenced][snapshot]: the statement, and the name it is prepared under. */
const COMMIT_ONE = [0, 1].map((f) =>
  [0, 1].map((s) => ({ name: `hexfog_commit_one${f ? '_fenced' : ''}${s ? '_snapshot' : ''}`, sql: commitOneSql(!!f, !!s) })),
);

/** A command's events as its row stores them. */
interface StoredEventJson {
  seq: number;
  audience: string;
  type: string;
  data: Readonly<Record<string, unknown>>;
}

export function createMatchStore(db: Db) {
  // the commit statements go straight to node-postgres when the pool is ours (createDb)
  const pool = poolOf(db);
  // `name`: a prepared statement (parsed and planned once per pooled connection, then only bound and
  // run): planning the commit's statement each time cost about a third of a lone command's commit
  const query = async <R>(sql: string, params: unknown[], name?: string): Promise<R[]> =>
    pool
      ? (await pool.query(name ? { name, text: sql, values: params } : { text: sql, values: params })).rows
      : db.$queryRawUnsafe<R[]>(sql, ...params);

  /** A command's events as its row stores them (both commit statements). */
  const storedEvents = (c: CommitInput) =>
    c.events.map((e): StoredEventJson => ({ seq: e.seq, audience: e.audience, type: e.type, data: e.data }));

  /**
   * Appends the accepted commands of several matches (at most one per match) in ONE statement, so
   * they share one transaction and one fsync (group commit). Each row keeps its own compare-and-swap
   * and lock fence: a command whose match moved on is simply not written, and its match id is
   * missing from the returned set, while the others commit. A unique violation (a commandId stored
   * twice) fails the whole statement: the caller then commits the batch one by one.
   */
  const commitMany = async (batch: readonly CommitInput[]): Promise<Set<string>> => {
    const rows = batch.map((c) => ({
      m: c.matchId,
      f: c.fromVersion,
      st: c.status,
      cid: c.commandId,
      side: c.side,
      payload: c.payload,
      ev: storedEvents(c),
      seen: c.seen,
      by: c.appliedBy ?? null,
      fpid: c.fence?.pid ?? null,
      fcls: c.fence?.classid ?? null,
      fobj: c.fence?.objid ?? null,
      snap: c.snapshot ?? null,
    }));
    const moved = await query<{ id: string }>(COMMIT_MANY, [JSON.stringify(rows)], 'hexfog_commit_many');
    return new Set(moved.map((r) => r.id));
  };
  return {
    async create(m: NewMatch): Promise<void> {
      await db.$transaction([
        db.match.create({
          data: {
            id: m.id,
            ruleset: m.ruleset,
            rulesVersion: m.rulesVersion,
            scenarioId: m.scenarioId,
            status: m.initialState.status,
            version: m.initialState.version,
            diceCommitment: m.diceCommitment,
            diceSeed: m.diceSeed,
            options: json(m.options),
          },
        }),
        db.seat.createMany({
          data: m.seats.map((s) => ({ matchId: m.id, side: s.side, tokenHash: s.tokenHash, playerId: s.playerId ?? null })),
        }),
        db.snapshot.create({ data: { matchId: m.id, version: m.initialState.version, state: json(m.initialState) } }),
      ]);
    },

    /** A match with its latest snapshot and the commands after it. */
    async load(id: string, recentIds = RECENT_COMMAND_IDS): Promise<LoadedMatch | null> {
      // one statement, one round trip, one consistent view: the row, its latest snapshot and the
      // commands after it, its recent command ids (a long match loads no more) and its last event seq
      const [r] = await query<LoadRow>(LOAD, [id, recentIds]);
      if (!r) return null;
      const { snap, tail } = r;
      if (!snap) throw new Error(`match ${id} has no snapshot`);
      return {
        id: r.id,
        ruleset: r.ruleset,
        rulesVersion: r.rules_version,
        scenarioId: r.scenario_id,
        status: r.status,
        version: r.version,
        diceCommitment: r.dice_commitment,
        diceSeed: r.dice_seed,
        options: r.options,
        createdAt: new Date(r.created_at),
        snapshot: snap,
        commands: tail.map((c) => ({ version: c.version, commandId: c.command_id, side: c.side as 'A' | 'B', payload: c.payload })),
        commandIds: new Map(r.ids.map(([side, commandId, version]) => [commandKey(side as 'A' | 'B', commandId), version])),
        commandIdsFrom: Math.max(1, r.version - recentIds + 1),
        lastSeq: r.last_seq ?? 0,
        unseen: r.unseen,
      };
    },

    /** Appends one accepted command; throws VersionConflictError when the match moved on. */
    async commit(c: CommitInput): Promise<void> {
      const { name, sql } = COMMIT_ONE[c.fence ? 1 : 0]![c.snapshot ? 1 : 0]!;
      const params: unknown[] = [
        c.matchId,
        c.fromVersion,
        c.status,
        c.commandId,
        c.side,
        JSON.stringify(c.payload),
        JSON.stringify(storedEvents(c)),
        c.appliedBy ?? null,
        c.seen,
      ];
      if (c.fence) params.push(c.fence.pid, c.fence.classid, c.fence.objid);
      if (c.snapshot) params.push(JSON.stringify(c.snapshot));
      if ((await query<{ id: string }>(sql, params, name)).length === 0) throw new VersionConflictError(c.matchId);
    },

    commitMany,

    /**
     * The latest snapshot before `beforeVersion` that `accept`s, newest first, with every command after
     * it; null when none does. A delayed-spectator match re-plays from there to rebuild its frames.
     */
    async earlierStart(
      matchId: string,
      beforeVersion: number,
      accept: (state: GameState) => boolean,
    ): Promise<{ snapshot: { version: number; state: GameState }; commands: LoadedMatch['commands'] } | null> {
      let before = beforeVersion;
      for (;;) {
        const s = await db.snapshot.findFirst({ where: { matchId, version: { lt: before } }, orderBy: { version: 'desc' } });
        if (!s) return null;
        const state = s.state as unknown as GameState;
        if (accept(state)) {
          const commands = await db.command.findMany({
            where: { matchId, version: { gt: s.version } },
            orderBy: { version: 'asc' },
            select: { version: true, commandId: true, side: true, payload: true },
          });
          return {
            snapshot: { version: s.version, state },
            commands: commands.map((c) => ({ version: c.version, commandId: c.commandId, side: c.side as 'A' | 'B', payload: c.payload })),
          };
        }
        before = s.version;
      }
    },

    /** The latest snapshot at or before `version` and the commands after it up to `version`. */
    async history(matchId: string, version: number) {
      const snap = await db.snapshot.findFirst({ where: { matchId, version: { lte: version } }, orderBy: { version: 'desc' } });
      if (!snap) return null;
      const commands = await db.command.findMany({
        where: { matchId, version: { gt: snap.version, lte: version } },
        orderBy: { version: 'asc' },
        select: { version: true, side: true, payload: true },
      });
      return {
        snapshot: snap.state as unknown as GameState,
        commands: commands.map((c) => ({ version: c.version, side: c.side as 'A' | 'B', payload: c.payload })),
      };
    },

    /** The events of the commands after `afterVersion`, in seq order (the commands' version order). */
    async events(matchId: string, afterVersion: number) {
      const rows = await db.command.findMany({
        where: { matchId, version: { gt: afterVersion } },
        orderBy: { version: 'asc' },
        select: { version: true, events: true },
      });
      return rows.flatMap((r) =>
        (r.events as unknown as StoredEventJson[]).map((e) => ({
          seq: e.seq,
          version: r.version,
          audience: e.audience,
          type: e.type,
          data: e.data,
        })),
      );
    },

    async seats(matchId: string) {
      return db.seat.findMany({ where: { matchId }, select: { side: true, tokenHash: true, playerId: true } });
    },

    /** A seat's new token (its hash): the computer's seat gets a fresh one each time the server starts (computer/). */
    async setSeatToken(matchId: string, side: string, tokenHash: string): Promise<void> {
      await db.seat.update({ where: { matchId_side: { matchId, side } }, data: { tokenHash } });
    },

    /** The matches not ended whose options name a computer opponent, oldest first (the server's restart resumes them). */
    async withComputer(limit: number) {
      return db.match.findMany({
        where: {
          status: { not: 'ended' },
          OR: (['A', 'B'] as const).map((side) => ({ options: { path: ['computer', 'side'], equals: side } })),
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: limit,
        select: { id: true, options: true },
      });
    },

    async touchSeat(matchId: string, side: string): Promise<void> {
      await db.seat.update({ where: { matchId_side: { matchId, side } }, data: { lastSeenAt: new Date() } });
    },

    /**
     * Matches in these statuses, newest first (by creation: an order by last move would show which
     * delayed-spectator match just moved); with `publicOnly`, only those created for the public lobby.
     */
    async list(statuses: readonly string[], publicOnly: boolean, limit = 100, skip = 0) {
      return db.match.findMany({
        where: { status: { in: [...statuses] }, ...(publicOnly ? { options: { path: ['lobby'], equals: 'public' } } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        take: limit,
        skip,
      });
    },

    /** The version a seat's accepted command produced, or null (idempotency across processes). */
    async commandVersion(matchId: string, side: 'A' | 'B', commandId: string): Promise<number | null> {
      const c = await db.command.findUnique({ where: { matchId_side_commandId: { matchId, side, commandId } }, select: { version: true } });
      return c?.version ?? null;
    },

    /** A seat's audience version at a match version (matches/audiences.ts): the commands up to it that it saw. */
    async audienceVersionAt(matchId: string, side: 'A' | 'B', version: number): Promise<number> {
      return db.command.count({ where: { matchId, version: { lte: version }, seen: { in: side === 'A' ? [1, 3, 5, 7] : [2, 3, 6, 7] } } });
    },

    async row(id: string) {
      return db.match.findUnique({ where: { id } });
    },
  };
}

export type MatchStore = ReturnType<typeof createMatchStore>;
