// The side-channel hunt: twin games that differ only in a fact one side (the hider) keeps secret
// (./twinScenarios.ts), played through real servers with the same dice seed. The first game is played
// by the bots; its twin replays the same commands (the hider's adjusted for its secret). Until the
// secret legitimately comes out (./fingerprint.ts), everything the other seat (the observer) and a
// spectator get must be byte-identical: socket frames (so sizes, counts, order and roll positions),
// the observer's acks and errors, the HTTP answers about the match, and the server's log lines.
import { type HexfogClient, seatCookie } from '@hexfog/client/sdk';
import {
  audienceIncludes,
  type CommandAck,
  type GameState,
  isLeaving,
  type LegalCommand,
  otherSide,
  type Side,
  type View,
} from '@hexfog/shared';
import { mulberry } from '@hexfog/shared/testing/random';
import type { Catalog } from '../../src/catalog/catalog';
import { caughtUpWith, startTestServer, type TestServer } from '../harness';
import { commandFor, firstFirePreference, probe } from './bots';
import { fingerprint } from './fingerprint';
import { catalogFor, setupManholes, type TwinPlan, twinPlans, type TwinStep } from './twinScenarios';
import { sewerCardStory } from './twinCardStory';
import { sniperStory } from './twinSniperStory';
import { hipFortificationStories, hipStories, sewerFireStory } from './twinStories';

/** Both twins roll the same dice: only the secret may tell them apart. */
const SEED = 'f00d'.repeat(16);

export interface TwinReport {
  readonly pairs: number;
  /** Commands compared (before the secret came out), over all pairs. */
  readonly comparedSteps: number;
  readonly violations: readonly string[];
  /** Pairs whose compared stretch held events hidden from the observer in unequal numbers. */
  readonly hiddenDifferences: number;
  /** ... of which hidden rolls. */
  readonly hiddenRollDifferences: number;
  /** Per pair: how far the twins were compared and why the comparison stopped there. */
  readonly stops: readonly string[];
}

export interface TwinOptions {
  readonly seed?: number;
  readonly maxSteps?: number;
  readonly parallel?: number;
  /** Only these plans (default: every scenario, ruleset and kind). */
  readonly plans?: readonly TwinPlan[];
}

type Step = TwinStep;

interface Frame {
  readonly step: number;
  readonly version: number;
  readonly text: string;
}

interface StepRecord {
  readonly seat: Side;
  readonly ack: string;
  /** The hider's command: accepted at which version, or refused. */
  readonly outcome: string;
  readonly knowledge: string;
  readonly http: string;
  readonly version: number;
  /** The versions the observer and the spectator hold after this step (each receiver's own). */
  readonly seen: Record<'observer' | 'spectator', number>;
  /** Log lines up to the end of this step. */
  readonly logEnd: number;
}

interface GameRecord {
  readonly frames: Record<'observer' | 'spectator', Frame[]>;
  readonly steps: StepRecord[];
  readonly logs: string[];
  /** Events hidden from the observer (rolls apart), by version. */
  readonly hiddenByVersion: Map<number, number>;
  /** Rolls hidden from the observer, by version. */
  readonly hiddenRollsByVersion: Map<number, number>;
  readonly script: Step[];
}

/** Replaces what differs between any two matches by design: ids, times, request and socket ids. */
function normalizer(matchId: string, diceCommitment: string) {
  return (text: string) => text.replaceAll(matchId, 'MATCH').replaceAll(diceCommitment, 'COMMITMENT');
}

const VOLATILE_LOG_KEYS = new Set([
  'time',
  'host',
  'pid',
  'hostname',
  'reqId',
  'responseTime',
  'socket',
  'remoteAddress',
  'remotePort',
  'createdAt',
  'updatedAt',
]);
function normalLogLine(line: string, norm: (s: string) => string): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => !VOLATILE_LOG_KEYS.has(k))
          .map(([k, x]) => [k, strip(x)]),
      );
    return v;
  };
  return norm(JSON.stringify(strip(JSON.parse(line))));
}

function recordFrames(c: HexfogClient, into: Frame[], step: () => number, norm: (s: string) => string): void {
  let version = -1;
  c.socket.onAny((event: string, payload: unknown) => {
    const v = (payload as { version?: unknown } | null)?.version;
    if (typeof v === 'number') version = v;
    into.push({ step: step(), version, text: `${event} ${norm(JSON.stringify(payload))}` });
  });
}

