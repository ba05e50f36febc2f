// The only code that emits to sockets. Each viewer class of a match (side A, side B, spectators) has
// its own room, and each room receives the payload projected for it. What each class was last sent is
// kept in the match's outbox (liveMatch.ts): no per-match state lives in this module.
import { type GameState, SERVER_EVENTS, type WireError } from '@hexfog/shared';
import { audienceOf, sees } from '../matches/audiences';
import type { BuiltUpdate, LiveMatch, StoredEvent } from '../matches/liveMatch';
import type { MatchPublisher } from '../matches/publisher';
import type { HexfogServer, HexfogSocket, RoomEmitter } from './events';
import { type Seat, syncPayload, updatePayload, versionFor, visibleNow } from './projection';

export function roomFor(matchId: string, seat: Seat): string {
  return `match:${matchId}:${seat ?? 'public'}`;
}

/** Every room of a match (its two seats and its spectators). */
export function roomsOf(matchId: string): string[] {
  return [roomFor(matchId, 'A'), roomFor(matchId, 'B'), roomFor(matchId, null)];
}

/** Picks what a match's room emits go through: in cluster mode, io.local while no other process has its sockets (cluster/roomReach.ts). */
export type EmitterFor = (matchId: string) => RoomEmitter;

export function sendSync(socket: HexfogSocket, match: LiveMatch, seat: Seat, events: readonly StoredEvent[], full: boolean): void {
  socket.emit(SERVER_EVENTS.sync, syncPayload(match, seat, events, full));
}

/**
 * The viewer classes whose view of `state` can be built before the state is the match's own: those
 * that saw the command (audiences.ts); delayed spectators' frames wait for the commit.
 */
function buildsAhead(match: LiveMatch, seat: Seat, state: GameState): boolean {
  if (!sees(match.audiences.maskAt(state.version), audienceOf(seat))) return false;
  return seat !== null || state.status === 'ended' || match.spectators.mode === 'public';
}

/**
 * Builds the updates for `state`, a command's result, while its commit is in flight (the engine's views
 * and the patches are most of the work after the commit): nothing is sent here. broadcastUpdate sends
 * them once the command is committed and `state` is the match's; a class whose base moved meanwhile,
 * or a state that was never committed, is simply built again or forgotten. Delayed spectators wait for
 * the commit (their frames record committed states only). Kept in the match's outbox (liveMatch.ts).
 */
export function prepareUpdate(match: LiveMatch, state: GameState, events: readonly StoredEvent[]): void {
  const { sent } = match.outbox;
  const classes = new Map<string, BuiltUpdate>();
  for (const seat of ['A', 'B', null] as const) {
    if (!buildsAhead(match, seat, state)) continue;
    const key = seat ?? 'public';
    const last = sent.get(key);
    const now = visibleNow(match, seat, state);
    classes.set(key, { last, now, payload: updatePayload(match, seat, events, now, last, state) });
  }
  match.outbox.ahead = { state, classes };
}

/**
 * The (match) version a viewer class was last shown when this process has sent it nothing yet (a new
 * match, or one just loaded: reloaded after eviction, or taken from another process): what it saw at
 * `before`, the state the command was applied to (delayed spectators: their frame then). A class that
 * saw nothing move must get no update: its timing would count a command it may not know of (or tell
 * delayed spectators that the live game moved).
 */
function sawBefore(match: LiveMatch, seat: Seat, before: GameState | undefined): number | undefined {
  if (!before) return undefined;
  return seat === null && match.spectators.mode === 'delayed' ? visibleNow(match, null, before).version : before.version;
}

/**
 * A room gets an update only when what it sees moved: when its own version steps (a command that
 * changed its view or told it an event: matches/audiences.ts; for delayed spectators, their frame
 * moving onto such a version). A command a receiver sees nothing of sends it nothing, so it cannot
 * count the other side's secret commands. Each room's payload is built once and emitted once:
 * socket.io encodes it (and, without per-message compression, its websocket frame) once for every
 * socket of the room, so spectators share one serialisation. Payloads built ahead (prepareUpdate) for
 * this very state are used when still valid.
 */
export function broadcastUpdate(io: RoomEmitter, match: LiveMatch, events: readonly StoredEvent[], before?: GameState): void {
  const { sent } = match.outbox;
  const built = match.outbox.ahead;
  match.outbox.ahead = undefined;
  const ready = built?.state === match.state ? built.classes : undefined;
  for (const seat of ['A', 'B', null] as const) {
    const key = seat ?? 'public';
    const last = sent.get(key);
    const pre = ready?.get(key);
    const valid = pre !== undefined && pre.last === last;
    const now = valid ? pre.now : visibleNow(match, seat);
    // a class this process has sent nothing yet (a match just loaded) holds what it saw at `before`
    const lastVersion = last?.version ?? sawBefore(match, seat, before);
    if (lastVersion !== undefined && versionFor(match, seat, lastVersion) === versionFor(match, seat, now.version)) {
      // nothing this class sees moved; a reloaded match keeps its view as the next patch's base (the
      // same as the one it holds, its version apart)
      if (!last) sent.set(key, now);
      continue;
    }
    sent.set(key, now);
    io.to(roomFor(match.id, seat)).emit(SERVER_EVENTS.update, valid ? pre.payload : updatePayload(match, seat, events, now, last));
  }
}

/** The publisher the match service is built with: the only sender of a committed command's updates. */
export function socketPublisher(io: HexfogServer, emitterFor: EmitterFor = () => io): MatchPublisher {
  return {
    prepare: prepareUpdate,
    publish: (match, events, before) => broadcastUpdate(emitterFor(match.id), match, events, before),
  };
}

export function sendProtocolError(socket: HexfogSocket, error: WireError): void {
  socket.emit(SERVER_EVENTS.protocolError, { code: error.code, message: error.message });
}
