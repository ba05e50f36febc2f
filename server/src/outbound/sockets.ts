// The only code that emits to sockets. Each viewer class of a match (side A, side B, spectators) has
// its own room, and each room receives the payload projected for it.
import { SERVER_EVENTS, type Side, type WireError } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';
import type { LiveMatch, StoredEvent } from '../matches/matchService';
import { type Seat, syncPayload, updatePayload } from './projection';

export function roomFor(matchId: string, seat: Seat): string {
  return `match:${matchId}:${seat ?? 'public'}`;
}

export function sendSync(socket: Socket, match: LiveMatch, seat: Seat, events: readonly StoredEvent[], full: boolean): void {
  socket.emit(SERVER_EVENTS.sync, syncPayload(match, seat, events, full));
}

export function broadcastUpdate(io: Server, match: LiveMatch, events: readonly StoredEvent[]): void {
  const seats: Seat[] = ['A', 'B', null];
  for (const seat of seats) io.to(roomFor(match.id, seat)).emit(SERVER_EVENTS.update, updatePayload(match, seat, events));
}

export function sendProtocolError(socket: Socket, error: WireError): void {
  socket.emit(SERVER_EVENTS.protocolError, { code: error.code, message: error.message });
}

export type { Side };
