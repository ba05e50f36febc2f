// The bare durable relay's server (bench/relay.ts), in a process of its own as the load's server is:
// a command is one prepared single-row INSERT in autocommit, then one update emitted to the match's
// room (2 players + 1 spectator), then the ack. No engine, no validation, no views: the least any
// server that commits before it broadcasts does per command on this machine.
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
const http = createServer();
const io = new Server(http);
let version = 0;

io.on('connection', (s) => {
  void s.join('match');
  s.on('command', async (p: unknown, ack: (r: unknown) => void) => {
    await db.query({
      name: 'bench_relay_insert',
      text: 'INSERT INTO bench_relay (v, payload) VALUES ($1, $2)',
      values: [++version, JSON.stringify(p)],
    });
    io.to('match').emit('update', { version });
    ack({ ok: true, version });
  });
});

async function main() {
  await db.connect();
  await db.query('CREATE TABLE IF NOT EXISTS bench_relay (id bigserial PRIMARY KEY, v int NOT NULL, payload jsonb NOT NULL)');
  http.listen(0, '127.0.0.1', () => process.send?.({ port: (http.address() as { port: number }).port }));
}

process.on('disconnect', () => {
  void db
    .query('DROP TABLE IF EXISTS bench_relay')
    .finally(() => db.end())
    .finally(() => process.exit(0));
});
void main();
