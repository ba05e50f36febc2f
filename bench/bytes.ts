// `node --import tsx bench/bytes.ts`: bytes on the wire per update. Starts the real server as its own
// process (embedded PostgreSQL in a temporary directory, or DATABASE_URL) once per socket compression
// setting (SOCKET_DEFLATE off, from 1024 bytes as socket.io's default, from 0), drives one match with
// real socket.io clients and counts the bytes each viewer's TCP socket reads per update: websocket
// frames with their headers (compressed when the setting says so), without TCP/IP headers. Viewers: a
// seat that watches (a second connection of the moving seat, so the ack is not counted), the other
// seat and a spectator. For comparison, the full view as the server sends it on a resync (the `sync`
// acknowledgement: the view and that version's events, as every update was before patches, plus
// matchId, seat, full and diceCommitment) is measured on the same sockets. Prints figures; asserts nothing.
import { runAsScript, withDatabase } from './database';
import type { Socket as NetSocket } from 'node:net';
import { api, connect, type HexfogClient } from '../client/src/sdk/index';
import { freePort, type ServerProcess, startServerProcess } from '../server/test/process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { summary } from './stats';
import { LIMITS_LIFTED } from './serverEnv';

const out = (s: string) => process.stdout.write(`${s}\n`);

const A_UNITS = ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08'];
const B_UNITS = ['B01', 'B02', 'B03', 'B04', 'B05'];
const A_HEXES = ['71A1', '71A2', '71A3', '71A4', '71A5', '71A6', '71A7', '71A8'];
const B_HEXES = ['71P2', '71Q2', '71R2', '71P8', '71Q8', '71R4', '71S5'];

/** The TCP socket under a client's websocket (engine.io-client over `ws` in Node). */
function tcp(c: HexfogClient): NetSocket {
  const transport = (c.socket.io.engine as unknown as { transport: { ws: { _socket: NetSocket } } }).transport;
  return transport.ws._socket;
}

interface Viewers {
  readonly sender: Record<'A' | 'B', HexfogClient>;
  /** Who is measured: a second connection of seat A, seat B, a spectator. */
  readonly watch: Record<'seatA' | 'seatB' | 'spectator', HexfogClient>;
}

type Bytes = Record<keyof Viewers['watch'], number[]>;
const emptyBytes = (): Bytes => ({ seatA: [], seatB: [], spectator: [] });

async function open(url: string): Promise<Viewers> {
  const m = await api(url).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
  const opts = { url, matchId: m.matchId, socketOptions: { reconnection: false } };
  const v: Viewers = {
    sender: { A: connect({ ...opts, token: m.seats.A.token }), B: connect({ ...opts, token: m.seats.B.token }) },
    watch: {
      seatA: connect({ ...opts, token: m.seats.A.token }),
      seatB: connect({ ...opts, token: m.seats.B.token }),
      spectator: connect(opts),
    },
  };
  await Promise.all([...Object.values(v.sender), ...Object.values(v.watch)].map((c) => c.ready()));
  return v;
}

/** Sends a command and returns the bytes each watcher read until it held the new version. */
async function measured(v: Viewers, side: 'A' | 'B', command: Record<string, unknown>, into?: Bytes): Promise<void> {
  const watchers = Object.entries(v.watch) as [keyof Bytes, HexfogClient][];
  const before = watchers.map(([, c]) => tcp(c).bytesRead);
  const ack = await v.sender[side].send(command);
  if (!ack.ok) throw new Error(`${String(command.type)} refused: ${JSON.stringify(ack.error)}`);
  const clients = [...Object.values(v.sender), ...watchers.map(([, c]) => c)];
  await Promise.all(clients.map((c) => c.resync())); // versions are per receiver: each asks for what it lacks
  watchers.forEach(([name, c], i) => into?.[name].push(tcp(c).bytesRead - before[i]!));
}

/** The bytes of a full view on a resync (the `sync` acknowledgement for the last version). */
async function fullViewBytes(v: Viewers, into: Bytes): Promise<void> {
  for (const [name, c] of Object.entries(v.watch) as [keyof Bytes, HexfogClient][]) {
    const before = tcp(c).bytesRead;
    await c.resync(Math.max(0, c.version - 1));
    into[name].push(tcp(c).bytesRead - before);
  }
}

interface Figures {
  placeDelta: Bytes;
  placeFull: Bytes;
  moveDelta: Bytes;
  moveFull: Bytes;
  answerDelta: Bytes;
}