type Seats = Record<Side, HexfogClient>;

interface Placement {
  unit: string;
  hex: string;
  concealed?: boolean;
  level?: number;
}

/**
 * The hider sets up the unit the twins hinge on (`plan.key`) concealed (A12.12), alone in its hex, on
 * a manhole if its zone has one (made Concealment Terrain by the twin catalog) so that it can go down
 * with its secret; a support weapon set up there goes to another unit.
 */
function hiderSetup(cmd: Record<string, unknown>, plan: TwinPlan, catalog: Catalog, view: HexfogClient['view']): Record<string, unknown> {
  const ctx = catalog.game(plan.ruleset, plan.scenario).ctx;
  const kind = (id: string) => view?.units.find((u) => u.id === id)?.kind;
  const placements = (cmd.placements as Placement[]).map((p) => ({ ...p }));
  const key = placements.find((p) => p.unit === plan.key);
  if (!key) return cmd;
  const used = new Set(placements.map((p) => p.hex));
  const free = (h: string) => !used.has(h) && !!ctx.map.byName(h)?.terrain.concealmentTerrain;
  const hex = setupManholes(ctx, plan.hider).find(free) ?? [...ctx.zones[plan.hider]].sort().find(free);
  if (hex) {
    const carrier = placements.find((p) => p !== key && kind(p.unit) !== 'sw' && kind(p.unit) !== 'dummy');
    for (const p of placements) if (kind(p.unit) === 'sw' && p.hex === key.hex && carrier) p.hex = carrier.hex;
    key.hex = hex;
  }
  key.concealed = true;
  return { ...cmd, placements };
}

/** The twin's hider: in "extra", its added unit sets up with the key unit and goes where it goes. */
function adjust(cmd: Record<string, unknown>, plan: TwinPlan, hider: HexfogClient): Record<string, unknown> {
  if (plan.kind !== 'extra') return cmd;
  if (cmd.type === 'placeUnits') {
    const placements = cmd.placements as Placement[];
    const key = placements.find((p) => p.unit === plan.key);
    return key ? { ...cmd, placements: [...placements, { ...key, unit: plan.unit, concealed: true }] } : cmd;
  }
  const units = cmd.units;
  if (!Array.isArray(units) || !units.includes(plan.key)) return cmd;
  const loc = (id: string) => JSON.stringify(hider.view?.units.find((u) => u.id === id)?.loc ?? null);
  return loc(plan.key) !== 'null' && loc(plan.unit) === loc(plan.key) ? { ...cmd, units: [...units, plan.unit] } : cmd;
}

/**
 * Where secrets matter most: the hider takes its key unit into the sewers when it can (B8.3) and moves
 * it there; the observer fires at what it cannot see: "Sewer ?" stacks first, then the hider's "?" stacks.
 */
function focus(
  view: View,
  legal: readonly LegalCommand[],
  seat: Side,
  plan: TwinPlan,
  random: () => number,
): Record<string, unknown> | null {
  if (random() < 0.3) return null;
  const entry = (type: string) => legal.find((l) => l.type === type);
  if (seat === plan.hider) {
    const enter = entry('enterSewer');
    if ((enter?.choices?.units as string[] | undefined)?.includes(plan.key)) return { type: 'enterSewer', units: [plan.key] };
    // sewer-cards (SC.2, SC.4): the key unit goes onto a Sewer card, then its card advances
    const onCard = (entry('enterSewerCard')?.choices?.units as { id: string }[] | undefined) ?? [];
    if (onCard.some((u) => u.id === plan.key)) return { type: 'enterSewerCard', unit: plan.key };
    const advance = entry('sewerCardAdvance')?.choices?.cards as string[] | undefined;
    if (advance?.length && random() < 0.5) return { type: 'sewerCardAdvance', card: advance[0] };
    return null;
  }
  const sewer = entry('sewerFire')?.choices?.byTarget as Record<string, string[]> | undefined;
  const stack = Object.keys(sewer ?? {}).find((k) => k.startsWith('stack:'));
  if (stack) return { type: 'sewerFire', firers: sewer![stack], stack: stack.slice(6) };
  const fire = entry('fire')?.choices?.byTarget as Record<string, string[]> | undefined;
  const hidden = new Set((view.markers ?? []).filter((m) => m.side === plan.hider && m.kind === 'concealed').map((m) => m.loc.hex));
  const target = Object.keys(fire ?? {}).find((hex) => hidden.has(hex));
  if (target) return { type: 'fire', firers: fire![target], target };
  return null;
}

