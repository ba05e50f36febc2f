// The leak harness: seeded random legal games through the real server, with real socket.io clients
// for both seats and a spectator. Every payload each client receives (syncs, updates, acks, protocol
// errors) is recorded, then checked against what that receiver may know at that version.
import type { HexfogClient } from '@hexfog/client/sdk';
import type { CommandAck, GameState, LegalCommand, View } from '@hexfog/shared';
import { mulberry } from '@hexfog/shared/testing/random';
import type { StoredEvent } from '../../src/matches/matchService';
import type { TestServer } from '../harness';
import { checkPayload, type Received } from './check';
import type { Receiver } from './knowledge';

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
}

const SCENARIOS = ['sewer-infiltration', 'factory-assault', 'sewer-duel'];
const RULESETS = ['asl', 'heroes-and-leaders', 'sewer-cards'] as const;

function record(c: HexfogClient, receiver: Receiver, out: Received[]) {
  c.socket.onAny((event: string, payload: unknown) => {
    if (event === 'sync' || event === 'update' || event === 'protocolError') out.push({ receiver, kind: event, payload });
  });
  c.socket.on('connect_error', (e: Error & { data?: unknown }) => out.push({ receiver, kind: 'connect_error', payload: { message: e.message, data: e.data } }));
}

/** A command for a legal entry, chosen at random from the client's own view (never from the truth). */
function commandFor(entry: LegalCommand, random: () => number, view: View): Record<string, unknown> {
  if (entry.command) return { ...entry.command };
  if (entry.type === 'placeUnits') {
    const units = (entry.choices?.units as string[]) ?? [];
    const hexes = [...((entry.choices?.hexes as string[]) ?? [])];
    const isSw = (id: string) => view.units.find((u) => u.id === id)?.kind === 'sw';
    const placements: { unit: string; hex: string; concealed: boolean }[] = units.filter((u) => !isSw(u)).map((unit) => {
      const hex = hexes.splice(Math.floor(random() * hexes.length), 1)[0]!;
      return { unit, hex, concealed: random() < 0.08 };
    });
    // support weapons set up with a unit: the hex of one placed above
    for (const unit of units.filter(isSw)) placements.push({ unit, hex: placements[Math.floor(random() * placements.length)]!.hex, concealed: false });
    return { type: 'placeUnits', placements };
  }
  const c = entry.choices ?? {};
  const one = (xs: unknown) => (xs as string[])[Math.floor(random() * (xs as string[]).length)]!;
  const some = (xs: unknown) => (xs as string[]).filter((_, i) => i === 0 || random() < 0.6);
  if (entry.type === 'advance') return { type: 'advance', units: some(c.units), to: one(c.to) };
  if (entry.type === 'move') return { type: 'move', units: some(c.units), to: one(c.to), assault: random() < 0.1 };
  if (entry.type === 'fire') {
    const target = one(c.targets);
    return { type: 'fire', firers: some((c.byTarget as Record<string, string[]>)[target]), target };
  }
  if (entry.type === 'defensiveFire') return { type: 'defensiveFire', firers: some(c.firers) };
  if (entry.type === 'rout') return { type: 'rout', unit: c.unit, to: one(c.to) };
  if (entry.type === 'changeLevel') return { type: 'changeLevel', units: some(c.units), level: (c.levels as number[])[Math.floor(random() * (c.levels as number[]).length)] };
  if (entry.type === 'placeDC') return { type: 'placeDC', unit: c.unit, target: one(c.targets) };
  if (entry.type === 'enterSewer') return { type: 'enterSewer', units: some(c.units) };
  if (entry.type === 'sewerMove' || entry.type === 'sewerLostDestination') return { type: entry.type, stack: c.stack, to: one(c.to) };
  if (entry.type === 'sewerAdvance') return { type: 'sewerAdvance', stack: c.stack, into: one(c.into) };
  if (entry.type === 'sewerFire') {
    const byTarget = c.byTarget as Record<string, string[]>;
    const key = one(Object.keys(byTarget));
    const firers = some(byTarget[key]);
    return key.startsWith('stack:') ? { type: 'sewerFire', firers, stack: key.slice(6) } : { type: 'sewerFire', firers, hex: key.slice(4) };
  }
  return { type: entry.type };
}

/** Occasionally a command that must be refused, to check what errors say. */
function probe(random: () => number, me: 'A' | 'B'): Record<string, unknown> {
  const enemy = me === 'A' ? 'B' : 'A';
  const picks = [
    { type: 'placeUnits', placements: [{ unit: `${enemy}0${1 + Math.floor(random() * 5)}`, hex: '71A1' }] },
    { type: 'endPhase' },
    { type: 'finishSetup' },
    { type: 'placeUnits', placements: [{ unit: `${me}01`, hex: '71GG10' }] },
    // sewer probes: a stack that may be the enemy's, a shot without LOS, an answer out of turn
    { type: 'sewerMove', stack: `S${1 + Math.floor(random() * 3)}`, to: '71F8' },
    { type: 'sewerFire', firers: [`${me}01`], stack: `S${1 + Math.floor(random() * 3)}` },
    { type: 'sewerLostDestination', stack: 'S1', to: '71N5' },
    { type: 'sewerEmerge', stack: `S${1 + Math.floor(random() * 3)}` },
  ];
  return picks[Math.floor(random() * picks.length)]!;
}

