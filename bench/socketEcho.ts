// A bare socket.io server that acknowledges every 'echo', in a process of its own: the socket floor's
// far end (bench/floors.ts), so the floor crosses processes as every client of the load does.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http);
io.on('connection', (s) => s.on('echo', (p: unknown, ack: (p: unknown) => void) => ack(p)));
http.listen(0, '127.0.0.1', () => process.send?.({ port: (http.address() as { port: number }).port }));
process.on('disconnect', () => process.exit(0));
