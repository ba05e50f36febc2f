// The socket.io server and socket as this server uses them, typed by the protocol's event maps
// (shared/src/protocol/socket.ts): an emit with a wrong event name or payload does not compile.
import type { Server, Socket } from 'socket.io';

export type HexfogServer = Server;
export type HexfogSocket = Socket;
