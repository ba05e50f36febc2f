// Engine-only figures (no server, no database): seeded random legal games of every shipped scenario
// under each of its rulesets; the same games (same seeds, same dice) on every run, so two versions of
// the engine are compared on the same commands. Prints random legal commands per second of CPU time
// (one core: legal() for both seats, the bot's choice and apply(); after the JIT has settled, with
// the warm-up passes beside it), legal() for a seat (p50/p99) and
// one viewer's view (p99), each on a state nothing has been memoized on yet; and a view alone, its
// seat's legal() already known.
//   node --import tsx bench/engine.ts [games per scenario and ruleset, default 12]
import { performance } from 'node:perf_hooks';
import { createGame, type Game } from '../shared/src/game/game';
import { seededDice } from '../shared/src/rng/dice';
import { ruleset, RULESET_IDS } from '../shared/src/rulesets/index';
import { type GameState, SIDES } from '../shared/src/engine/state';
import { loadMap, scenarioDoc, shippedScenarios } from '../shared/src/testing/fixtures';
import { randomCommand } from '../shared/src/testing/playout';
import { mulberry } from '../shared/src/testing/random';
import { line } from './stats';

const out = (s: string) => process.stdout.write(`${s}\n`);
const perPair = Number(process.argv[2] ?? 12);
const WARM_UP_PASSES = Number(process.env.BENCH_ENGINE_WARMUP ?? 6);
const TIMED_PASSES = 3;

const games: { name: string; game: Game }[] = [];
for (const id of shippedScenarios()) {
  const doc = scenarioDoc(id);
  for (const r of RULESET_IDS.filter((x) => (doc.rulesets as string[]).includes(x))) {
    games.push({ name: `${id}/${r}`, game: createGame(ruleset(r), doc, loadMap(String(doc.map))) });
  }
}

/** Plays every game; `probe` sees every 5th state. */
function playAll(probe?: (game: Game, state: GameState) => void, every = 5): number {
  let applied = 0;
  for (const [gi, { game }] of games.entries()) {
    for (let g = 0; g < perPair; g++) {
      const random = mulberry(1000 * gi + g);
      const dice = seededDice((g % 256).toString(16).padStart(2, '0').repeat(32));
      let state = game.initialState();
      for (let step = 0; step < 5000 && state.status !== 'ended'; step++) {
        const c = randomCommand(game, state, random, 0);
        if (!c) break;
        const r = game.apply(state, c.side, c.command, dice);
        if (!r.ok) throw new Error(`legal command refused: ${r.error.code}`);
        state = r.state;
        applied++;
        if (probe && applied % every === 0) probe(game, state);
      }
    }
  }
  return applied;
}

/** One pass over every game: commands, CPU seconds (every thread of the process) and wall seconds. */
function timedPass(): { applied: number; cpuSecs: number; wall: number } {
  const cpu0 = process.cpuUsage();
  const w0 = performance.now();
  const applied = playAll();
  const cpu = process.cpuUsage(cpu0);
  return { applied, cpuSecs: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - w0) / 1000 };
}

// Warm-up: the per-map LOS and terrain tables every match shares, and the JIT. V8 keeps optimizing
// (and re-optimizing, on its helper threads, which the CPU figure counts) for several passes before
// the rate settles; a server runs far longer than that, so the figure is the settled rate, and the
// warm-up passes are printed beside it (the first is a process's cold start).
const warmUp = Array.from({ length: WARM_UP_PASSES }, timedPass);
const timed = Array.from({ length: TIMED_PASSES }, timedPass);
const applied = timed.reduce((a, p) => a + p.applied, 0);
const cpuSecs = timed.reduce((a, p) => a + p.cpuSecs, 0);
const wall = timed.reduce((a, p) => a + p.wall, 0);

// as the server plays: after each command, the views of both seats and of a spectator
const views0 = process.cpuUsage();
const serverViewTimes: number[] = [];
const withViews = playAll((game, state) => {
  for (const viewer of [{ kind: 'side', side: 'A' }, { kind: 'side', side: 'B' }, { kind: 'public' }] as const) {
    const v0 = performance.now();
    game.view(state, viewer);
    serverViewTimes.push(performance.now() - v0);
  }
}, 1);
const viewsCpu = process.cpuUsage(views0);
const viewsSecs = (viewsCpu.user + viewsCpu.system) / 1e6;

// the view alone: the seat's legal() for this state already known (the server needs it for that
// seat's view in any case; the line above counts it in the view)
const viewAloneTimes: number[] = [];
playAll((game, state) => {
  for (const side of SIDES) game.legal(state, side);
  for (const viewer of [{ kind: 'side', side: 'A' }, { kind: 'side', side: 'B' }, { kind: 'public' }] as const) {
    const v0 = performance.now();
    game.view(state, viewer);
    viewAloneTimes.push(performance.now() - v0);
  }
});

const legalTimes: number[] = [];
const viewTimes: number[] = [];
playAll((game, state) => {
  // a deep copy (outside the timing): nothing memoized on it or on any part of it yet
  const fresh = structuredClone(state);
  for (const side of SIDES) {
    const l0 = performance.now();
    game.legal(fresh, side);
    legalTimes.push(performance.now() - l0);
  }
  const copy = structuredClone(state);
  const v0 = performance.now();
  game.view(copy, { kind: 'side', side: 'B' });
  viewTimes.push(performance.now() - v0);
});
out(`engine: ${games.length} scenario/ruleset pairs x ${perPair} games, ${applied} commands`);
const rate = (p: { applied: number; cpuSecs: number }) => (p.applied / p.cpuSecs).toFixed(0);
out(`engine: warm-up passes, random legal commands per CPU second   ${warmUp.map(rate).join(', ')} /s`);
out(
  `engine: random legal commands per CPU second (legal both seats + choice + apply), settled, ${TIMED_PASSES} passes   ${(applied / cpuSecs).toFixed(0)} /s (wall ${(applied / wall).toFixed(0)} /s)`,
);
out(
  `engine: the same with both seats' and a spectator's view after each command, per CPU second   ${(withViews / viewsSecs).toFixed(0)} /s`,
);
out(line('engine: one view, as the server builds them (each seat, a spectator)', serverViewTimes));
out(line("engine: one view alone, its seat's legal() already known", viewAloneTimes));
out(line('engine: legal() for a seat', legalTimes));
out(line("engine: build one viewer's view (its legal() included)", viewTimes));