/** The bots' next command (as the leak harness's, never resigning), or null when the game is over. */
function choose(seats: Seats, random: () => number, plan: TwinPlan, catalog: Catalog): Step | null {
  const ready = (['A', 'B'] as const).filter((sd) => (seats[sd].view?.legal ?? []).some((l: LegalCommand) => !isLeaving(l)));
  if (!ready.length || seats.A.view?.status === 'ended') return null;
  const seat = ready[Math.floor(random() * ready.length)]!;
  const view = seats[seat].view!;
  const legal = view.legal.filter((l) => !isLeaving(l));
  if (random() < 0.08) return { seat, command: probe(random, seat) };
  if (random() < 0.03) return { seat, command: firstFirePreference(random) };
  const focused = focus(view, legal, seat, plan, random);
  if (focused) return { seat, command: focused };
  const sewer = legal.filter((l) => /sewer|emerge/i.test(l.type));
  const pool = sewer.length && random() < 0.5 ? sewer : legal;
  const command = commandFor(pool[Math.floor(random() * pool.length)]!, random, view);
  return { seat, command: seat === plan.hider && command.type === 'placeUnits' ? hiderSetup(command, plan, catalog, view) : command };
}

/** What the observer or anyone may ask over HTTP about the match: its summary, lobby entry, replay, dice. */
async function httpAnswers(t: TestServer, matchId: string, observerToken: string): Promise<string> {
  const get = async (path: string, token?: string) => {
    const headers = token ? { authorization: `Bearer ${token}`, ...(seatCookie(token) ? { cookie: seatCookie(token)! } : {}) } : undefined;
    const res = await fetch(`${t.url}${path}`, headers ? { headers } : {});
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const list = await get('/api/matches');
  const entry = ((list.body as { matches?: { id: string }[] }).matches ?? []).filter((x) => x.id === matchId);
  const answers = [
    await get(`/api/matches/${matchId}`),
    await get(`/api/matches/${matchId}`, observerToken),
    { status: list.status, body: entry },
    await get(`/api/matches/${matchId}/replay`),
    await get(`/api/matches/${matchId}/dice`),
  ];
  return JSON.stringify(answers).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'TIME');
}

/** fastify logs a request's completion as it finishes sending: wait until every request has its line. */
async function logsSettled(t: TestServer): Promise<void> {
  const count = (msg: string) => t.logs.filter((l) => l.includes(`"msg":"${msg}"`)).length;
  for (let i = 0; i < 200 && count('request completed') < count('incoming request'); i++) await new Promise((r) => setTimeout(r, 5));
}

