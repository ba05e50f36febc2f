// `npm run bench`: prints figures; it is not a test. Starts the real server as its own process (with
// an embedded PostgreSQL in a temporary directory, or DATABASE_URL), drives it with real socket.io
// clients, and measures alongside the floors that bound it: a bare durable PostgreSQL commit and a bare
// socket.io round trip. Then the engine alone: random legal commands per second and view build time.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as ioc } from 'socket.io-client';
import { api, connect, type HexfogClient } from '../client/src/sdk/index';
import { createGame, ruleset, seededDice } from '../shared/src/index';
import { loadMap, scenarioDoc } from '../shared/src/testing/fixtures';
import { randomCommand } from '../shared/src/testing/playout';
import { mulberry } from '../shared/src/testing/random';
import { startEmbeddedPostgres } from '../server/src/persistence/embeddedPostgres';
import { freePort, startServerProcess } from '../server/test/process';
import { line } from './stats';

const out = (s: string) => process.stdout.write(`${s}\n`);

async function postgresFloor(url: string): Promise<number[]> {
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

async function socketFloor(): Promise<number[]> {
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

interface Table {
  a: HexfogClient;
  b: HexfogClient;
  s: HexfogClient;
}

async function openMatch(url: string): Promise<Table> {
  const m = await api(url).createMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
  const opts = { socketOptions: { reconnection: false } };
  const t = { a: connect({ url, matchId: m.matchId, token: m.seats.A.token, ...opts }), b: connect({ url, matchId: m.matchId, token: m.seats.B.token, ...opts }), s: connect({ url, matchId: m.matchId, ...opts }) };
  await Promise.all([t.a.ready(), t.b.ready(), t.s.ready()]);
  return t;
}

/** Time from emitting a command to the moment the last of the three viewers has its update. */
async function playCommands(t: Table, count: number, samples: number[]): Promise<void> {
  for (let i = 0; i < count; i++) {
    const v = t.a.version + 1;
    const t0 = performance.now();
    const arrived = Promise.all([t.a, t.b, t.s].map((c) => c.waitForVersion(v, 30000)));
    const ack = await t.a.send({ type: 'placeUnits', placements: [{ unit: 'A01', hex: `71${'ABCDEFG'[i % 7]}${1 + (i % 9)}` }] });
    if (!ack.ok) throw new Error(`command refused: ${JSON.stringify(ack)}`);
    await arrived;
    samples.push(performance.now() - t0);
  }
}

function closeAll(t: Table) {
  t.a.close();
  t.b.close();
  t.s.close();
}

async function engineFigures() {
  const doc = scenarioDoc('sewer-infiltration');
  const game = createGame(ruleset('asl'), doc, loadMap('stalingrad-blocks'));
  const random = mulberry(7);
  const dice = seededDice('cd'.repeat(32));
  let applied = 0;
  const viewTimes: number[] = [];
  const t0 = performance.now();
  while (performance.now() - t0 < 3000) {
    let state = game.initialState();
    for (let step = 0; step < 2000 && state.status !== 'ended'; step++) {
      const c = randomCommand(game, state, random);
      if (!c) break;
      const r = game.apply(state, c.side, c.command, dice);
      if (!r.ok) throw new Error(`legal command refused: ${r.error.code}`);
      state = r.state;
      applied++;
      if (applied % 10 === 0) {
        const v0 = performance.now();
        game.view(state, { kind: 'side', side: 'B' });
        viewTimes.push(performance.now() - v0);
      }
    }
  }
  const secs = (performance.now() - t0) / 1000;
  out(`engine: random legal commands applied per second (one core)        ${(applied / secs).toFixed(0)} /s`);
  out(line('engine: build one viewer\'s view (sewer-infiltration)', viewTimes));
}

async function main() {
  // `npm run bench -- --engine`: the engine figures alone (no server, no database)
  if (process.argv.includes('--engine')) return engineFigures();
  const matches = Number(process.env.BENCH_MATCHES ?? 200);
  const perMatch = Number(process.env.BENCH_COMMANDS ?? 10);
  let dir: string | undefined;
  let url = process.env.DATABASE_URL;
  let stopDb: (() => Promise<void>) | undefined;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'hexfog-bench-'));
    chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    url = db.url;
    stopDb = () => db.stop();
  }
  // one process as before (no adapter), and no per-connection rate limit: the bench sends as fast as it can
  const server = await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'off', COMMAND_RATE: '10000', COMMAND_BURST: '10000' }, await freePort());
  try {
    out(`Hexfog bench: server process on ${server.url}, PostgreSQL ${process.env.DATABASE_URL ? 'from DATABASE_URL' : 'embedded'}, ${new Date().toISOString()}`);
    out(line('floor: bare durable PostgreSQL commit (BEGIN, INSERT, COMMIT)', await postgresFloor(url)));
    out(line('floor: bare socket.io emit-with-ack round trip', await socketFloor()));

    const one = await openMatch(server.url);
    await playCommands(one, 20, []); // warm-up
    const single: number[] = [];
    await playCommands(one, 300, single);
    closeAll(one);
    out(line('1 match: command emit -> last of 3 viewers updated', single));

    const tables: Table[] = [];
    for (let i = 0; i < matches; i += 20) tables.push(...(await Promise.all(Array.from({ length: Math.min(20, matches - i) }, () => openMatch(server.url)))));
    const many: number[] = [];
    const t0 = performance.now();
    await Promise.all(tables.map((t) => playCommands(t, perMatch, many)));
    const secs = (performance.now() - t0) / 1000;
    tables.forEach(closeAll);
    out(line(`${matches} matches at once: command emit -> last of 3 viewers updated`, many));
    out(`${matches} matches at once: accepted commands per second                 ${(many.length / secs).toFixed(0)} /s (${many.length} commands, ${matches * 3} sockets)`);
  } finally {
    await server.kill('SIGTERM');
    await stopDb?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  await engineFigures();
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`bench failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
