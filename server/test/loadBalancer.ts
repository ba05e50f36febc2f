// A TCP load balancer for the tests (what nginx does in docker-compose.yml): each new connection goes
// to the next backend in turn, skipping backends that refuse it (a killed process).
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface LoadBalancer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startLoadBalancer(backends: readonly number[]): Promise<LoadBalancer> {
  let next = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.pause();
    const tryBackend = (tries: number) => {
      if (tries >= backends.length) return client.destroy();
      const port = backends[next++ % backends.length]!;
      const up = connect(port, '127.0.0.1');
      up.once('error', () => tryBackend(tries + 1));
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
        client.pipe(up);
        up.pipe(client);
        client.resume();
      });
    };
    tryBackend(0);
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
