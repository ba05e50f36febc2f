// The only code that emits to sockets. Each viewer class of a match (side A, side B, spectators) has
// its own room, and each room receives the payload projected for it.
import { SERVER_EVENTS, type WireError } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';
import type { LiveMatch, StoredEvent } from '../matches/matchService';
import { type Seat, syncPayload, updatePayload } from './projection';

export function roomFor(matchId: string, seat: Seat): string {
  return `match:${matchId}:${seat ?? 'public'}`;
}

export function sendSync(socket: Socket, match: LiveMatch, seat: Seat, events: readonly StoredEvent[], full: boolean): void {
  socket.emit(SERVER_EVENTS.sync, syncPayload(match, seat, events, full));
}

const spectatorVersionSent = new WeakMap<LiveMatch, number>();

/** Every seat room gets an update for every accepted command; spectators when what they see moved. */
export function broadcastUpdate(io: Server, match: LiveMatch, events: readonly StoredEvent[]): void {
  for (const seat of ['A', 'B'] as const) io.to(roomFor(match.id, seat)).emit(SERVER_EVENTS.update, updatePayload(match, seat, events));
  const spectators = updatePayload(match, null, events);
  if (spectatorVersionSent.get(match) === spectators.version) return;
  spectatorVersionSent.set(match, spectators.version);
  io.to(roomFor(match.id, null)).emit(SERVER_EVENTS.update, spectators);
}

export function sendProtocolError(socket: Socket, error: WireError): void {
  socket.emit(SERVER_EVENTS.protocolError, { code: error.code, message: error.message });
}

