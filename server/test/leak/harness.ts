// The leak harness: seeded random legal games through the real server, with real socket.io clients
// for both seats and a spectator. Every payload each client receives (syncs, updates, acks, protocol
// errors) is recorded, then checked against what that receiver may know at that version.
import { type CommandAck, declaredOptions, type GameState, isLeaving, ruleset as rulesetOf, type RulesetId } from '@hexfog/shared';
import { scenarioDoc, shippedScenarios } from '@hexfog/shared/testing/fixtures';
import { mulberry } from '@hexfog/shared/testing/random';
import type { StoredEvent } from '../../src/matches/matchService';
import { caughtUpWith, type TestServer } from '../harness';
import { commandFor, firstFirePreference, probe, record } from './bots';
import { checkPayload, type Received } from './check';
import { probeDelayedHttp, probeProtocol } from './protocolProbes';

export interface LeakReport {
  readonly games: number;
  readonly commands: number;
  readonly refused: number;
  readonly payloads: number;
  readonly violations: readonly string[];
  /** Games played to their result by the victory conditions (not by resigning). */
  readonly toResult: number;
  /** Accepted commands by type. */
  readonly kinds: Readonly<Record<string, number>>;
}

export interface LeakOptions {
  readonly games: number;
  readonly seed?: number;
  readonly parallel?: number;
  readonly maxSteps?: number;
  /** Match options every game whose ruleset plays them is created with (over each game's own, e.g. `{ hiddenSewerCards: true }`). */
  readonly matchOptions?: RuleOptions;
}

/** The rule options a game is created with (`options.rules` of the creation body): option id to on. */
export type RuleOptions = Readonly<Record<string, boolean>>;

export interface LeakGame {
  readonly scenario: string;
  readonly ruleset: RulesetId;
  readonly options: RuleOptions;
}

/**
 * The visibility modes a ruleset is played in: as it is, and with each match option its modules
 * declare (sewer-cards: hidden Sewer cards), so that every mode's secrets are checked.
 */
export function ruleOptionsOf(id: RulesetId): RuleOptions[] {
  return [{}, ...declaredOptions(rulesetOf(id).modules).map((o) => ({ [o.id]: true }))];
}

function declares(id: RulesetId, option: string): boolean {
  return declaredOptions(rulesetOf(id).modules).some((o) => o.id === option);
}

/** The options of `wanted` the ruleset plays (another ruleset refuses a rule option it does not declare). */
function playable(id: RulesetId, wanted: RuleOptions): RuleOptions {
  return Object.fromEntries(Object.entries(wanted).filter(([k]) => declares(id, k)));
}

/** Every shipped scenario under every ruleset it is made for, in each of its modes: a new scenario is covered as it ships. */
export const GAMES: readonly LeakGame[] = shippedScenarios()
  .sort()
  .flatMap((scenario) =>
    (scenarioDoc(scenario).rulesets as RulesetId[]).flatMap((ruleset) =>
      ruleOptionsOf(ruleset).map((options) => ({ scenario, ruleset, options })),
    ),
  );

