// socket.io's typed event maps, from the protocol's event names (socket.ts CLIENT_EVENTS and
// SERVER_EVENTS) and payload types: the server is a Server<ClientToServerEvents, ServerToClientEvents,
// InterServerEvents, SocketData>, the SDK a Socket<ServerToClientEvents, ClientToServerEvents>, so an
// emit of an unknown event or a wrong payload does not compile on either side.
import type { WireError } from './errors';
import type { ChatPayload, ChatSend, ClockView } from './online';
import type { Side } from './sides';
import type { CLIENT_EVENTS, CommandAck, CommandEnvelope, SERVER_EVENTS, SyncPayload, UpdatePayload } from './socket';

/** `sync` request: the events after this version (0: everything). */
export interface SyncRequest {
  readonly sinceVersion: number;
}

/** The answer to `sync`: the payload, or why not. */
export type SyncAck = SyncPayload | { readonly error: WireError };

/** The answer to `chat`: the stored message's id, or why not. */
export type ChatAck = { readonly ok: true; readonly id: number } | { readonly ok: false; readonly error: WireError };

/** What the server sends (built by its projection boundary, server/src/outbound). */
export interface ServerToClientEvents {
  [SERVER_EVENTS.sync]: (payload: SyncPayload) => void;
  [SERVER_EVENTS.update]: (payload: UpdatePayload) => void;
  [SERVER_EVENTS.protocolError]: (error: WireError) => void;
  [SERVER_EVENTS.chat]: (payload: ChatPayload) => void;
  [SERVER_EVENTS.clock]: (clock: ClockView) => void;
}

/**
 * What a well-behaved client sends. The server takes every payload as unknown input and validates it
 * (zod) before use; its handlers declare `unknown` parameters, which these signatures admit.
 */
export interface ClientToServerEvents {
  [CLIENT_EVENTS.command]: (envelope: CommandEnvelope, ack: (ack: CommandAck) => void) => void;
  [CLIENT_EVENTS.sync]: (request: SyncRequest, ack: (reply: SyncAck) => void) => void;
  [CLIENT_EVENTS.chat]: (message: ChatSend, ack: (reply: ChatAck) => void) => void;
}

/** A command forwarded to its match's owner (server/src/cluster/forwarding.ts); the envelope as JSON text. */
export interface ForwardedCommand {
  readonly matchId: string;
  readonly side: Side;
  readonly envelope: string;
}

/** Between server processes (the adapter's server-side emit): every process answers, the owner with the ack. */
export interface InterServerEvents {
  'hexfog:command': (request: ForwardedCommand, answer: (reply: { readonly owner: true; readonly ack: CommandAck } | null) => void) => void;
  /** A process accepted a socket of this match: the others emit its rooms through the adapter from now on. */
  'hexfog:viewer': (matchId: string, answer: () => void) => void;
}

/** What the gateway's handshake stores on a socket: its match and seat (null: a spectator). */
export interface SocketData {
  matchId: string;
  seat: Side | null;
  /** The player of the handshake's session cookie (server/src/players/); null: none, or not asked. */
  playerId?: string | null;
}
