// The match service: one serial queue per match, so commands never interleave. For each command:
// check idempotency and the expected version, run the engine, then commit command + events + version
// (compare-and-swap) in one transaction; only then is the command acknowledged and broadcast.
// Live matches are cached; a match not in memory (a restart, another day) is rebuilt from its latest
// snapshot plus the commands after it, replayed with the match's own seeded dice.
import { type CommandAck, type CommandEnvelope, diceCommitment, type DiceSource, type Game, type GameEvent, type GameState, type Lobby, seededDice, type Side, type SpectatorPolicy } from '@hexfog/shared';
import type { Catalog } from '../catalog/catalog';
import { failure, type Logger } from '../logging/logger';
import { isDatabaseUnavailable } from '../persistence/dbErrors';
import { GroupCommit, type GroupCommitOptions, isUniqueViolation } from '../persistence/groupCommit';
import { commandKey, type LoadedMatch, type MatchStore, VersionConflictError } from '../persistence/matchStore';
import { MatchCache, type MatchCacheOptions } from './matchCache';
import { SpectatorFrames } from '../outbound/spectators';
import { engineParams, type MatchOptions, readMatchOptions } from './options';

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
import { hashToken, newDiceSeed, newMatchId, newSeatToken, seatForToken } from './seats';

export interface LiveMatch {
  readonly id: string;
  readonly ruleset: string;
  /** The rules version the match was played under (the game's may be newer: `rulesChanged`). */
  readonly rulesVersion: number;
  readonly scenarioId: string;
  readonly game: Game;
  readonly dice: DiceSource;
  readonly diceCommitment: string;
  /** Secret until the match ends; only the projection boundary decides to reveal it. */
  readonly diceSeed: string;
  readonly spectators: SpectatorPolicy;
  /** Whether the match is listed to anyone (GET /api/matches). */
  readonly lobby: Lobby;
  /** sewer-cards: the match's game hides the Sewer cards from the opponent (param hiddenSewerCards). */
  readonly hiddenSewerCards: boolean;
  /** The match's time control (clock.ts), kept on resume; absent: untimed. */
  readonly timeControl?: import('@hexfog/shared').TimeControl;
  readonly createdAt: Date;
  state: GameState;
  lastSeq: number;
  /**
   * commandKey(side, commandId) -> the version it produced: idempotency is per seat. Complete from
   * version `commandIdsFrom` on (a resumed match loads only its recent ids; the database has all).
   */
  readonly commandIds: Map<string, number>;
  readonly commandIdsFrom: number;
  /** Public views per Player Turn, for delayed spectators. */
  readonly frames: SpectatorFrames;
}

/** Whether the server plays other rules than the match was played under: its commands are not re-played. */
export function rulesChanged(match: Pick<LiveMatch, 'rulesVersion' | 'game'>): boolean {
  return match.rulesVersion !== match.game.ctx.rulesVersion;
}

/** A past position that only re-playing commands under the match's own rules could rebuild. */
export class RulesChangedError extends Error {
  constructor(readonly match: Pick<LiveMatch, 'id' | 'rulesVersion' | 'game'>) {
    super(`match ${match.id} was played under rules version ${match.rulesVersion}; this server plays version ${match.game.ctx.rulesVersion}, so only its saved positions, its events and its dice are available`);
  }
}

/** Only delayed spectators need the past public views: public-policy matches skip this work. */
function recordFrame(match: Pick<LiveMatch, 'frames' | 'game' | 'spectators'>, state: GameState): void {
  if (match.spectators.mode === 'delayed') match.frames.record(state, match.game.view(state, { kind: 'public' }));
}

function logAccepted(log: Logger, fields: Record<string, unknown>): void {
  log.info(fields, 'command accepted');
}

export interface StoredEvent extends GameEvent {
  readonly seq: number;
  readonly version: number;
}

export interface CommandOutcome {
  readonly ack: CommandAck;
  /** Set when the command was accepted and committed: the match and its new events. */
  readonly committed?: { readonly match: LiveMatch; readonly events: readonly StoredEvent[] };
}

