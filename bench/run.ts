// `npm run bench`: prints figures; it is not a test. Starts the real server as its own process (with
// an embedded PostgreSQL in a temporary directory, or DATABASE_URL), drives it with real socket.io
// clients (then the same load over two server processes on the same database), and measures alongside
// the floors that bound it (a bare durable PostgreSQL commit and a bare socket.io round trip) and the
// same load's path through a server with nothing of Hexfog in it (bench/relay.ts). Then the engine
// alone: random legal commands per second and view build time.
// The load (bench/load.ts): each match has 2 players and 1 spectator on their own websockets, and a
// command is sent only after all 3 viewers have the previous update. BENCH_SWEEP (default "1 50 200
// 500") sets the match counts of the growth table; BENCH_MATCHES (200) the headline figure.
import { performance } from 'node:perf_hooks';
import { createGame, type DiceSource, type Game, ruleset, seededDice } from '../shared/src/index';
import { loadMap, scenarioDoc } from '../shared/src/testing/fixtures';
import { randomCommand } from '../shared/src/testing/playout';
import { mulberry } from '../shared/src/testing/random';
import { freePort, startServerProcess } from '../server/test/process';
import { bytesFigures } from './bytes';
import { twoProcesses } from './cluster';
import { withDatabase } from './database';
import { postgresFloor, socketFloor } from './floors';
import { relayFigure } from './relay';
import { type ManyResult, manyMatches, oneMatch, onOneServer, warmUp } from './load';
import { memoryFigures } from './memory';
import { resumeFigures } from './resume';
import { line, summary } from './stats';
import { LIMITS_LIFTED } from './serverEnv';

const out = (s: string) => process.stdout.write(`${s}\n`);

/** Random legal games of sewer-infiltration for `ms` of wall time: commands, CPU and wall seconds, and timed legal() and views (every 10th command). */
function playFor(ms: number, game: Game, random: () => number, dice: DiceSource) {
  let applied = 0;
  const viewTimes: number[] = [];
  const legalTimes: number[] = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() - t0 < ms) {
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
  const cpu = process.cpuUsage(cpu0);
  return { applied, cpuSecs: (cpu.user + cpu.system) / 1e6, secs: (performance.now() - t0) / 1000, viewTimes, legalTimes };
}

/**
 * The engine alone on sewer-infiltration: its first 3 s in a fresh process (cold), then, after 10 s
 * more of play (V8 keeps optimizing for that long), 3 s settled: the figure a running server has.
 * Per CPU second (the machine may be shared: wall time counts other processes' load); the timed
 * legal() and views included.
 */
async function engineFigures() {
  const doc = scenarioDoc('sewer-infiltration');
  const game = createGame(ruleset('asl'), doc, loadMap('stalingrad-blocks'));
  const random = mulberry(7);
  const dice = seededDice('cd'.repeat(32));
  const cold = playFor(3000, game, random, dice);
  playFor(10000, game, random, dice);
  const settled = playFor(3000, game, random, dice);
  out(
    `engine: random legal commands applied per CPU second (one core), first 3 s of a process    ${(cold.applied / cold.cpuSecs).toFixed(0)} /s`,
  );
  out(
    `engine: random legal commands applied per CPU second (one core), settled    ${(settled.applied / settled.cpuSecs).toFixed(0)} /s (wall ${(settled.applied / settled.secs).toFixed(0)} /s)`,
  );
  out(line("engine: build one viewer's view (sewer-infiltration)", settled.viewTimes));
  out(line('engine: legal() for a seat (sewer-infiltration)', settled.legalTimes));
}

/** How latency and throughput grow with the number of matches at once (one process). */
function growthTable(rows: { matches: number; r: ManyResult }[]) {
  out('');
  out('growth with matches at once (one process; each match 2 players + 1 spectator):');
  out('  matches  sockets  commands   median ms    p99 ms   commands/s');
  for (const { matches, r } of rows) {
    const s = summary(r.samples);
    out(
      `  ${String(matches).padStart(7)}  ${String(matches * 3).padStart(7)}  ${String(s.n).padStart(8)}  ${s.median.toFixed(2).padStart(10)}  ${s.p99.toFixed(2).padStart(8)}  ${r.rate.toFixed(0).padStart(11)}`,
    );
  }
}

