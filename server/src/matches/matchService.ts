// The match service: what the rest of the server asks of matches, composed from named parts:
//   liveMatches.ts    the matches in memory (cache, eviction), loading and replaying (matchLoader.ts)
//   ownership.ts      which process applies a match's commands (cluster: its advisory lock), forwarding
//   serialQueues.ts   one queue per match, so commands and reads never interleave
//   commandPipeline.ts  idempotency, apply, commit, then publish: the one path of every command
//   matchCreation.ts  a new match (liveMatch.ts: the one builder of a LiveMatch)
//   history.ts        replay history and catch-up events
// The outbound side is reached only through the MatchPublisher passed in at construction.
import type { CommandEnvelope, GameState, Side } from '@hexfog/shared';
import type { Catalog } from '../catalog/catalog';
import type { Logger } from '../logging/logger';
import { GroupCommit, type GroupCommitOptions } from '../persistence/groupCommit';
import type { MatchStore } from '../persistence/matchStore';
import { CommandPipeline, type CommandOutcome } from './commandPipeline';
import { audienceOf } from './audiences';
import { eventsSince, stateAt } from './history';
import type { LiveMatch, StoredEvent } from './liveMatch';
import { LiveMatches } from './liveMatches';
import type { MatchCacheOptions } from './matchCache';
import { createMatch, type CreatedMatch, type NewMatchRequest } from './matchCreation';
import type { ClusterHooks } from './ownership';
import { type MatchChanged, type MatchPublisher, SILENT_PUBLISHER } from './publisher';
import { newDiceSeed, seatForPlayer, seatForToken } from './seats';

export type { CommandOutcome } from './commandPipeline';
export type { CreatedMatch } from './matchCreation';
export { type LiveMatch, rulesChanged, RulesChangedError, type StoredEvent } from './liveMatch';
export type { ClusterHooks } from './ownership';

export interface ServiceOptions {
  /** Stored with every command it applies (host:pid:random). */
  readonly processId?: string;
  readonly cluster?: ClusterHooks;
  /** How many commands of different matches one commit may carry, and how many commits run at once. */
  readonly commit?: GroupCommitOptions;
  /** When a match leaves memory (idle time, most matches kept); with a cluster its lock goes too. */
  readonly cache?: Partial<MatchCacheOptions>;
  /** Sends every committed command's updates (outbound/sockets.ts); none by default. */
  readonly publisher?: MatchPublisher;
  /** Told when a match is created, loaded or moved: the time control (clock.ts). */
  readonly changed?: MatchChanged;
}

export const DEFAULT_COMMIT: GroupCommitOptions = { maxBatch: 256, maxInFlight: 2 };

export class MatchService {
  private readonly live: LiveMatches;
  private readonly pipeline: CommandPipeline;
  /** Every accepted command is written through it: several matches' commands share one commit. */
  readonly commits: GroupCommit;

  constructor(
    private readonly store: MatchStore,
    private readonly catalog: Catalog,
    private readonly log: Logger,
    snapshotEvery: number,
    private readonly newSeed: () => string = newDiceSeed,
    opts: ServiceOptions = {},
  ) {
    this.commits = new GroupCommit(store, opts.commit ?? DEFAULT_COMMIT);
    this.live = new LiveMatches(store, catalog, log, opts.changed, opts.cluster, opts.cache ?? {});
    this.pipeline = new CommandPipeline({
      store,
      live: this.live,
      commits: this.commits,
      publisher: opts.publisher ?? SILENT_PUBLISHER,
      changed: opts.changed,
      log,
      snapshotEvery,
      processId: opts.processId,
    });
  }

  /** Whether this process applies the match's commands (always, with one process). */
  owns(matchId: string): boolean {
    return this.live.ownership.owns(matchId);
  }

  /** Ownership went away (lock connection lost): the cached copies may be stale now. */
  dropOwnership(matchIds: readonly string[]): void {
    this.live.dropOwnership(matchIds);
  }

  /** Matches held in memory now. */
  liveCount(): number {
    return this.live.size;
  }

  close(): void {
    this.live.close();
    const s = this.commits.stats;
    if (s.batches)
      this.log.info(
        { batches: s.batches, commands: s.commands, largest: s.largest, meanWriteMs: +(s.writeMs / s.batches).toFixed(2), sizes: s.sizes },
        'commit batches',
      );
  }