/**
 * Several processes on one database: who owns a match (its advisory lock) and how to reach the owner.
 * Without it the service is the single-process one: every match is owned here.
 */
export interface ClusterHooks {
  readonly locks: Pick<import('../cluster/matchLocks').MatchLocks, 'owns' | 'tryAcquire' | 'release' | 'fence'>;
  /** Sends the command to the process that owns the match; null when none answered as the owner. */
  readonly forward: (matchId: string, side: Side, env: CommandEnvelope) => Promise<CommandAck | null>;
}

export interface ServiceOptions {
  /** Stored with every command it applies (host:pid:random). */
  readonly processId?: string;
  readonly cluster?: ClusterHooks;
  /** How many commands of different matches one commit may carry, and how many commits run at once. */
  readonly commit?: GroupCommitOptions;
  /** When a match leaves memory (idle time, most matches kept); with a cluster its lock goes too. */
  readonly cache?: Partial<MatchCacheOptions>;
}

export const DEFAULT_COMMIT: GroupCommitOptions = { maxBatch: 256, maxInFlight: 2 };

const UNAVAILABLE: CommandAck = {
  ok: false,
  error: { code: 'UNAVAILABLE', message: 'the match cannot be reached right now; retry with the same commandId (it is never applied twice)' },
};

export interface CreatedMatch {
  readonly match: LiveMatch;
  readonly tokens: Record<Side, string>;
}

export class MatchService {
  private readonly live: MatchCache<LiveMatch>;
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly cluster: ClusterHooks | undefined;
  private readonly processId: string | undefined;
  /** Every accepted command is written through it: several matches' commands share one commit. */
  readonly commits: GroupCommit;
  /**
   * Told of a command's resulting state while its commit is in flight, before anything is sent: the
   * outbound side builds the command's updates then (outbound/sockets.ts prepareUpdate). It may send
   * nothing: the state is not committed yet, and may never be.
   */
  whileCommitting: ((match: LiveMatch, state: GameState, events: readonly StoredEvent[]) => void) | undefined;
  /** Told when a match is created, loaded or moved (by a seat's command): the time control (clock.ts). */
  onChange: ((match: LiveMatch, by?: Side) => void) | undefined;

  constructor(
    private readonly store: MatchStore,
    private readonly catalog: Catalog,
    private readonly log: Logger,
    private readonly snapshotEvery: number,
    private readonly newSeed: () => string = newDiceSeed,
    opts: ServiceOptions = {},
  ) {
    this.cluster = opts.cluster;
    this.processId = opts.processId;
    this.commits = new GroupCommit(store, opts.commit ?? DEFAULT_COMMIT);
    this.live = new MatchCache<LiveMatch>(opts.cache ?? {}, (id, usedAt) => this.evict(id, usedAt));
  }

  /** Whether this process applies the match's commands (always, with one process). */
  owns(matchId: string): boolean {
    return !this.cluster || this.cluster.locks.owns(matchId);
  }

  /** Ownership went away (lock connection lost): the cached copies may be stale now. */
  dropOwnership(matchIds: readonly string[]): void {
    for (const id of matchIds) this.live.delete(id);
  }

  /**
   * Takes an idle (or least recently used) match out of memory, inside its queue so no command or
   * read of it is half done; unless it was used again since `usedAt`. Its sockets stay in their rooms:
   * the next command or sync reloads it from its latest snapshot (the resume path). With a cluster its
   * lock is released too, so another process may take it.
   */
  private evict(matchId: string, usedAt: number): Promise<void> {
    return this.serial(matchId, async () => {
      if (!this.live.deleteIf(matchId, usedAt)) return;
      await this.cluster?.locks.release(matchId);
      this.log.debug({ matchId }, 'idle match evicted');
    }).catch(() => undefined);
  }

  /** Matches held in memory now. */
  liveCount(): number {
    return this.live.size;
  }

  close(): void {
    this.live.close();
    const s = this.commits.stats;
    if (s.batches) this.log.info({ batches: s.batches, commands: s.commands, largest: s.largest, meanWriteMs: +(s.writeMs / s.batches).toFixed(2), sizes: s.sizes }, 'commit batches');
  }