async function measure(url: string): Promise<Figures> {
  const f: Figures = {
    placeDelta: emptyBytes(),
    placeFull: emptyBytes(),
    moveDelta: emptyBytes(),
    moveFull: emptyBytes(),
    answerDelta: emptyBytes(),
  };
  const v = await open(url);
  // setup: A sets one counter down, then moves it from hex to hex (A's own view changes by one field)
  await measured(v, 'A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71A1' }] }); // the first update of a match is a full view
  for (let i = 0; i < 20; i++)
    await measured(v, 'A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: `71${'BCDEF'[i % 5]}${1 + (i % 7)}` }] }, f.placeDelta);
  await fullViewBytes(v, f.placeFull);
  // play: both set up, then A's Movement Phase; each move of one unit is public, then B declines to fire
  await measured(v, 'A', { type: 'placeUnits', placements: A_UNITS.map((unit, i) => ({ unit, hex: A_HEXES[i]! })) });
  await measured(v, 'B', { type: 'placeUnits', placements: B_UNITS.map((unit, i) => ({ unit, hex: B_HEXES[i]! })) });
  await measured(v, 'A', { type: 'finishSetup' });
  await measured(v, 'B', { type: 'finishSetup' });
  for (let moves = 0, guard = 0; moves < 12 && guard < 200; guard++) {
    const a = v.sender.A.view!;
    if (a.status !== 'playing') break;
    const move = a.legal.find((l) => l.type === 'move');
    const pending = v.sender.B.view!.legal.find((l) => l.type === 'declineFire');
    if (pending) await measured(v, 'B', { type: 'declineFire' }, f.answerDelta);
    else if (move && move.choices) {
      const c = move.choices as { units: string[]; to: string[] };
      await measured(v, 'A', { type: 'move', units: [c.units[0]!], to: c.to[moves % c.to.length]! }, f.moveDelta);
      if (moves++ === 0) await fullViewBytes(v, f.moveFull);
    } else {
      const ender = (['A', 'B'] as const).find((s) => v.sender[s].view!.legal.some((l) => l.type === 'endPhase'));
      if (!ender) break;
      await measured(v, ender, { type: 'endPhase' });
    }
  }
  for (const c of [...Object.values(v.sender), ...Object.values(v.watch)]) c.close();
  return f;
}

const median = (xs: number[]) => (xs.length ? summary(xs).median.toFixed(0).padStart(6) : '     -');

function print(setting: string, f: Figures) {
  const row = (what: string, b: Bytes) =>
    out(`  ${what.padEnd(52)} seat A ${median(b.seatA)}  seat B ${median(b.seatB)}  spectator ${median(b.spectator)}`);
  out(`SOCKET_DEFLATE=${setting}: bytes on the wire per update (median)`);
  row('setup, A re-places one counter: update (patch)', f.placeDelta);
  row('setup: the full view on resync (as updates were)', f.placeFull);
  row('play, A moves one counter: update (patch)', f.moveDelta);
  row('play, B declines to fire: update (patch)', f.answerDelta);
  row('play: the full view on resync (as updates were)', f.moveFull);
}

/** The server process's CPU time (user + system, ms) and resident memory (MiB), from /proc (Linux). */
function usage(server: ServerProcess): { cpuMs: number; rssMiB: number } {
  const pid = server.child.pid!;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime, stime (fields 14, 15), in 1/100 s
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuMs: ticks * 10, rssMiB: Number(rss) / 1024 };
}

/**
 * The cost of compression on the server: `spectators` more spectators on one match, then `commands`
 * public commands (phase ends, each visible to all); the server's CPU per command and its memory.
 */
async function fanOut(server: ServerProcess, spectators: number, commands: number): Promise<void> {
  const v = await open(server.url);
  const base = { url: server.url, matchId: v.sender.A.opts.matchId, socketOptions: { reconnection: false } };
  const idle = usage(server);
  const crowd = Array.from({ length: spectators }, () => connect(base));
  await Promise.all(crowd.map((c) => c.ready()));
  await measured(v, 'A', { type: 'placeUnits', placements: A_UNITS.map((unit, i) => ({ unit, hex: A_HEXES[i]! })) });
  await measured(v, 'B', { type: 'placeUnits', placements: B_UNITS.map((unit, i) => ({ unit, hex: B_HEXES[i]! })) });
  await measured(v, 'A', { type: 'finishSetup' });
  await measured(v, 'B', { type: 'finishSetup' });
  const all = [...crowd, ...Object.values(v.watch)];
  const before = usage(server);
  const t0 = performance.now();
  let sent = 0;
  for (; sent < commands; sent++) {
    const ender = (['A', 'B'] as const).find((s) => v.sender[s].view!.legal.some((l) => l.type === 'endPhase'));
    if (!ender || v.sender.A.view!.status !== 'playing') break;
    const ack = await v.sender[ender].send({ type: 'endPhase' });
    if (!ack.ok) throw new Error(`endPhase refused: ${JSON.stringify(ack.error)}`);
    await Promise.all([...all, ...Object.values(v.sender)].map((c) => c.resync())); // each receiver's own version
  }
  const ms = performance.now() - t0;
  const after = usage(server);
  out(
    `  ${spectators} spectators, ${sent} phase ends: server CPU ${((after.cpuMs - before.cpuMs) / sent).toFixed(1)} ms per command, ` +
      `${(ms / sent).toFixed(1)} ms to the last viewer (mean), server RSS ${idle.rssMiB.toFixed(0)} MiB before the spectators, ${after.rssMiB.toFixed(0)} MiB after`,
  );
  for (const c of [...crowd, ...Object.values(v.sender), ...Object.values(v.watch)]) c.close();
}

/** Every compression setting: bytes per update, then the server's CPU and memory with 100 spectators. */
export async function bytesFigures(url: string): Promise<void> {
  out(`bytes on the wire per update, one match (websocket frames with headers, without TCP/IP headers):`);
  for (const setting of ['off', 'on', '1024', '0']) {
    const server = await startServerProcess(
      { DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'off', ...LIMITS_LIFTED, SOCKET_DEFLATE: setting },
      await freePort(),
    );
    try {
      print(setting, await measure(server.url));
      await fanOut(server, 100, 50);
    } finally {
      await server.kill('SIGTERM');
    }
  }
}

runAsScript(import.meta, 'bytes bench', () =>
  withDatabase(async (url) => {
    out(`Hexfog bytes bench, ${new Date().toISOString()}`);
    await bytesFigures(url);
  }),
);
