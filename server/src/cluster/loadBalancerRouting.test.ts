// Cluster routing (issue #32): the SDK names the match in its socket.io handshake URL, and the test
// load balancer (what deploy/nginx.conf does with `hash $arg_matchId`) sends every socket of a match
// to the same backend, moving them to the other one only when theirs is gone. The backends here are
// bare socket.io servers that record what reached them, so the test sees the routing alone.
import { createServer, type Server as HttpServer } from 'node:http';
import { connect, type HexfogClient } from '@hexfog/client/sdk';
import { Server } from 'socket.io';
import { backendFor, matchIdOf, startLoadBalancer } from '../../test/loadBalancer';

interface Backend {
  readonly port: number;
  readonly seen: string[];
  close(): Promise<void>;
}

async function backend(): Promise<Backend> {
  const http: HttpServer = createServer();
  const io = new Server(http);
  const seen: string[] = [];
  io.on('connection', (s) => seen.push(String(s.handshake.query.matchId)));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  return {
    port: (http.address() as { port: number }).port,
    seen,
    close: () =>
      new Promise<void>((r) => {
        io.close(() => r());
        http.closeAllConnections(); // a killed process: its connections end at once
      }),
  };
}

const connected = (c: HexfogClient) => new Promise<void>((r) => (c.socket.connected ? r() : c.socket.once('connect', () => r())));
const ids = Array.from({ length: 12 }, (_, i) => `M${String(i).padStart(15, 'x')}`);

describe("cluster routing: all of a match's sockets reach one process", () => {
  it('the SDK puts matchId in the handshake URL, and the load balancer sends each match to backendFor(matchId)', async () => {
    const backends = [await backend(), await backend()];
    const lb = await startLoadBalancer(backends.map((b) => b.port));
    const clients: HexfogClient[] = [];
    try {
      // three sockets per match (two seats and a spectator), opened interleaved across matches
      for (let k = 0; k < 3; k++)
        for (const id of ids)
          clients.push(connect({ url: lb.url, matchId: id, ...(k < 2 ? { token: `t${k}` } : {}), socketOptions: { reconnection: false } }));
      await Promise.all(clients.map(connected));
      for (const [i, b] of backends.entries())
        expect(b.seen.sort()).toEqual(
          ids
            .filter((id) => backendFor(id, 2) === i)
            .flatMap((id) => [id, id, id])
            .sort(),
        );
      // both backends get matches (the hash spreads them)
      expect(backends.every((b) => b.seen.length > 0)).toBe(true);
    } finally {
      for (const c of clients) c.close();
      await lb.close();
      await Promise.all(backends.map((b) => b.close()));
    }
  });

  it("when a match's backend is gone, its sockets reconnect to the other one", async () => {
    const backends = [await backend(), await backend()];
    const lb = await startLoadBalancer(backends.map((b) => b.port));
    const onFirst = ids.find((id) => backendFor(id, 2) === 0)!;
    const c = connect({ url: lb.url, matchId: onFirst, socketOptions: { reconnectionDelay: 50, reconnectionDelayMax: 100 } });
    try {
      await connected(c);
      expect(backends[0]!.seen).toEqual([onFirst]);
      await backends[0]!.close();
      while (backends[1]!.seen.length === 0) await new Promise((r) => setTimeout(r, 20));
      expect(backends[1]!.seen).toEqual([onFirst]);
    } finally {
      c.close();
      await lb.close();
      await backends[1]!.close();
    }
  }, 20000);

  it('reads the match id from a request line, and none from a malformed one', () => {
    expect(matchIdOf('GET /socket.io/?EIO=4&transport=websocket&matchId=ABC HTTP/1.1')).toBe('ABC');
    expect(matchIdOf('GET /api/matches HTTP/1.1')).toBeUndefined();
    expect(matchIdOf('GET http://[::1 HTTP/1.1')).toBeUndefined();
    expect(matchIdOf('garbage')).toBeUndefined();
  });
});