  /** Runs `fn` after everything already queued for this match. */
  private serial<T>(matchId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(matchId) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => undefined);
    this.queues.set(matchId, tail);
    void tail.then(() => {
      if (this.queues.get(matchId) === tail) this.queues.delete(matchId);
    });
    return next;
  }

  async create(rulesetId: string, scenarioId: string, { spectators, lobby, hiddenSewerCards = false, timeControl }: Optional<MatchOptions, 'hiddenSewerCards'>): Promise<CreatedMatch> {
    const game = this.catalog.game(rulesetId, scenarioId, engineParams({ hiddenSewerCards }));
    const id = newMatchId();
    const seed = this.newSeed();
    const tokens = { A: newSeatToken(), B: newSeatToken() };
    const state = game.initialState();
    await this.store.create({
      id,
      ruleset: rulesetId,
      rulesVersion: game.ctx.rulesVersion,
      scenarioId,
      diceCommitment: diceCommitment(seed),
      diceSeed: seed,
      options: { spectators, lobby, ...(hiddenSewerCards ? { hiddenSewerCards } : {}), ...(timeControl ? { timeControl } : {}) },
      seats: [
        { side: 'A', tokenHash: hashToken(tokens.A) },
        { side: 'B', tokenHash: hashToken(tokens.B) },
      ],
      initialState: state,
    });
    const match: LiveMatch = {
      id,
      ruleset: rulesetId,
      rulesVersion: game.ctx.rulesVersion,
      scenarioId,
      game,
      dice: seededDice(seed),
      diceCommitment: diceCommitment(seed),
      diceSeed: seed,
      spectators,
      lobby,
      hiddenSewerCards,
      ...(timeControl ? { timeControl } : {}),
      createdAt: new Date(),
      state,
      lastSeq: 0,
      commandIds: new Map(),
      commandIdsFrom: 1,
      frames: new SpectatorFrames(game.ctx.turn.index),
    };
    recordFrame(match, state);
    // the creating process owns a new match (its players usually arrive through the same door)
    if (!this.cluster || (await this.cluster.locks.tryAcquire(id).catch(() => false))) this.live.set(id, match);
    this.onChange?.(match);
    this.log.info({ matchId: id, ruleset: rulesetId, scenario: scenarioId }, 'match created');
    return { match, tokens };
  }

  /** The live match, loading and replaying it when it is not in memory; null when unknown. */
  async get(matchId: string): Promise<LiveMatch | null> {
    const cached = this.live.get(matchId);
    if (cached && this.owns(matchId)) return cached;
    if (this.cluster && !(await this.acquire(matchId))) return this.readFresh(matchId);
    return this.serial(matchId, () => this.load(matchId));
  }

  /**
   * The match as now, without keeping it in memory when it is not there: for reads that must not bring
   * idle matches back (the lobby's "your matches" poll), so they neither take memory nor push others out.
   */
  async peek(matchId: string): Promise<LiveMatch | null> {
    const cached = this.live.get(matchId);
    if (cached && this.owns(matchId)) return cached;
    return this.readFresh(matchId);
  }

  /** The match's status ('setup', 'playing', 'ended'), from memory or its row; null when unknown. */
  async statusOf(matchId: string): Promise<string | null> {
    const cached = this.live.get(matchId);
    if (cached && this.owns(matchId)) return cached.state.status;
    return (await this.store.row(matchId))?.status ?? null;
  }

  /** Cluster: takes the match's lock when free; a fresh owner forgets any older copy. */
  private async acquire(matchId: string): Promise<boolean> {
    if (this.cluster!.locks.owns(matchId)) return true;
    if (!(await this.cluster!.locks.tryAcquire(matchId))) return false;
    this.live.hold(matchId);
    return true;
  }

  /** A match owned by another process, read from the database and not kept (it moves elsewhere). */
  private async readFresh(matchId: string): Promise<LiveMatch | null> {
    const rec = await this.loadRecord(matchId);
    return rec ? this.build(rec) : null;
  }

  private async load(matchId: string): Promise<LiveMatch | null> {
    const cached = this.live.get(matchId);
    if (cached) return cached;
    const rec = await this.loadRecord(matchId);
    if (!rec) {
      if (this.cluster) await this.cluster.locks.release(matchId);
      return null;
    }
    const match = this.build(rec);
    if (this.owns(matchId)) {
      this.live.set(matchId, match);
      this.log.info({ matchId, version: match.state.version, replayed: rec.commands.length }, 'match loaded');
      this.onChange?.(match);
    }
    return match;
  }

  /**
   * The stored match to rebuild. Delayed spectators see the public view of a past Player Turn
   * (outbound/spectators.ts): such a match re-plays from the latest snapshot old enough to rebuild the
   * frames they may still be shown, those of the last `playerTurns` Player Turns (a snapshot from at
   * least that many Player Turns before its latest one), not from the start. A match played under other
   * rules keeps its latest snapshot (stored commands may not re-play under the new rules).
   */
  private async loadRecord(matchId: string): Promise<LoadedMatch | null> {
    const rec = await this.store.load(matchId);
    if (!rec) return null;
    const { spectators, hiddenSewerCards } = readMatchOptions(rec.options);
    if (spectators.mode !== 'delayed' || this.catalog.rulesVersion(rec.ruleset) !== rec.rulesVersion) return rec;
    const index = this.catalog.game(rec.ruleset, rec.scenarioId, engineParams({ hiddenSewerCards })).ctx.turn.index;
    const oldest = Math.max(0, index(rec.snapshot.state) - spectators.playerTurns); // frame 0: setup, shown until then
    if (index(rec.snapshot.state) <= oldest) return rec;
    const start = await this.store.earlierStart(matchId, rec.snapshot.version, (state) => index(state) <= oldest);
    return start ? { ...rec, ...start } : rec;
  }

  /** Rebuilds a match from its stored snapshot and the commands after it. */
  private build(rec: LoadedMatch): LiveMatch {
    const matchId = rec.id;
    const { spectators, lobby, hiddenSewerCards, timeControl } = readMatchOptions(rec.options);
    // a resumed match plays with its own options' parameter values (e.g. hidden Sewer cards)
    const game = this.catalog.game(rec.ruleset, rec.scenarioId, engineParams({ hiddenSewerCards }));
    const dice = seededDice(rec.diceSeed);
    const frames = new SpectatorFrames(game.ctx.turn.index);
    let state = rec.snapshot.state;
    recordFrame({ frames, game, spectators }, state);
    for (const c of rec.commands) {
      const r = game.apply(state, c.side, c.payload, dice);
      if (!r.ok || r.state.version !== c.version) {
        const rules = rec.rulesVersion === game.ctx.rulesVersion ? '' : ` under rules version ${game.ctx.rulesVersion} (played under ${rec.rulesVersion})`;
        throw new Error(`match ${matchId}: stored command at version ${c.version} does not replay${rules} (${r.ok ? 'version mismatch' : r.error.code})`);
      }
      state = r.state;
      recordFrame({ frames, game, spectators }, state);
    }
    if (state.version !== rec.version) throw new Error(`match ${matchId}: replay reached version ${state.version}, stored ${rec.version}`);
    const match: LiveMatch = {
      id: rec.id,
      ruleset: rec.ruleset,
      rulesVersion: rec.rulesVersion,
      scenarioId: rec.scenarioId,
      game,
      dice,
      diceCommitment: rec.diceCommitment,
      diceSeed: rec.diceSeed,
      spectators,
      lobby,
      hiddenSewerCards,
      ...(timeControl ? { timeControl } : {}),
      createdAt: rec.createdAt,
      state,
      lastSeq: rec.lastSeq,
      commandIds: new Map(rec.commandIds),
      commandIdsFrom: rec.commandIdsFrom,
      frames,
    };
    return match;
  }

  /**
   * Applies a command where the match is owned: here (taking a free lock first), or at its owner
   * (forwarded). Refused with the retryable UNAVAILABLE when no owner can be reached.
   */
  async submit(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome> {
    if (!this.cluster) return (await this.submitOwned(matchId, side, env))!;
    try {
      for (let attempt = 0; attempt < 8; attempt++) {
        if (await this.acquire(matchId)) {
          const out = await this.submitOwned(matchId, side, env);
          if (out) return out;
          continue; // ownership was lost meanwhile: find the new owner
        }
        const ack = await this.cluster.forward(matchId, side, env);
        if (ack) return { ack };
        // the owner is gone or busy releasing: its lock frees when its connection ends
        await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      }
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
    }
    this.log.warn({ matchId, side, commandId: env.commandId, code: 'UNAVAILABLE' }, 'command refused');
    return { ack: UNAVAILABLE };
  }

  /** A command forwarded by another process: applied only when this process owns the match. */
  async submitForwarded(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    if (!this.owns(matchId)) return null;
    return this.submitOwned(matchId, side, env);
  }

  /** In the match's queue: null when this process does not own the match (any more). */
  private submitOwned(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    return this.serial(matchId, async () => {
      if (!this.owns(matchId)) return null;
      try {
        return await this.applyOwned(matchId, side, env);
      } catch (e) {
        // the outcome of a failed commit is unknown here: forget the copy, the database decides
        this.live.drop(matchId);
        if (!isDatabaseUnavailable(e)) throw e;
        this.log.warn({ matchId, side, commandId: env.commandId, code: 'UNAVAILABLE' }, 'command refused: database unavailable');
        return { ack: UNAVAILABLE };
      }
    });
  }

  private async applyOwned(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    const match = await this.load(matchId);
    if (!match) return { ack: { ok: false, error: { code: 'NOT_FOUND', message: 'no such match' } } };
    const prior = match.commandIds.get(commandKey(side, env.commandId));
    if (prior !== undefined) return { ack: { ok: true, version: prior, duplicate: true } };
    const from = match.state.version;
    if (env.expectedVersion !== from) {
      // a retry of a command older than the ids in memory: the database knows whether it was accepted
      const old = env.expectedVersion < match.commandIdsFrom ? await this.store.commandVersion(matchId, side, env.commandId) : null;
      if (old !== null) return { ack: { ok: true, version: old, duplicate: true } };
      this.log.info({ matchId, side, commandId: env.commandId, expected: env.expectedVersion, version: from, code: 'CONFLICT' }, 'command refused');
      return { ack: { ok: false, error: { code: 'CONFLICT', message: `the match is at version ${from}`, currentVersion: from } } };
    }
    const type = typeof env.command.type === 'string' ? env.command.type.slice(0, 40) : '?';
    const r = match.game.apply(match.state, side, env.command, match.dice);
    if (!r.ok) {
      this.log.info({ matchId, side, commandId: env.commandId, type, code: r.error.code }, 'command refused');
      return { ack: { ok: false, error: r.error } };
    }
    const events: StoredEvent[] = r.events.map((e, i) => ({ ...e, seq: match.lastSeq + 1 + i, version: r.state.version }));
    const snapshot = r.state.version % this.snapshotEvery === 0 || r.state.status === 'ended' ? r.state : undefined;
    const fence = this.cluster?.locks.fence(matchId);
    if (this.cluster && !fence) return null;
    const durable = this.commits.commit({
      matchId,
      fromVersion: from,
      status: r.state.status,
      commandId: env.commandId,
      side,
      payload: env.command,
      events,
      ...(snapshot ? { snapshot } : {}),
      ...(this.processId ? { appliedBy: this.processId } : {}),
      ...(fence ? { fence } : {}),
    });
    if (this.whileCommitting) await this.buildWhileCommitting(match, r.state, events, durable);
    try {
      await durable;
    } catch (e) {
      if (e instanceof VersionConflictError || isUniqueViolation(e)) {
        // Another process wrote this match (or our lock is gone): forget our copy; the client resyncs.
        this.live.drop(matchId);
        const done = await this.store.commandVersion(matchId, side, env.commandId);
        if (done !== null) return { ack: { ok: true, version: done, duplicate: true } };
        const row = await this.store.row(matchId);
        const current = row?.version ?? from;
        this.log.warn({ matchId, side, commandId: env.commandId }, 'version conflict on commit');
        return { ack: { ok: false, error: { code: 'CONFLICT', message: `the match is at version ${current}`, currentVersion: current } } };
      }
      throw e;
    }
    match.state = r.state;
    recordFrame(match, r.state);
    match.lastSeq += events.length;
    match.commandIds.set(commandKey(side, env.commandId), r.state.version);
    this.onChange?.(match, side);
    // nothing here may depend on hidden facts: how many events a command made counts hidden units
    const accepted = { matchId, side, commandId: env.commandId, type, version: r.state.version };
    // written on the next turn of the event loop, after the ack and the broadcast: a log line (a
    // synchronous write, about 0.1 ms) is not on the command's path to its viewers
    if (this.log.isLevelEnabled('info')) setImmediate(logAccepted, this.log, accepted);
    return { ack: { ok: true, version: r.state.version }, committed: { match, events } };
  }

  /**
   * Runs the `whileCommitting` hook once the commit's statement is on its way (the group commit writes
   * on the next turn of the event loop; this turn comes after it), so its work overlaps the fsync.
   */
  private async buildWhileCommitting(match: LiveMatch, state: GameState, events: readonly StoredEvent[], durable: Promise<void>): Promise<void> {
    durable.catch(() => undefined); // awaited by the caller; a failure meanwhile is not unhandled
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      this.whileCommitting?.(match, state, events);
    } catch (e) {
      this.log.error(failure(e), 'building ahead of the commit failed');
    }
  }

  /**
   * Runs `build` with the match and its events after `sinceVersion`, inside the match's queue, so the
   * view and the events describe the same version (no command commits in between).
   */
  async consistentRead<T>(matchId: string, sinceVersion: number, build: (match: LiveMatch, events: StoredEvent[], since: number) => T): Promise<T | null> {
    if (this.cluster && !(await this.acquire(matchId))) {
      // owned elsewhere: the database has everything the owner acknowledged; updates after this read
      // reach the socket through the adapter (it joined its room first)
      const match = await this.readFresh(matchId);
      if (!match) return null;
      const since = Math.min(sinceVersion, match.state.version);
      return build(match, await this.eventsSince(matchId, since), since);
    }
    return this.serial(matchId, async () => {
      const match = await this.load(matchId);
      if (!match) return null;
      const since = Math.min(sinceVersion, match.state.version);
      return build(match, await this.eventsSince(matchId, since), since);
    });
  }

  /** The state at a past version, rebuilt from the snapshot before it (for the replay). */
  async stateAt(match: LiveMatch, version: number): Promise<GameState | null> {
    if (version === match.state.version) return match.state;
    const h = await this.store.history(match.id, version);
    if (!h) return null;
    if (h.commands.length && rulesChanged(match)) throw new RulesChangedError(match);
    let state = h.snapshot;
    for (const c of h.commands) {
      const r = match.game.apply(state, c.side, c.payload, match.dice);
      if (!r.ok) throw new Error(`match ${match.id}: command at version ${c.version} does not replay`);
      state = r.state;
    }
    return state.version === version ? state : null;
  }

  /** Stored events after a version (for catch-up), in order. */
  async eventsSince(matchId: string, afterVersion: number): Promise<StoredEvent[]> {
    const rows = await this.store.events(matchId, afterVersion);
    return rows.map((r) => ({ type: r.type, audience: r.audience as GameEvent['audience'], data: r.data, seq: r.seq, version: r.version }));
  }

  /** Matches in these statuses, newest first; with `publicOnly`, only those created for the public lobby. */
  async listRows(statuses: readonly string[], publicOnly: boolean, page?: { limit: number; skip: number }) {
    return this.store.list(statuses, publicOnly, page?.limit, page?.skip);
  }

  /** The seat a token plays in this match (constant-time), or null. */
  async seatOf(matchId: string, token: string): Promise<Side | null> {
    return seatForToken(token, await this.store.seats(matchId));
  }

  /** Drops every cached match (tests use it to prove a reload from the database). */
  forgetAll(): void {
    this.live.clear();
  }
}
