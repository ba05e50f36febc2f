// The only code that emits to sockets. Each viewer class of a match (side A, side B, spectators) has
// its own room, and each room receives the payload projected for it.
import { SERVER_EVENTS, type WireError } from '@hexfog/shared';
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

/**
 * Every seat room gets an update for every accepted command; spectators when what they see moved. Each
 * room's payload is built once and emitted once: socket.io encodes it (and, without per-message
 * compression, its websocket frame) once for every socket of the room, so spectators share one
 * serialisation.
 */
export function broadcastUpdate(io: Server, match: LiveMatch, events: readonly StoredEvent[]): void {
  let sent = lastSent.get(match);
  if (!sent) lastSent.set(match, (sent = new Map()));
  for (const seat of ['A', 'B', null] as const) {
    const key = seat ?? 'public';
    const now = visibleNow(match, seat);
    const last = sent.get(key);
    const lastVersion = last?.version ?? (seat === null ? spectatorsAt.get(match.id) : undefined);
    if (lastVersion === now.version) {
      // nothing this class sees moved (delayed spectators); a reloaded match keeps it as the next patch's base
      if (!last) sent.set(key, now);
      continue;
    }
    sent.set(key, now);
    if (seat === null) spectatorsAt.set(match.id, now.version);
    io.to(roomFor(match.id, seat)).emit(SERVER_EVENTS.update, updatePayload(match, seat, events, now, last));
  }
}

export function sendProtocolError(socket: Socket, error: WireError): void {
  socket.emit(SERVER_EVENTS.protocolError, { code: error.code, message: error.message });
}

