// The floors every latency figure is bounded by, measured in the same run: a bare durable PostgreSQL
// commit and a bare socket.io round trip on loopback between two processes.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as ioc } from 'socket.io-client';

/**
 * One single-row INSERT in autocommit (its own transaction, one WAL flush): what one durable command
 * costs the database at least, measured as the peer benchmark measures it (a command's commit is one
 * statement too). After a warm-up of 50.
 */
export async function postgresFloor(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, v int NOT NULL, at timestamptz NOT NULL DEFAULT now())');
  const samples: number[] = [];
  for (let i = 0; i < 450; i++) {
    const t0 = performance.now();
    await c.query('INSERT INTO bench_floor (v) VALUES ($1)', [i]);
    if (i >= 50) samples.push(performance.now() - t0);
  }
  await c.query('DROP TABLE bench_floor');
  await c.end();
  return samples;
}

/**
 * An emit with an acknowledgement over a websocket on loopback, nothing else: the server in a process
 * of its own (bench/socketEcho.ts), as the load's server is, so each round trip pays the two process
 * wake-ups a real one does. After a warm-up of 50.
 */
export async function socketFloor(): Promise<number[]> {
  const child = fork(fileURLToPath(new URL('./socketEcho.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`socket echo server exited (${code})`)));
    });
    const c = ioc(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((r) => c.once('connect', () => r()));
    const samples: number[] = [];
    for (let i = 0; i < 2050; i++) {
      const t0 = performance.now();
      await c.emitWithAck('echo', { i });
      if (i >= 50) samples.push(performance.now() - t0);
    }
    c.close();
    return samples;
  } finally {
    child.disconnect();
  }
}