async function playGame(
  plan: TwinPlan,
  twin: boolean,
  lead: readonly Step[] | null,
  random: () => number,
  maxSteps: number,
): Promise<GameRecord> {
  const catalog = catalogFor(plan, twin);
  const t = await startTestServer({ catalog, diceSeed: () => plan.story?.seed ?? SEED });
  const observer = otherSide(plan.hider);
  const seats: Partial<Seats> = {};
  try {
    const logStart = t.logs.length;
    const m = await t.api.createSeatedMatch({
      ruleset: plan.ruleset as 'asl',
      scenario: plan.scenario,
      options: {
        rules: plan.options,
        lobby: 'public',
        spectators: plan.delayedSpectators ? { mode: 'delayed', playerTurns: 1 } : { mode: 'public' },
      },
    });
    const norm = normalizer(m.matchId, m.diceCommitment);
    let stepNo = 0;
    const frames: GameRecord['frames'] = { observer: [], spectator: [] };
    // one after another: the order of their "connected" log lines must not depend on timing
    for (const seat of ['A', 'B'] as const) {
      const c = (seats[seat] = t.client(m.matchId, m.seats[seat].token));
      if (seat === observer) recordFrames(c, frames.observer, () => stepNo, norm);
      await c.ready();
    }
    const s = t.client(m.matchId);
    recordFrames(s, frames.spectator, () => stepNo, norm);
    await s.ready();
    const all = seats as Seats;
    // the observer first asks about the unit the twins differ in, by id, during setup
    const zone = [...catalog.game(plan.ruleset, plan.scenario).ctx.zones[observer]].sort()[0]!;
    const script: Step[] = lead
      ? [...lead]
      : [{ seat: observer, command: { type: 'placeUnits', placements: [{ unit: plan.unit, hex: zone }] } }];
    const steps: StepRecord[] = [];
    for (; stepNo < (lead ? lead.length : maxSteps); stepNo++) {
      if (!lead && stepNo > 0) {
        const next = choose(all, random, plan, catalog);
        if (!next) break;
        script.push(next);
      }
      const step = script[stepNo]!;
      const command = twin && !plan.story && step.seat === plan.hider ? adjust(step.command, plan, all[plan.hider]) : step.command;
      const ack: CommandAck = await all[step.seat].send(command, { commandId: `c${stepNo}` });
      // versions are per receiver: each client asks for what it lacks (a sync's answer is no frame)
      if (ack.ok) await caughtUpWith(t, m.matchId, [all.A, all.B, s]);
      const http = norm(await httpAnswers(t, m.matchId, m.seats[observer].token));
      await logsSettled(t);
      const state: GameState = (await t.server.service.get(m.matchId))!.state;
      steps.push({
        seat: step.seat,
        ack: norm(JSON.stringify(ack)),
        outcome: ack.ok ? `accepted v${ack.version}` : 'refused',
        knowledge: `${fingerprint(state, observer, plan.options)}\n${fingerprint(state, 'spectator', plan.options)}`,
        http,
        version: state.version,
        seen: { observer: all[observer].version, spectator: s.version },
        logEnd: t.logs.length - logStart,
      });
    }
    const hiddenByVersion = new Map<number, number>();
    const hiddenRollsByVersion = new Map<number, number>();
    for (const e of await t.server.service.eventsSince(m.matchId, 0)) {
      if (audienceIncludes(e.audience, { kind: 'side', side: observer }, false)) continue;
      const into = e.type === 'roll' ? hiddenRollsByVersion : hiddenByVersion;
      into.set(e.version, (into.get(e.version) ?? 0) + 1);
    }
    const logs = t.logs.slice(logStart).map((l) => normalLogLine(l, norm));
    return { frames, steps, logs, hiddenByVersion, hiddenRollsByVersion, script };
  } finally {
    await t.close();
  }
}

/** The first place two texts differ, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 80)}… vs …${b.slice(Math.max(0, i - 60), i + 80)}…`;
}

/** Up to three differences between two lists (a count differing is one, and ends the list). */
function compareLists(what: string, a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < 3; i++) {
    if (a[i] === b[i]) continue;
    if (a[i] === undefined || b[i] === undefined)
      return [...out, `${what}: ${a.length} against ${b.length}; the first extra is ${(a[i] ?? b[i])!.slice(0, 200)}`];
    out.push(`${what} #${i} differs: ${firstDifference(a[i]!, b[i]!)}`);
  }
  return out;
}

/** The position of the first die of each dice stream among the rolls in these frames. */
function firstPositions(frames: readonly Frame[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of frames) {
    const payload = JSON.parse(f.text.slice(f.text.indexOf(' ') + 1)) as {
      events?: { type: string; data: { stream?: string; positions?: number[] } }[];
    };
    for (const e of payload.events ?? []) {
      const stream = e.data.stream ?? 'single';
      if (e.type === 'roll' && !out.has(stream) && e.data.positions?.length) out.set(stream, e.data.positions[0]!);
    }
  }
  return out;
}

