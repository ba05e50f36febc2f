// `npm run bench`: prints figures; it is not a test. Starts the real server as its own process (with
// an embedded PostgreSQL in a temporary directory, or DATABASE_URL), drives it with real socket.io
// clients (then the same load over two server processes on the same database), and measures alongside the floors that bound it: a bare durable PostgreSQL commit and a bare
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

/** Where a match is created (its owner) and where each of its three clients connects. */
interface Placement {
  create: string;
  a: string;
  b: string;
  s: string;
}

async function openMatch(p: Placement): Promise<Table> {
  const m = await api(p.create).createMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
  const opts = { socketOptions: { reconnection: false } };
  const t = { a: connect({ url: p.a, matchId: m.matchId, token: m.seats.A.token, ...opts }), b: connect({ url: p.b, matchId: m.matchId, token: m.seats.B.token, ...opts }), s: connect({ url: p.s, matchId: m.matchId, ...opts }) };
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

async function oneMatch(p: Placement): Promise<number[]> {
  const t = await openMatch(p);
  await playCommands(t, 20, []); // warm-up
  const samples: number[] = [];
  await playCommands(t, 300, samples);
  closeAll(t);
  return samples;
}

/** `matches` matches at once, each a closed loop of `perMatch` commands; placement per match index. */
async function manyMatches(matches: number, perMatch: number, place: (i: number) => Placement): Promise<{ samples: number[]; rate: number }> {
  const tables: Table[] = [];
  for (let i = 0; i < matches; i += 20) tables.push(...(await Promise.all(Array.from({ length: Math.min(20, matches - i) }, (_, j) => openMatch(place(i + j))))));
  const samples: number[] = [];
  const t0 = performance.now();
  await Promise.all(tables.map((t) => playCommands(t, perMatch, samples)));
  const secs = (performance.now() - t0) / 1000;
  tables.forEach(closeAll);
  return { samples, rate: samples.length / secs };
}

/**
 * The same load over two server processes on the same database (cluster mode: advisory-lock owners,
 * the PostgreSQL adapter). Matches are created alternately on each process (the creator owns it); the
 * commanding player always connects to the first, the other player to the second, the spectator to
 * either: half the commands are forwarded to the owner, and updates cross processes both ways.
 */
async function twoProcesses(url: string, matches: number, perMatch: number, one: { single: number[]; many: { samples: number[]; rate: number } }): Promise<void> {
  const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'on', COMMAND_RATE: '10000', COMMAND_BURST: '10000' };
  const [p1, p2] = await Promise.all([startServerProcess(env, await freePort()), startServerProcess(env, await freePort())]);
  try {
    const spread = (i: number): Placement => ({ create: i % 2 ? p2.url : p1.url, a: p1.url, b: p2.url, s: i % 4 < 2 ? p1.url : p2.url });
    const owned = await oneMatch(spread(0));
    const forwarded = await oneMatch(spread(1));
    const many = await manyMatches(matches, perMatch, spread);
    out('');
    out(`two server processes (${p1.url}, ${p2.url}) on the same PostgreSQL, cluster mode; one process (above) beside:`);
    out(line('1 process, 1 match: emit -> last of 3 viewers updated', one.single));
    out(line('2 processes, 1 match, player on the owner', owned));
    out(line('2 processes, 1 match, player forwarded to the owner', forwarded));
    out(line(`1 process, ${matches} matches at once`, one.many.samples));
    out(line(`2 processes, ${matches} matches at once (half forwarded)`, many.samples));
    out(`accepted commands per second, ${matches} matches: 1 process ${one.many.rate.toFixed(0)} /s, 2 processes ${many.rate.toFixed(0)} /s (${many.samples.length} commands, ${matches * 3} sockets)`);
  } finally {
    await Promise.all([p1.kill('SIGTERM'), p2.kill('SIGTERM')]);
  }
}

async function engineFigures() {
  const doc = scenarioDoc('sewer-infiltration');
  const game = createGame(ruleset('asl'), doc, loadMap('stalingrad-blocks'));
  const random = mulberry(7);
  const dice = seededDice('cd'.repeat(32));
  let applied = 0;
  const viewTimes: number[] = [];
  const legalTimes: number[] = [];
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
        // seat A's legal() (the bot asks it next anyway); seat B's is counted in B's view below
        const l0 = performance.now();
        game.legal(state, 'A');
        legalTimes.push(performance.now() - l0);
        const v0 = performance.now();
        game.view(state, { kind: 'side', side: 'B' });
        viewTimes.push(performance.now() - v0);
      }
    }
  }
  const secs = (performance.now() - t0) / 1000;
  out(`engine: random legal commands applied per second (one core)        ${(applied / secs).toFixed(0)} /s`);
  out(line('engine: build one viewer\'s view (sewer-infiltration)', viewTimes));
  out(line('engine: legal() for a seat (sewer-infiltration)', legalTimes));
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
  let oneProcess!: { single: number[]; many: { samples: number[]; rate: number } };
  try {
    const server = await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'off', COMMAND_RATE: '10000', COMMAND_BURST: '10000' }, await freePort());
    try {
      out(`Hexfog bench: server process on ${server.url}, PostgreSQL ${process.env.DATABASE_URL ? 'from DATABASE_URL' : 'embedded'}, ${new Date().toISOString()}`);
      out(line('floor: bare durable PostgreSQL commit (BEGIN, INSERT, COMMIT)', await postgresFloor(url)));
      out(line('floor: bare socket.io emit-with-ack round trip', await socketFloor()));

      const here = (u: string): Placement => ({ create: u, a: u, b: u, s: u });
      const single = await oneMatch(here(server.url));
      out(line('1 match: command emit -> last of 3 viewers updated', single));
      const many = await manyMatches(matches, perMatch, () => here(server.url));
      out(line(`${matches} matches at once: command emit -> last of 3 viewers updated`, many.samples));
      out(`${matches} matches at once: accepted commands per second                 ${many.rate.toFixed(0)} /s (${many.samples.length} commands, ${matches * 3} sockets)`);
      oneProcess = { single, many };
    } finally {
      await server.kill('SIGTERM');
    }
    await twoProcesses(url, matches, perMatch, oneProcess);
  } finally {
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
