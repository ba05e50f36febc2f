// A TCP load balancer for the tests (what nginx does in docker-compose.yml, deploy/nginx.conf): a
// connection whose first request names a match (`matchId` in the query, as the SDK's socket.io
// handshake does) goes to that match's backend, so all of a match's sockets reach one process; any
// other connection goes to the next backend in turn. A backend that refuses the connection (a killed
// process) is skipped for the next one, as nginx skips a failed upstream.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface LoadBalancer {
  readonly url: string;
  close(): Promise<void>;
}

/** The backend (index among `count`) that serves a match: FNV-1a of its id. The bench places by it too. */
export function backendFor(matchId: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < matchId.length; i++) h = Math.imul(h ^ matchId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % count;
}

/** The match id in an HTTP request line's query (`GET /socket.io/?EIO=4&matchId=... HTTP/1.1`), if any. */
export function matchIdOf(requestLine: string): string | undefined {
  const target = requestLine.split(' ')[1];
  if (!target) return undefined;
  try {
    return new URL(target, 'http://lb').searchParams.get('matchId') || undefined;
  } catch {
    return undefined; // not a request line a browser sends: served round robin
  }
}

/** The most bytes read while waiting for the first request line; past it the connection goes round robin. */
const MAX_REQUEST_LINE = 8192;

export async function startLoadBalancer(backends: readonly number[]): Promise<LoadBalancer> {
  let next = 0;
  const open = new Set<Socket>();
  const pipeTo = (client: Socket, head: Buffer, first: number, tries = 0) => {
    if (tries >= backends.length) return client.destroy();
    const up = connect(backends[(first + tries) % backends.length]!, '127.0.0.1');
    up.once('error', () => pipeTo(client, head, first, tries + 1));
    up.once('connect', () => {
      up.removeAllListeners('error');
      open.add(up);
      up.on('close', () => {
        open.delete(up);
        client.destroy();
      });
      up.on('error', () => client.destroy());
      client.on('error', () => up.destroy());
      client.on('close', () => up.destroy());
      up.write(head);
      client.pipe(up);
      up.pipe(client);
      client.resume();
    });
  };
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    // read up to the end of the first request line, route on it, then replay what was read
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const eol = head.indexOf('\r\n');
      if (eol < 0 && head.length < MAX_REQUEST_LINE) return;
      client.off('data', onData);
      client.pause();
      const matchId = eol < 0 ? undefined : matchIdOf(head.subarray(0, eol).toString('latin1'));
      pipeTo(client, head, matchId ? backendFor(matchId, backends.length) : next++ % backends.length);
    };
    client.on('data', onData);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
