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
  socket.emit(SERVER_EVENTS.sync, syncPayload(match, seat, events, full));
}

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
    if (last?.version === now.version) continue; // nothing this class sees moved (delayed spectators)
    sent.set(key, now);
    io.to(roomFor(match.id, seat)).emit(SERVER_EVENTS.update, updatePayload(match, seat, events, now, last));
  }
}

export function sendProtocolError(socket: Socket, error: WireError): void {
  socket.emit(SERVER_EVENTS.protocolError, { code: error.code, message: error.message });
}