  /**
   * A new match, stored. With one process it stays in memory. With a cluster no lock is taken here:
   * the process its sockets reach (the load balancer hashes on the match id) takes it at their
   * handshake, so the owner is where the sockets are, not wherever the creation request landed.
   */
  async create(request: NewMatchRequest): Promise<CreatedMatch> {
    const created = await createMatch({ ...request, store: this.store, catalog: this.catalog, seed: this.newSeed() });
    this.live.adopt(created.match);
    this.log.info({ matchId: created.match.id, ruleset: request.rulesetId, scenario: request.scenarioId }, 'match created');
    return created;
  }

  /** The live match, taking it (cluster: its free lock) and loading it when not in memory; null when unknown. */
  get(matchId: string): Promise<LiveMatch | null> {
    return this.live.get(matchId);
  }

  /**
   * The match as now, without keeping it in memory when it is not there: for reads that must not bring
   * idle matches back (the lobby's "your matches" poll), so they neither take memory nor push others out.
   */
  async peek(matchId: string): Promise<LiveMatch | null> {
    return this.live.held(matchId) ?? this.live.readFresh(matchId);
  }

  /** The match's status ('setup', 'playing', 'ended'), from memory or its row; null when unknown. */
  async statusOf(matchId: string): Promise<string | null> {
    const held = this.live.held(matchId);
    if (held) return held.state.status;
    return (await this.store.row(matchId))?.status ?? null;
  }

  /** Applies a seat's command through the pipeline (which publishes it once committed). */
  submit(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome> {
    return this.pipeline.submit(matchId, side, env);
  }

  /** A command forwarded by another process: applied and published only when this process owns the match. */
  submitForwarded(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    return this.pipeline.submitForwarded(matchId, side, env);
  }

  /**
   * Runs `build` with the match and its events after `sinceVersion`, inside the match's queue, so the
   * view and the events describe the same version (no command commits in between). `sinceVersion` is
   * the receiver's own (audiences.ts: a seat's, the spectators' for `null`): the events after the match
   * version it stands for. `since`: that audience version (0: everything).
   */
  async consistentRead<T>(
    matchId: string,
    seat: Side | null,
    sinceVersion: number,
    build: (match: LiveMatch, events: StoredEvent[], since: number) => T,
  ): Promise<T | null> {
    const read = async (match: LiveMatch | null) => {
      if (!match) return null;
      const key = audienceOf(seat);
      const since = Math.min(sinceVersion, match.audiences.versionAt(key, match.state.version));
      return build(match, await this.eventsSince(matchId, match.audiences.matchVersionOf(key, since)), since);
    };
    // owned elsewhere: the database has everything the owner acknowledged; updates after this read
    // reach the socket through the adapter (it joined its room first)
    if (!(await this.live.ownership.acquire(matchId))) return read(await this.live.readFresh(matchId));
    return this.live.queues.run(matchId, async () => read(await this.live.load(matchId)));
  }

  /** The state at a past version, rebuilt from the snapshot before it (for the replay). */
  stateAt(match: LiveMatch, version: number): Promise<GameState | null> {
    return stateAt(this.store, match, version);
  }

  /** Stored events after a version (for catch-up), in order. */
  eventsSince(matchId: string, afterVersion: number): Promise<StoredEvent[]> {
    return eventsSince(this.store, matchId, afterVersion);
  }

  /** Matches in these statuses, newest first; with `publicOnly`, only those created for the public lobby. */
  async listRows(statuses: readonly string[], publicOnly: boolean, page?: { limit: number; skip: number }) {
    return this.store.list(statuses, publicOnly, page?.limit, page?.skip);
  }

  /**
   * The seat a token plays in this match for this player (constant-time), or null: a seat that belongs
   * to a player opens only to that player (`playerId`: the request's, from its session cookie).
   */
  async seatOf(matchId: string, token: string, playerId: string | null): Promise<Side | null> {
    return seatForToken(token, await this.store.seats(matchId), playerId);
  }

  /** The side when it belongs to this player (opened by the session cookie alone), or null. */
  async playerSeat(matchId: string, side: Side, playerId: string | null): Promise<Side | null> {
    return seatForPlayer(side, await this.store.seats(matchId), playerId);
  }

  /** A seat connected: remembered as its last visit (best effort, never awaited by the caller). */
  seatSeen(matchId: string, side: Side): void {
    void this.store.touchSeat(matchId, side).catch(() => undefined);
  }

  /** Drops every cached match (tests use it to prove a reload from the database). */
  forgetAll(): void {
    this.live.clear();
  }
}
