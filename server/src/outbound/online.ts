// Online play's payloads to sockets: the clock (seats always; spectators only when they see the
// present: a delayed match's spectators would otherwise learn whom the live position waits on), chat
// messages to the rooms that read their channel, and a seat's "your matches" status.
import { type ChatPayload, type ClockView, SERVER_EVENTS, type SeatStatus, type Side } from '@hexfog/shared';
import { waitsOn } from '../matches/clockRules';
import type { LiveMatch } from '../matches/liveMatch';
import type { HexfogSocket, RoomEmitter } from './events';
import { roomFor } from './sockets';
import type { Seat } from './projection';

/**
 * `to`: the server, or in cluster mode the emitter RoomReach gives for the match (this process's own
 * sockets alone while no other process has one of the match, else the adapter), as for updates.
 * `rooms`: those the clock's change is for (matches/clock.ts: the rooms that saw the command that moved
 * it, the spectators only when they see the present), so a clock tick never counts an unseen command.
 */
export function emitClock(to: RoomEmitter, matchId: string, clock: ClockView, rooms: readonly Seat[]): void {
  for (const room of rooms) to.to(roomFor(matchId, room)).emit(SERVER_EVENTS.clock, clock);
}

/** The clock as it stands, to a socket that just connected (seats; spectators who see the present). */
export function sendClock(socket: HexfogSocket, match: Pick<LiveMatch, 'spectators'>, seat: Seat, clock: ClockView | null): void {
  if (clock && (seat || match.spectators.mode === 'public')) socket.emit(SERVER_EVENTS.clock, clock);
}

/** `to` as for emitClock. */
export function emitChat(to: RoomEmitter, matchId: string, rooms: readonly Seat[], payload: ChatPayload): void {
  for (const room of rooms) to.to(roomFor(matchId, room)).emit(SERVER_EVENTS.chat, payload);
}

export function sendChat(socket: HexfogSocket, payload: ChatPayload): void {
  socket.emit(SERVER_EVENTS.chat, payload);
}

/**
 * A seat's own match in its "your matches" list: the present (a seat sees it anyway), and whom the
 * match waits on as the PUBLIC view shows it, so the entry tells the seat nothing its view does not.
 */
export function seatStatus(match: LiveMatch, side: Side, scenarioName: string): SeatStatus {
  const v = match.game.view(match.state, { kind: 'public' });
  const waitingOn = waitsOn(v);
  return {
    matchId: match.id,
    known: true,
    side,
    scenarioName,
    status: v.status,
    turn: v.turn,
    turns: v.turns,
    phase: v.phase,
    waitingOn,
    yourMove: waitingOn.includes(side),
    ...(v.result ? { result: { winner: v.result.winner, reason: v.result.reason } } : {}),
  };
}
