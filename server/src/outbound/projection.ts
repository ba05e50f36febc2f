// THE projection boundary. Every payload with match content that leaves the server (views, events,
// acks, errors, initial sync, catch-up, match summaries) is built here, for one receiver, from what
// that receiver may know. Other modules hand these payloads to a socket or an HTTP reply unchanged;
// server/src/outbound/boundary.test.ts checks that nothing else emits to a socket.
import {
  type GameState,
  type LoggedRoll,
  verifyDice,
  visibleEvents,
  type CommandAck,
  type MatchListItem,
  type MatchSummary,
  type ProtocolErrorCode,
  type ScenarioSummary,
  type Side,
  type SyncPayload,
  type UpdatePayload,
  type View,
  type Viewer,
  type ViewEvent,
  type WireError,
} from '@hexfog/shared';
import { audienceOf, liveView, viewPatch } from '../matches/audiences';
import type { LiveMatch, SentView, StoredEvent } from '../matches/liveMatch';
import { readMatchOptions, ruleOptionSpecs } from '../matches/options';

export type Seat = Side | null;

export function viewerFor(seat: Seat): Viewer {
  return seat ? { kind: 'side', side: seat } : { kind: 'public' };
}

/**
 * The version a receiver is sent for a match version: its own audience version (matches/audiences.ts),
 * how many changes it had seen by then. Every version leaving the server goes through here.
 */
export function versionFor(match: LiveMatch, seat: Seat, matchVersion: number): number {
  return match.audiences.versionAt(audienceOf(seat), matchVersion);
}

/** A view as its receiver is sent it: with the receiver's own version. */
function wireView(match: LiveMatch, seat: Seat, view: View): View {
  return { ...view, version: versionFor(match, seat, view.version) };
}

/**
 * What a receiver may see now: the match version it stands at, and its view. Seats see the present;
 * spectators see the public view, N Player Turns late under a delayed policy (never later than the
 * match's end). Both in match versions: the payloads below put the receiver's version on the wire.
 */
export function visibleNow(match: LiveMatch, seat: Seat, s: GameState = match.state): { version: number; view: View } {
  if (seat || s.status === 'ended' || match.spectators.mode === 'public')
    return { version: s.version, view: liveView(match.game, s, audienceOf(seat)) };
  // delayed spectators: the frames recorded as commands were committed
  const frame = match.frames.visible(s, match.spectators.playerTurns);
  if (frame) return frame;
  const initial = match.game.initialState();
  return { version: 0, view: match.game.view(initial, { kind: 'public' }) };
}

/**
 * The events this receiver may see (up to the match version `upTo`), with only their allow-listed wire
 * fields, each placed at (the receiver's version, its index among that version's events it sees).
 * Once the match has ended everyone sees every event: one made at a version the receiver had not seen
 * then takes the place after those of the receiver's version before it, so places never move.
 */
export function eventsFor(
  match: LiveMatch,
  seat: Seat,
  events: readonly StoredEvent[],
  upTo = match.state.version,
  state: GameState = match.state,
): ViewEvent[] {
  const ended = state.status === 'ended';
  const viewer = viewerFor(seat);
  // spectators also get the opponent's form of an event told to each seat (view/events.ts)
  const visible = visibleEvents(
    events.filter((e) => e.version <= upTo),
    viewer,
    ended,
  );
  let version = -1;
  let index = 0;
  return visible.map((e) => {
    const at = versionFor(match, seat, e.version);
    index = at === version ? index + 1 : 0;
    version = at;
    return { version: at, index, type: e.type, data: e.data };
  });
}

export function syncPayload(match: LiveMatch, seat: Seat, events: readonly StoredEvent[], full: boolean): SyncPayload {
  const now = visibleNow(match, seat);
  return {
    matchId: match.id,
    seat,
    version: versionFor(match, seat, now.version),
    view: wireView(match, seat, now.view),
    events: eventsFor(match, seat, events, now.version),
    full,
    diceCommitment: match.diceCommitment,
  };
}

/**
 * The update for one viewer class at `now` (its visibleNow): a patch against `last`, the view this
 * class was last sent, or the whole view when there is none. The patch is a diff of two views of the
 * same receiver (shared/src/protocol/patch.ts), so it says nothing the full view would not; its size
 * depends only on those two views. `state`: the match's state the update is for (by default its
 * present one; a command's state being committed, when the update is built while its commit is in flight).
 */
export function updatePayload(
  match: LiveMatch,
  seat: Seat,
  events: readonly StoredEvent[],
  now: SentView,
  last?: SentView,
  state: GameState = match.state,
): UpdatePayload {
  const visible = eventsFor(match, seat, events, now.version, state);
  const version = versionFor(match, seat, now.version);
  if (!last) return { version, view: wireView(match, seat, now.view), events: visible };
  // the view's own version is the update's: the patch leaves it out (DeltaUpdate); the same two views'
  // patch was made once already when the command's audiences were found (matches/audiences.ts)
  const patch = viewPatch(last.view, now.view);
  return { version, base: versionFor(match, seat, last.version), patch, events: visible };
}

/** An ack passes through unchanged: the engine phrases rule errors from the asking seat's knowledge. */
export function ackPayload(ack: CommandAck): CommandAck {
  return ack.ok
    ? { ok: true, version: ack.version, ...(ack.duplicate ? { duplicate: true } : {}) }
    : { ok: false, error: wireError(ack.error) };
}