/** Compares two twins up to the step where the secret came out; returns the violations. */
export function compareTwins(
  plan: TwinPlan,
  one: GameRecord,
  two: GameRecord,
): { violations: string[]; compared: number; hiddenDifference: string; stop: string } {
  const violations: string[] = [];
  let i = 0;
  for (; i < Math.min(one.steps.length, two.steps.length); i++) {
    const [x, y] = [one.steps[i]!, two.steps[i]!];
    if (x.knowledge !== y.knowledge || (x.seat === plan.hider && x.outcome !== y.outcome)) break;
    if (x.seat !== plan.hider && x.ack !== y.ack) violations.push(`step ${i}: the observer's ack: ${firstDifference(x.ack, y.ack)}`);
    if (x.http !== y.http) violations.push(`step ${i}: HTTP: ${firstDifference(x.http, y.http)}`);
  }
  const last = i > 0 ? one.steps[i - 1]! : null;
  const upTo = last?.version ?? -1;
  for (const r of ['observer', 'spectator'] as const) {
    // each receiver's frames up to the version it held after the last step compared (its own counter)
    const frames = (g: GameRecord) =>
      g.frames[r].filter((f) => f.step < i && f.version <= (i > 0 ? g.steps[i - 1]!.seen[r] : -1)).map((f) => f.text);
    violations.push(...compareLists(`${r} frames`, frames(one), frames(two)));
  }
  // The step where the secret comes out may legitimately differ, but not in where the dice the
  // receiver sees stand: its first roll of each stream starts at the same position in both twins.
  for (const r of ['observer', 'spectator'] as const) {
    const [p, q] = [one, two].map((g) => firstPositions(g.frames[r].filter((f) => f.step === i)));
    for (const [stream, at] of p!)
      if (q!.has(stream) && q!.get(stream) !== at)
        violations.push(
          `step ${i}: the ${r}'s first roll of stream ${stream} is at position ${at} in one twin, ${q!.get(stream)} in the other`,
        );
  }
  if (last) violations.push(...compareLists('log lines', one.logs.slice(0, last.logEnd), two.logs.slice(0, two.steps[i - 1]!.logEnd)));
  const differ = (of: (g: GameRecord) => Map<number, number>) =>
    Array.from({ length: upTo + 1 }, (_, v) => v).some((v) => (of(one).get(v) ?? 0) !== (of(two).get(v) ?? 0));
  const hiddenDifference = differ((g) => g.hiddenByVersion)
    ? differ((g) => g.hiddenRollsByVersion)
      ? 'events and rolls'
      : 'events'
    : differ((g) => g.hiddenRollsByVersion)
      ? 'rolls'
      : '';
  const [x, y] = [one.steps[i], two.steps[i]];
  const stop =
    !x || !y
      ? 'the end'
      : x.knowledge !== y.knowledge
        ? `step ${i} (${x.seat}: ${JSON.stringify(one.script[i]?.command).slice(0, 120)}): the secret came out${process.env.TWIN_DEBUG ? ` ${firstDifference(x.knowledge, y.knowledge)}` : ''}`
        : `step ${i}: the hider's command was ${x.outcome} / ${y.outcome}`;
  return { violations, compared: i, hiddenDifference, stop };
}

async function playPair(plan: TwinPlan, index: number, seed: number, maxSteps: number) {
  const one = await playGame(plan, false, plan.story?.scripts[0] ?? null, mulberry(seed * 7919 + index), maxSteps);
  const two = await playGame(plan, true, plan.story?.scripts[1] ?? one.script, mulberry(0), maxSteps);
  const r = compareTwins(plan, one, two);
  const name = `${plan.scenario}/${plan.ruleset} ${plan.kind} ${plan.unit} (hider ${plan.hider}${plan.options.hiddenSewerCards ? ', hidden Sewer cards' : ''}${plan.delayedSpectators ? ', delayed spectators' : ''})`;
  return { ...r, name, violations: r.violations.map((v) => `${name}: ${v}`) };
}

export async function runTwinGames(opts: TwinOptions = {}): Promise<TwinReport> {
  const plans = opts.plans ?? [
    sewerFireStory(),
    sewerCardStory(),
    ...hipStories(),
    ...hipFortificationStories(),
    sniperStory(),
    ...twinPlans(),
  ];
  const parallel = opts.parallel ?? 4;
  const results: Awaited<ReturnType<typeof playPair>>[] = [];
  for (let i = 0; i < plans.length; i += parallel) {
    const batch = plans.slice(i, i + parallel).map((p, j) => playPair(p, i + j, opts.seed ?? 1, opts.maxSteps ?? 250));
    results.push(...(await Promise.all(batch)));
  }
  return {
    pairs: results.length,
    comparedSteps: results.reduce((n, r) => n + r.compared, 0),
    violations: results.flatMap((r) => r.violations),
    hiddenDifferences: results.filter((r) => r.hiddenDifference).length,
    hiddenRollDifferences: results.filter((r) => r.hiddenDifference.includes('rolls')).length,
    stops: results.map(
      (r) =>
        `${r.name}: compared ${r.compared} commands, stopped at ${r.stop}${r.hiddenDifference ? ` (hidden ${r.hiddenDifference} differed in number before it)` : ''}`,
    ),
  };
}