async function playOne(t: TestServer, gameNo: number, seed: number, maxSteps: number) {
  const random = mulberry(seed * 7919 + gameNo);
  const scenario = SCENARIOS[gameNo % SCENARIOS.length]!;
  const ruleset = RULESETS[Math.floor(gameNo / SCENARIOS.length) % RULESETS.length]!;
  const delayed = gameNo % 4 === 3;
  const m = await t.api.createMatch({ ruleset, scenario, options: { spectators: delayed ? { mode: 'delayed', playerTurns: 1 } : { mode: 'public' } } });
  const received: Received[] = [];
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  record(a, 'A', received);
  record(b, 'B', received);
  record(s, 'spectator', received);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  let commands = 0;
  let refused = 0;
  const kinds: Record<string, number> = {};
  for (let step = 0; step < maxSteps; step++) {
    const seats = [a, b].filter((c) => (c.view?.legal ?? []).some((l) => l.type !== 'resign'));
    if (!seats.length || a.view?.status === 'ended') break;
    const c = seats[Math.floor(random() * seats.length)]!;
    const me = c.seat as 'A' | 'B';
    const legal = c.view!.legal.filter((l) => l.type !== 'resign' || random() < 0.002);
    // sewer play is where most secrets are: half the time the bot takes a sewer command when it has one
    const sewer = legal.filter((l) => /sewer/i.test(l.type));
    const pool = sewer.length && random() < 0.5 ? sewer : legal;
    const cmd = random() < 0.08 ? probe(random, me) : commandFor(pool[Math.floor(random() * pool.length)]!, random, c.view!);
    const ack: CommandAck = await c.send(cmd);
    received.push({ receiver: me, kind: 'ack', payload: ack, echoes: [...JSON.stringify(cmd).matchAll(/"([^"]*)"/g)].map((x) => x[1]!) });
    if (!ack.ok) {
      refused++;
      continue;
    }
    commands++;
    kinds[String(cmd.type)] = (kinds[String(cmd.type)] ?? 0) + 1;
    await Promise.all([a, b].map((x) => x.waitForVersion(ack.version)));
    if (!delayed) await s.waitForVersion(ack.version);
  }
  await new Promise((r) => setTimeout(r, 20));
  for (const c of [a, b, s]) c.close();

  const match = (await t.server.service.get(m.matchId))!;
  const events = await t.server.service.eventsSince(m.matchId, 0);
  const byVersion = new Map<number, StoredEvent[]>();
  for (const e of events) byVersion.set(e.version, [...(byVersion.get(e.version) ?? []), e]);
  const states = new Map<number, GameState>();
  const stateAt = (v: number) => {
    let st = states.get(v);
    if (!st) throw new Error(`no state at version ${v}`);
    return st;
  };
  // the truth at every version: replay the command log once from the initial snapshot
  const db = t.server.db;
  const snap = await db.snapshot.findFirst({ where: { matchId: m.matchId, version: 0 } });
  const log = await db.command.findMany({ where: { matchId: m.matchId }, orderBy: { version: 'asc' } });
  let truth = snap!.state as unknown as GameState;
  states.set(0, truth);
  for (const c of log) {
    const r = match.game.apply(truth, c.side as 'A' | 'B', c.payload, match.dice);
    if (!r.ok) throw new Error(`game ${gameNo}: logged command ${c.version} does not replay`);
    truth = r.state;
    states.set(truth.version, truth);
  }
  const violations = received.flatMap((r) => checkPayload(r, stateAt, match.state.version, byVersion).map((p) => `game ${gameNo} (${scenario}/${ruleset}${delayed ? ', delayed spectators' : ''}): ${p}`));
  const toResult = match.state.status === 'ended' && !/resigned/.test(match.state.result?.reason ?? '') ? 1 : 0;
  return { commands, refused, payloads: received.length, violations, kinds, toResult };
}

export async function runLeakGames(t: TestServer, opts: LeakOptions): Promise<LeakReport> {
  const parallel = opts.parallel ?? 8;
  const seed = opts.seed ?? 1;
  const results: Awaited<ReturnType<typeof playOne>>[] = [];
  for (let i = 0; i < opts.games; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, opts.games - i) }, (_, j) => playOne(t, i + j, seed, opts.maxSteps ?? 400));
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
