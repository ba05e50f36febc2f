// The socket.io server and socket as this server uses them, typed by the protocol's event maps
// (shared/src/protocol/socketEvents.ts): an emit with a wrong event name or payload does not compile.
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@hexfog/shared';
import type { Server, Socket } from 'socket.io';

export type HexfogServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type HexfogSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** What a room emit goes through: `io` (every process) or `io.local` (this one; cluster/roomReach.ts decides). */
export type RoomEmitter = Pick<HexfogServer, 'to'>;
