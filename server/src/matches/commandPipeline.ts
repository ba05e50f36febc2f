// THE command path, for every caller (a seat's socket, a command forwarded by another process, a clock's
// time-out): route to the owner -> the match's queue -> idempotency and expected version -> the engine
// -> commit (compare-and-swap, group commit), the updates built while its fsync runs -> the match moves
// on -> publish the updates -> the outcome (the caller acknowledges). Only this file publishes, and only
// after the commit, so no caller can forget to, nor send what was not committed.
import type { CommandAck, CommandEnvelope, GameState, Side } from '@hexfog/shared';
import { failure, type Logger } from '../logging/logger';
import { isDatabaseUnavailable } from '../persistence/dbErrors';
import { type GroupCommit, isUniqueViolation } from '../persistence/groupCommit';
import { commandKey, type MatchStore, VersionConflictError } from '../persistence/matchStore';
import { seenBy } from './audiences';
import { type LiveMatch, recordFrame, type StoredEvent } from './liveMatch';
import type { LiveMatches } from './liveMatches';
import type { MatchChanged, MatchPublisher } from './publisher';

export interface CommandOutcome {
  readonly ack: CommandAck;
  /** Set when the command was accepted, committed and published: the match and its new events. */
  readonly committed?: { readonly match: LiveMatch; readonly events: readonly StoredEvent[] };
}

const UNAVAILABLE: CommandAck = {
  ok: false,
  error: {
    code: 'UNAVAILABLE',
    message: 'the match cannot be reached right now; retry with the same commandId (it is never applied twice)',
  },
};

/** How often a command looks for its match's owner before it is refused as UNAVAILABLE. */
const OWNER_ATTEMPTS = 8;

function logAccepted(log: Logger, fields: Record<string, unknown>): void {
  log.info(fields, 'command accepted');
}

export interface PipelineDeps {
  readonly store: MatchStore;
  readonly live: LiveMatches;
  readonly commits: GroupCommit;
  readonly publisher: MatchPublisher;
  readonly changed: MatchChanged | undefined;
  readonly log: Logger;
  readonly snapshotEvery: number;
  /** Stored with every command it applies (host:pid:random). */
  readonly processId: string | undefined;
}

export class CommandPipeline {
  constructor(private readonly d: PipelineDeps) {}

