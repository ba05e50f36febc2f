// The only code that emits to sockets. Each viewer class of a match (side A, side B, spectators) has
// its own room, and each room receives the payload projected for it.
import { type GameState, SERVER_EVENTS, type UpdatePayload, type WireError } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';
import type { LiveMatch, StoredEvent } from '../matches/matchService';
import { type Seat, type SentView, syncPayload, updatePayload, visibleNow } from './projection';

export function roomFor(matchId: string, seat: Seat): string {
  return `match:${matchId}:${seat ?? 'public'}`;
}

export function sendSync(socket: Socket, match: LiveMatch, seat: Seat, events: readonly StoredEvent[], full: boolean): void {
  const payload = syncPayload(match, seat, events, full);
  if (seat === null) spectatorsAt.set(match.id, payload.version);
  socket.emit(SERVER_EVENTS.sync, payload);
}

/**
 * The version the spectators of a match last received (an update or a sync), by match id: it outlives
 * the LiveMatch object, so a match reloaded after eviction does not send delayed spectators an update
 * their view did not need. That frame would tell them, by its timing, that the live game moved.
 * One number per match this process served.
 */
const spectatorsAt = new Map<string, number>();

/**
 * What each viewer class of a match was last sent by this process, keyed by the LiveMatch object: a
 * match reloaded (ownership moved, or evicted) is a new object, whose first update is a full view.
 * Every socket of a room has that version: it got that update, or joined and synced after it.
 */
const lastSent = new WeakMap<LiveMatch, Map<string, SentView>>();

/** A viewer class's update built ahead: valid while that class's last sent view is still `last`. */
interface Ahead {
  readonly last: SentView | undefined;
  readonly now: SentView;
  readonly payload: UpdatePayload;
}

/** The updates of a command whose commit is in flight, for the state it commits (by identity). */
const ahead = new WeakMap<LiveMatch, { readonly state: GameState; readonly classes: Map<string, Ahead> }>();

/** The viewer classes whose view of `state` can be built before the state is the match's own. */
function buildsAhead(match: LiveMatch, seat: Seat, state: GameState): boolean {
  return seat !== null || state.status === 'ended' || match.spectators.mode === 'public';
}

/**
 * Builds the updates for `state`, a command's result, while its commit is in flight (the engine's views
 * and the patches are most of the work after the commit): nothing is sent here. broadcastUpdate sends
 * them once the command is committed and `state` is the match's; a class whose base moved meanwhile,
 * or a state that was never committed, is simply built again or forgotten. Delayed spectators wait for
 * the commit (their frames record committed states only).
 */
export function prepareUpdate(match: LiveMatch, state: GameState, events: readonly StoredEvent[]): void {
  const sent = lastSent.get(match);
  const classes = new Map<string, Ahead>();
  for (const seat of ['A', 'B', null] as const) {
    if (!buildsAhead(match, seat, state)) continue;
    const key = seat ?? 'public';
    const last = sent?.get(key);
    const now = visibleNow(match, seat, state);
    classes.set(key, { last, now, payload: updatePayload(match, seat, events, now, last, state) });
  }
  ahead.set(match, { state, classes });
}

/**
 * Every seat room gets an update for every accepted command; spectators when what they see moved. Each
 * room's payload is built once and emitted once: socket.io encodes it (and, without per-message
 * compression, its websocket frame) once for every socket of the room, so spectators share one
 * serialisation. Payloads built ahead (prepareUpdate) for this very state are used when still valid.
 */
export function broadcastUpdate(io: Server, match: LiveMatch, events: readonly StoredEvent[]): void {
  let sent = lastSent.get(match);
  if (!sent) lastSent.set(match, (sent = new Map()));
  const built = ahead.get(match);
  ahead.delete(match);
  const ready = built?.state === match.state ? built.classes : undefined;
  for (const seat of ['A', 'B', null] as const) {
    const key = seat ?? 'public';
    const last = sent.get(key);
    const pre = ready?.get(key);
    const valid = pre !== undefined && pre.last === last;
    const now = valid ? pre.now : visibleNow(match, seat);
    const lastVersion = last?.version ?? (seat === null ? spectatorsAt.get(match.id) : undefined);
    if (lastVersion === now.version) {
      // nothing this class sees moved (delayed spectators); a reloaded match keeps it as the next patch's base
      if (!last) sent.set(key, now);
      continue;
    }
    sent.set(key, now);
    if (seat === null) spectatorsAt.set(match.id, now.version);
    io.to(roomFor(match.id, seat)).emit(SERVER_EVENTS.update, valid ? pre.payload : updatePayload(match, seat, events, now, last));
  }
}

export function sendProtocolError(socket: Socket, error: WireError): void {
  socket.emit(SERVER_EVENTS.protocolError, { code: error.code, message: error.message });
}

