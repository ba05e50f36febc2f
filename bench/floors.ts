// The floors every latency figure is bounded by, measured in the same run: a bare durable PostgreSQL
// commit and a bare socket.io round trip on loopback.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as ioc } from 'socket.io-client';

/** BEGIN, one INSERT, COMMIT: what one durable command costs the database at least. */
export async function postgresFloor(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('CREATE TABLE IF NOT EXISTS bench_floor (id serial PRIMARY KEY, payload jsonb)');
  const samples: number[] = [];
  for (let i = 0; i < 400; i++) {
    const t0 = performance.now();
    await c.query('BEGIN');
    await c.query('INSERT INTO bench_floor (payload) VALUES ($1)', [{ i }]);
    await c.query('COMMIT');
    samples.push(performance.now() - t0);
  }
  await c.query('DROP TABLE bench_floor');
  await c.end();
  return samples;
}

/** An emit with an acknowledgement over a websocket on loopback, nothing else. */
export async function socketFloor(): Promise<number[]> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (s) => s.on('echo', (p, ack) => ack(p)));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const port = (http.address() as { port: number }).port;
  const c = ioc(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((r) => c.once('connect', () => r()));
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    await c.emitWithAck('echo', { i });
    samples.push(performance.now() - t0);
  }
  c.close();
  await new Promise<void>((r) => io.close(() => r()));
  return samples;
}
