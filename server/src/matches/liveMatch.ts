// A match held in memory, and the one builder of it: a new match (matchCreation.ts) and a match rebuilt
// from the database (matchLoader.ts) both go through `liveMatch`, so the two can never disagree on a
// field. Everything kept per match lives here and leaves memory with it, the publisher's memory of what
// each viewer class was sent included (`outbox`).
import type {
  DiceSource,
  Game,
  GameEvent,
  GameState,
  Lobby,
  RuleOptions,
  SpectatorPolicy,
  TimeControl,
  UpdatePayload,
  View,
} from '@hexfog/shared';
import type { AudienceVersions } from './audiences';
import type { SpectatorFrames } from './spectatorFrames';

export interface StoredEvent extends GameEvent {
  readonly seq: number;
  readonly version: number;
}

/** A view a viewer class was sent, at its (match) version: the base of that class's next patch. */
export interface SentView {
  readonly version: number;
  readonly view: View;
}

/** A viewer class's update built ahead of the commit: valid while that class's last sent view is still `last`. */
export interface BuiltUpdate {
  readonly last: SentView | undefined;
  readonly now: SentView;
  readonly payload: UpdatePayload;
}

/**
 * The publisher's memory of one match (outbound/ reads and writes it; matches/ only holds it). A match
 * reloaded (ownership moved, or evicted) is a new LiveMatch with an empty outbox: its first update to
 * each seat is a whole view.
 */
export interface Outbox {
  /** The view each viewer class ('A', 'B', 'public') was last sent by this process. */
  readonly sent: Map<string, SentView>;
  /** The updates built while a commit is in flight, for the state it commits (by identity). */
  ahead: { readonly state: GameState; readonly classes: ReadonlyMap<string, BuiltUpdate> } | undefined;
}

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
  /** The rule options the match is played with (its game's parameters; engine/matchOptions.ts). */
  readonly rules: RuleOptions;
  /** The match's time control (clock.ts), kept on resume; absent: untimed. */
  readonly timeControl?: TimeControl;
  readonly createdAt: Date;
  state: GameState;
  /** Which audiences saw each command: every version sent is the receiver's own (audiences.ts). */
  readonly audiences: AudienceVersions;
  lastSeq: number;
  /**
   * commandKey(side, commandId) -> the version it produced: idempotency is per seat. Complete from
   * version `commandIdsFrom` on (a resumed match loads only its recent ids; the database has all).
   */
  readonly commandIds: Map<string, number>;
  readonly commandIdsFrom: number;
  /** Public views per Player Turn, for delayed spectators. */
  readonly frames: SpectatorFrames;
  /** What the publisher last sent each viewer class of this match (outbound/sockets.ts). */
  readonly outbox: Outbox;
}

/** What a live match is built from: its stored (or new) facts; the outbox and the ids map are made here. */
export type LiveMatchFields = Omit<LiveMatch, 'outbox' | 'commandIds' | 'timeControl'> & {
  readonly timeControl: TimeControl | undefined;
  readonly commandIds: Iterable<readonly [string, number]>;
};

/** The one builder of a LiveMatch (creation and rebuild both use it). */
export function liveMatch(f: LiveMatchFields): LiveMatch {
  return {
    id: f.id,
    ruleset: f.ruleset,
    rulesVersion: f.rulesVersion,
    scenarioId: f.scenarioId,
    game: f.game,
    dice: f.dice,
    diceCommitment: f.diceCommitment,
    diceSeed: f.diceSeed,
    spectators: f.spectators,
    lobby: f.lobby,
    rules: f.rules,
    ...(f.timeControl ? { timeControl: f.timeControl } : {}),
    createdAt: f.createdAt,
    state: f.state,
    audiences: f.audiences,
    lastSeq: f.lastSeq,
    commandIds: new Map(f.commandIds),
    commandIdsFrom: f.commandIdsFrom,
    frames: f.frames,
    outbox: { sent: new Map(), ahead: undefined },
  };
}

/** Only delayed spectators need the past public views: public-policy matches skip this work. */
export function recordFrame(match: Pick<LiveMatch, 'frames' | 'game' | 'spectators'>, state: GameState): void {
  if (match.spectators.mode === 'delayed') match.frames.record(state, match.game.view(state, { kind: 'public' }));
}

/** Whether the server plays other rules than the match was played under: its commands are not re-played. */
export function rulesChanged(match: Pick<LiveMatch, 'rulesVersion' | 'game'>): boolean {
  return match.rulesVersion !== match.game.ctx.rulesVersion;
}

/** A past position that only re-playing commands under the match's own rules could rebuild. */
export class RulesChangedError extends Error {
  constructor(readonly match: Pick<LiveMatch, 'id' | 'rulesVersion' | 'game'>) {
    super(
      `match ${match.id} was played under rules version ${match.rulesVersion}; this server plays version ${match.game.ctx.rulesVersion}, so only its saved positions, its events and its dice are available`,
    );
  }
}