export function wireError(e: WireError): WireError {
  return {
    code: e.code,
    message: e.message,
    ...(e.rule ? { rule: e.rule } : {}),
    ...(e.currentVersion !== undefined ? { currentVersion: e.currentVersion } : {}),
  };
}

export function errorBody(code: ProtocolErrorCode, message: string): { error: WireError } {
  return { error: { code, message } };
}

/**
 * Who asks for a match's summary or the list: `present` (a seat of the match, or the operator) sees the
 * match as it is; `public` (anyone else) sees what the match's spectators are shown, so a delayed
 * match's summary shows the position its spectators see, never the live one.
 */
export type Audience = 'present' | 'public';

/**
 * Where the match is, as this audience may know it: version, status, turn and phase. The version is
 * the asker's own: a seat's (`seat`), the spectators' for anyone else; the operator's is the match's.
 */
function progressFor(
  match: LiveMatch,
  audience: Audience,
  seat: Side | undefined,
): Pick<MatchSummary, 'version' | 'status' | 'turn' | 'phase'> {
  const s = match.state;
  if (audience === 'present' || match.spectators.mode === 'public' || s.status === 'ended') {
    const version = audience === 'present' && !seat ? s.version : versionFor(match, seat ?? null, s.version);
    return { version, status: s.status, turn: s.turn, phase: s.status === 'setup' ? 'setup' : s.phase };
  }
  const { version, view } = visibleNow(match, null);
  return {
    version: versionFor(match, null, version),
    status: view.status,
    turn: view.turn,
    phase: view.status === 'setup' ? 'setup' : view.phase,
  };
}

/** `seat`: the seat asking, when it is one (its version is its own); none for the operator and anyone else. */
export function matchSummary(match: LiveMatch, scenario: ScenarioSummary | undefined, audience: Audience, seat?: Side): MatchSummary {
  const s = match.state;
  const ended = s.status === 'ended';
  return {
    id: match.id,
    ruleset: match.ruleset,
    rulesVersion: match.rulesVersion,
    scenario: match.scenarioId,
    scenarioName: scenario?.name ?? match.scenarioId,
    sides: scenario?.sides ?? { A: 'A', B: 'B' },
    ...progressFor(match, audience, seat),
    turns: match.game.ctx.scenario.turns,
    spectators: match.spectators,
    lobby: match.lobby,
    ruleOptions: ruleOptionSpecs(match.ruleset, match.rules),
    diceCommitment: match.diceCommitment,
    ...(ended ? { diceSeed: match.diceSeed } : {}),
    ...(s.result ? { result: { winner: s.result.winner, reason: s.result.reason } } : {}),
    createdAt: match.createdAt.toISOString(),
  };
}

/**
 * Everything about a finished match: every event, seed included. Callers check that it has ended. Its
 * versions are the match's own (every command counted): after the end everyone may know everything,
 * and the replay's positions (`/replay/:version`) are numbered by them.
 */
export function replayRecord(match: LiveMatch, events: readonly StoredEvent[]) {
  return {
    matchId: match.id,
    rulesVersion: match.rulesVersion,
    version: match.state.version,
    result: match.state.result,
    diceCommitment: match.diceCommitment,
    diceSeed: match.diceSeed,
    events: events.map((e) => ({ seq: e.seq, version: e.version, audience: e.audience, type: e.type, data: e.data })),
  };
}

export function replayView(match: LiveMatch, state: GameState): View {
  return match.game.view(state, { kind: 'replay' });
}

/** The dice log of a finished match with the revealed seed and its verification. */
export function diceRecord(match: LiveMatch, events: readonly StoredEvent[]) {
  const rolls = events
    .filter((e) => e.type === 'roll')
    .map((e) => ({ seq: e.seq, version: e.version, ...(e.data as unknown as LoggedRoll) }));
  return {
    matchId: match.id,
    diceCommitment: match.diceCommitment,
    diceSeed: match.diceSeed,
    rolls,
    verification: verifyDice(match.diceSeed, match.diceCommitment, rolls),
  };
}

/**
 * A list entry, from the stored row (the list loads no match). Its progress (status, version, last
 * move) only when the match's spectators see the present, or for `present` (the operator): a delayed
 * match's entry does not move while it is played. The version is the spectators' (the operator: the match's).
 */
export function matchListItem(
  row: {
    id: string;
    ruleset: string;
    scenarioId: string;
    status: string;
    version: number;
    versionPublic: number;
    options: unknown;
    createdAt: Date;
    updatedAt: Date;
  },
  scenario: ScenarioSummary | undefined,
  audience: Audience,
): MatchListItem {
  const { spectators, lobby, rules } = readMatchOptions(row.options);
  const live = audience === 'present' || spectators.mode === 'public';
  return {
    id: row.id,
    ruleset: row.ruleset,
    scenario: row.scenarioId,
    scenarioName: scenario?.name ?? row.scenarioId,
    spectators,
    lobby,
    ruleOptions: ruleOptionSpecs(row.ruleset, rules),
    createdAt: row.createdAt.toISOString(),
    ...(live
      ? {
          status: row.status as 'setup' | 'playing',
          version: audience === 'present' ? row.version : row.versionPublic,
          updatedAt: row.updatedAt.toISOString(),
        }
      : {}),
  };
}