  /**
   * Applies a command where the match is owned: here (taking a free lock first), or at its owner
   * (forwarded; the owner publishes). Refused with the retryable UNAVAILABLE when no owner can be reached.
   */
  async submit(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome> {
    const { ownership } = this.d.live;
    if (!ownership.cluster) return (await this.submitOwned(matchId, side, env))!;
    try {
      for (let attempt = 0; attempt < OWNER_ATTEMPTS; attempt++) {
        if (await ownership.acquire(matchId)) {
          const out = await this.submitOwned(matchId, side, env);
          if (out) return out;
          continue; // ownership was lost meanwhile: find the new owner
        }
        const ack = await ownership.cluster.forward(matchId, side, env);
        if (ack) return { ack };
        // the owner is gone or busy releasing: its lock frees when its connection ends
        await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      }
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
    }
    this.d.log.warn({ matchId, side, commandId: env.commandId, code: 'UNAVAILABLE' }, 'command refused');
    return { ack: UNAVAILABLE };
  }

  /** A command forwarded by another process: applied (and published) only when this process owns the match. */
  async submitForwarded(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    if (!this.d.live.ownership.owns(matchId)) return null;
    return this.submitOwned(matchId, side, env);
  }

  /** In the match's queue: null when this process does not own the match (any more). */
  private submitOwned(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    const { live } = this.d;
    return live.queues.run(matchId, async () => {
      if (!live.ownership.owns(matchId)) return null;
      try {
        return await this.applyOwned(matchId, side, env);
      } catch (e) {
        // the outcome of a failed commit is unknown here: forget the copy, the database decides
        live.drop(matchId);
        if (!isDatabaseUnavailable(e)) throw e;
        this.d.log.warn({ matchId, side, commandId: env.commandId, code: 'UNAVAILABLE' }, 'command refused: database unavailable');
        return { ack: UNAVAILABLE };
      }
    });
  }

  private async applyOwned(matchId: string, side: Side, env: CommandEnvelope): Promise<CommandOutcome | null> {
    const { live, store, log } = this.d;
    const match = await live.load(matchId);
    if (!match) return { ack: { ok: false, error: { code: 'NOT_FOUND', message: 'no such match' } } };
    // every version a seat sends or is sent is its own audience version (audiences.ts)
    const seen = (v: number) => match.audiences.versionAt(side, v);
    const prior = match.commandIds.get(commandKey(side, env.commandId));
    if (prior !== undefined) return { ack: { ok: true, version: seen(prior), duplicate: true } };
    const from = match.state.version;
    const current = seen(from);
    // a CONFLICT only when something the seat sees changed since: the other side's commands it could
    // not see move the match, never its own version
    if (env.expectedVersion !== current) {
      // a retry of a command older than the ids in memory: the database knows whether it was accepted
      const expectedAt = match.audiences.matchVersionOf(side, env.expectedVersion);
      const old = expectedAt < match.commandIdsFrom ? await store.commandVersion(matchId, side, env.commandId) : null;
      if (old !== null) return { ack: { ok: true, version: seen(old), duplicate: true } };
      log.info(
        { matchId, side, commandId: env.commandId, expected: env.expectedVersion, version: current, code: 'CONFLICT' },
        'command refused',
      );
      return { ack: { ok: false, error: { code: 'CONFLICT', message: `the match is at version ${current}`, currentVersion: current } } };
    }
    const type = typeof env.command.type === 'string' ? env.command.type.slice(0, 40) : '?';
    const r = match.game.apply(match.state, side, env.command, match.dice);
    if (!r.ok) {
      log.info({ matchId, side, commandId: env.commandId, type, code: r.error.code }, 'command refused');
      return { ack: { ok: false, error: r.error } };
    }
    const events: StoredEvent[] = r.events.map((e, i) => ({ ...e, seq: match.lastSeq + 1 + i, version: r.state.version }));
    const audiences = seenBy(match.game, match.state, r.state, r.events, side);
    const refused = await this.commit(match, side, env, r.state, events, audiences);
    if (refused) return refused;
    const before = match.state;
    match.state = r.state;
    recordFrame(match, r.state);
    match.lastSeq += events.length;
    match.commandIds.set(commandKey(side, env.commandId), r.state.version);
    this.d.changed?.(match, side);
    this.publish(match, events, before);
    // nothing here may depend on hidden facts: how many events a command made counts hidden units
    const accepted = { matchId, side, commandId: env.commandId, type, version: r.state.version };
    // written on the next turn of the event loop, after the broadcast and the ack: a log line (a
    // synchronous write, about 0.1 ms) is not on the command's path to its viewers
    if (log.isLevelEnabled('info')) setImmediate(logAccepted, log, accepted);
    return { ack: { ok: true, version: seen(r.state.version) }, committed: { match, events } };
  }

  /**
   * Commits the command (compare-and-swap on the version; with a cluster, fenced by the match's lock),
   * building its updates while the fsync runs. Undefined once committed; else the outcome to answer
   * (null: the lock is gone, the caller looks for the new owner).
   */
  private async commit(
    match: LiveMatch,
    side: Side,
    env: CommandEnvelope,
    state: GameState,
    events: StoredEvent[],
    audiences: number,
  ): Promise<CommandOutcome | null | undefined> {
    const { live, store, log } = this.d;
    const matchId = match.id;
    const from = match.state.version;
    const snapshot = state.version % this.d.snapshotEvery === 0 || state.status === 'ended' ? state : undefined;
    const fence = live.ownership.fence(matchId);
    if (live.ownership.clustered && !fence) return null;
    const current = match.audiences.versionAt(side, from);
    // recorded before the commit so the updates built while it runs carry each audience's version; a
    // commit that fails drops the whole live match (below, and submitOwned), this record with it
    match.audiences.record(state.version, audiences);
    const durable = this.d.commits.commit({
      matchId,
      fromVersion: from,
      status: state.status,
      commandId: env.commandId,
      side,
      payload: env.command,
      events,
      seen: audiences,
      ...(snapshot ? { snapshot } : {}),
      ...(this.d.processId ? { appliedBy: this.d.processId } : {}),
      ...(fence ? { fence } : {}),
    });
    await this.prepareWhileCommitting(match, state, events, durable);
    try {
      await durable;
      return undefined;
    } catch (e) {
      if (!(e instanceof VersionConflictError || isUniqueViolation(e))) throw e;
      // Another process wrote this match (or our lock is gone): forget our copy; the client resyncs.
      live.drop(matchId);
      const done = await store.commandVersion(matchId, side, env.commandId);
      if (done !== null) return { ack: { ok: true, version: await store.audienceVersionAt(matchId, side, done), duplicate: true } };
      const row = await store.row(matchId);
      const now = row ? (side === 'A' ? row.versionA : row.versionB) : current;
      log.warn({ matchId, side, commandId: env.commandId }, 'version conflict on commit');
      return { ack: { ok: false, error: { code: 'CONFLICT', message: `the match is at version ${now}`, currentVersion: now } } };
    }
  }

  /**
   * Lets the publisher build the updates once the commit's statement is on its way (the group commit
   * writes on the next turn of the event loop; this turn comes after it), so its work overlaps the fsync.
   */
  private async prepareWhileCommitting(
    match: LiveMatch,
    state: GameState,
    events: readonly StoredEvent[],
    durable: Promise<void>,
  ): Promise<void> {
    durable.catch(() => undefined); // awaited by the caller; a failure meanwhile is not unhandled
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      this.d.publisher.prepare(match, state, events);
    } catch (e) {
      this.d.log.error(failure(e), 'building ahead of the commit failed');
    }
  }

  /**
   * A committed command's updates. A failure here is logged, never answered as a refusal: the command
   * stands, and a viewer that missed its update catches up at the next one (a patch it cannot apply
   * makes it ask for a sync).
   */
  private publish(match: LiveMatch, events: readonly StoredEvent[], before: GameState): void {
    try {
      this.d.publisher.publish(match, events, before);
    } catch (e) {
      this.d.log.error(failure(e), 'broadcast failed');
    }
  }
}