/** The targets beside this run's figures; floors from the same run. */
function targets(floorCommit: number[], floorSocket: number[], relay: number[], single: number[], many: ManyResult, matches: number) {
  const floor = summary(floorCommit).median + summary(floorSocket).median;
  const one = summary(single);
  const bare = summary(relay).median;
  const lots = summary(many.samples);
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  out('');
  out(`targets (floor = durable commit + socket round trip medians = ${floor.toFixed(3)} ms):`);
  out(`  1 match median ${one.median.toFixed(3)} ms <= 2 x floor ${(2 * floor).toFixed(3)} ms: ${mark(one.median <= 2 * floor)}`);
  out(
    `    (the bare durable relay: ${bare.toFixed(3)} ms, ${(bare / floor).toFixed(2)} x floor; Hexfog ${(one.median / bare).toFixed(2)} x the relay)`,
  );
  out(`  1 match p99 ${one.p99.toFixed(3)} ms <= 5 ms: ${mark(one.p99 <= 5)}`);
  out(
    `  ${matches} matches ${many.rate.toFixed(0)} commands/s >= 2,000 /s: ${mark(many.rate >= 2000)}; p99 ${lots.p99.toFixed(1)} ms (compare: ../shared/bench/compare.sh)`,
  );
}

async function main() {
  // `npm run bench -- --engine`: the engine figures alone (no server, no database)
  if (process.argv.includes('--engine')) return engineFigures();
  const matches = Number(process.env.BENCH_MATCHES ?? 200);
  const perMatch = Number(process.env.BENCH_COMMANDS ?? 10);
  const sweep = (process.env.BENCH_SWEEP ?? '1 50 200 500').split(/\s+/).filter(Boolean).map(Number);
  // `npm run bench -- --load`: the floors, 1 match and BENCH_MATCHES matches with their targets only
  const loadOnly = process.argv.includes('--load');
  // `npm run bench -- --cluster`: the same, then the two-process figures beside them (nothing after)
  const clusterOnly = process.argv.includes('--cluster');
  // one process as before (no adapter), and no per-connection rate limit: the bench sends as fast as it can
  let oneProcess!: { single: number[]; many: ManyResult };
  await withDatabase(async (url, embedded) => {
    const server = await startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'warn', CLUSTER: 'off', ...LIMITS_LIFTED }, await freePort());
    try {
      out(
        `Hexfog bench: server process on ${server.url}, PostgreSQL ${embedded ? 'embedded' : 'from DATABASE_URL'}, ${new Date().toISOString()}`,
      );
      const floorCommit = await postgresFloor(url);
      const floorSocket = await socketFloor();
      out(line('floor: bare durable PostgreSQL commit (one INSERT, autocommit)', floorCommit));
      out(line('floor: bare socket.io emit-with-ack round trip (two processes)', floorSocket));
      const relay = await relayFigure(url);
      out(line('reference: bare durable relay, emit -> INSERT -> 3 viewers', relay));

      const here = onOneServer(server.url);
      const fresh = await warmUp(here);
      out(line('fresh server process, first 1-match run (JIT not settled)', fresh));
      const single = await oneMatch(here);
      out(line('1 match: command emit -> last of 3 viewers updated', single));
      const many = await manyMatches(matches, perMatch, () => here);
      out(line(`${matches} matches at once: command emit -> last of 3 viewers updated`, many.samples));
      out(
        `${matches} matches at once: accepted commands per second                 ${many.rate.toFixed(0)} /s (${many.samples.length} commands, ${matches * 3} sockets)`,
      );
      oneProcess = { single, many };
      if (!loadOnly && !clusterOnly) {
        const rows: { matches: number; r: ManyResult }[] = [];
        for (const n of sweep)
          rows.push({ matches: n, r: n === matches ? many : await manyMatches(n, n === 1 ? 100 : perMatch, () => here) });
        growthTable(rows);
      }
      targets(floorCommit, floorSocket, relay, single, many, matches);
    } finally {
      await server.kill('SIGTERM');
    }
    if (loadOnly) return;
    await twoProcesses(url, matches, perMatch, oneProcess, out);
    if (clusterOnly) return;
    out('');
    await resumeFigures(url);
    out('');
    await memoryFigures(url, out);
    out('');
    await bytesFigures(url);
  });
  if (!loadOnly && !clusterOnly) await engineFigures();
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`bench failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