async function playOne(t: TestServer, gameNo: number, seed: number, maxSteps: number, matchOptions: RuleOptions = {}) {
  const random = mulberry(seed * 7919 + gameNo);
  const game = GAMES[gameNo % GAMES.length]!;
  const { scenario, ruleset } = game;
  const options: RuleOptions = { ...game.options, ...playable(ruleset, matchOptions) };
  const delayed = gameNo % 4 === 3;
  const body = {
    ruleset,
    scenario,
    options: { rules: options, spectators: delayed ? { mode: 'delayed' as const, playerTurns: 1 } : { mode: 'public' as const } },
  };
  // every third game is found through a challenge: its poster plays by his session, with no seat token
  const m = gameNo % 3 === 1 ? await t.api.createChallengedMatch(body) : await t.api.createSeatedMatch(body);
  const seat = (side: 'A' | 'B') => {
    const grant = m.seats[side];
    return 'token' in grant ? t.client(m.matchId, grant.token) : t.client(m.matchId, undefined, grant);
  };
  const received: Received[] = [];
  const a = seat('A');
  const b = seat('B');
  const s = t.client(m.matchId);
  record(a, 'A', received);
  record(b, 'B', received);
  record(s, 'spectator', received);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  let commands = 0;
  let refused = 0;
  const kinds: Record<string, number> = {};
  const lastId: Partial<Record<'A' | 'B', string>> = {};
  const sideChannels: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    // in the middle of play, what HTTP shows anyone of a match whose spectators are delayed
    if (delayed && step === 60 && a.view?.status === 'playing') sideChannels.push(...(await probeDelayedHttp(t, m.matchId, s)));
    const seats = [a, b].filter((c) => (c.view?.legal ?? []).some((l) => !isLeaving(l)));
    if (!seats.length || a.view?.status === 'ended') break;
    const c = seats[Math.floor(random() * seats.length)]!;
    const me = c.seat as 'A' | 'B';
    const legal = c.view!.legal.filter((l) => !isLeaving(l) || (l.type === 'resign' && random() < 0.002));
    // sewer play is where most secrets are: half the time the bot takes a sewer command when it has one
    const sewer = legal.filter((l) => /sewer|network|emerge|assault/i.test(l.type));
    // an assault (SC.7, SC.6) is rare in random play and reveals what was hidden: taken most times it is offered
    const assaults = legal.filter((l) => /assault/i.test(l.type));
    const pool = assaults.length && random() < 0.8 ? assaults : sewer.length && random() < 0.5 ? sewer : legal;
    const cmd =
      random() < 0.08
        ? probe(random, me)
        : random() < 0.03
          ? firstFirePreference(random)
          : commandFor(pool[Math.floor(random() * pool.length)]!, random, c.view!);
    const ack: CommandAck = await c.send(cmd, { commandId: `${me}-${step}` });
    lastId[me] = `${me}-${step}`;
    received.push({ receiver: me, kind: 'ack', payload: ack, echoes: [...JSON.stringify(cmd).matchAll(/"([^"]*)"/g)].map((x) => x[1]!) });
    if (!ack.ok) {
      refused++;
      continue;
    }
    commands++;
    kinds[String(cmd.type)] = (kinds[String(cmd.type)] ?? 0) + 1;
    // versions are per receiver: each asks for what it lacks (a sync's answer is an ack, not recorded here)
    await caughtUpWith(t, m.matchId, [a, b, s]);
  }
  sideChannels.push(...(await probeProtocol(b, lastId.A)));
  await new Promise((r) => setTimeout(r, 20));
  for (const c of [a, b, s]) c.close();

  const { match, violations: found } = await checkMatch(t, m.matchId, received, `game ${gameNo}`);
  const violations = [...found, ...sideChannels].map(
    (p) =>
      `game ${gameNo} (${scenario}/${ruleset}${Object.keys(options)
        .map((o) => `, ${o}`)
        .join('')}${delayed ? ', delayed spectators' : ''}): ${p}`,
  );
  const toResult = match.state.status === 'ended' && !/resigned/.test(match.state.result?.reason ?? '') ? 1 : 0;
  return { commands, refused, payloads: received.length, violations, kinds, toResult };
}

/**
 * Checks every payload received in a match against what its receiver may know at that version: the
 * truth at every version is the stored command log replayed from the initial snapshot.
 */
export async function checkMatch(t: TestServer, matchId: string, received: readonly Received[], label: string) {
  const match = (await t.server.service.get(matchId))!;
  const events = await t.server.service.eventsSince(matchId, 0);
  const byVersion = new Map<number, StoredEvent[]>();
  for (const e of events) byVersion.set(e.version, [...(byVersion.get(e.version) ?? []), e]);
  const states = new Map<number, GameState>();
  const stateAt = (v: number) => {
    const st = states.get(v);
    if (!st) throw new Error(`no state at version ${v}`);
    return st;
  };
  // the truth at every version: replay the command log once from the initial snapshot
  const db = t.server.db;
  const snap = await db.snapshot.findFirst({ where: { matchId, version: 0 } });
  const log = await db.command.findMany({ where: { matchId }, orderBy: { version: 'asc' } });
  let truth = snap!.state as unknown as GameState;
  states.set(0, truth);
  for (const c of log) {
    const r = match.game.apply(truth, c.side as 'A' | 'B', c.payload, match.dice);
    if (!r.ok) throw new Error(`${label}: logged command ${c.version} does not replay`);
    truth = r.state;
    states.set(truth.version, truth);
  }
  const violations = received.flatMap((r) => checkPayload(r, stateAt, match.state.version, byVersion, match.audiences, match.rules));
  return { match, violations };
}

export async function runLeakGames(t: TestServer, opts: LeakOptions): Promise<LeakReport> {
  const parallel = opts.parallel ?? 8;
  const seed = opts.seed ?? 1;
  const results: Awaited<ReturnType<typeof playOne>>[] = [];
  for (let i = 0; i < opts.games; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, opts.games - i) }, (_, j) =>
      playOne(t, i + j, seed, opts.maxSteps ?? 400, opts.matchOptions),
    );
    results.push(...(await Promise.all(batch)));
  }
  return {
    games: results.length,
    commands: results.reduce((n, r) => n + r.commands, 0),
    refused: results.reduce((n, r) => n + r.refused, 0),
    payloads: results.reduce((n, r) => n + r.payloads, 0),
    violations: results.flatMap((r) => r.violations),
    toResult: results.reduce((n, r) => n + r.toResult, 0),
    kinds: results.reduce<Record<string, number>>((acc, r) => {
      for (const [k, v] of Object.entries(r.kinds)) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {}),
  };
}
