// Fire (A7, A8): Prep Fire (PFPh, ATTACKER), Defensive First Fire at a unit that just spent MF (the
// DEFENDER's answer to the question asked after each move, A8.1), Defensive Final Fire (DFPh) and
// Advancing Fire (AFPh, moved units at half FP). FP per firer: doubled at range <= 1 (PBF, A7.21),
// halved beyond normal range (A7.22), halved for Area Fire at concealed targets (A7.23), Advancing Fire
// (A7.25) and pinned firers (A7.8). DRM as a named breakdown: TEM (B terrain), hindrance (A6.7),
// leadership (A7.53), FFMO and FFNAM against moving units (A4.6). Firing reveals the firers (A12.14);
// an effect on a concealed Location reveals what is there (dummies are removed).
import { z } from 'zod';
import { fail } from '../../engine/errors';
import type { RollEventData, RollModifier } from '../../engine/events';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { revealIfSeen } from '../../units/concealment';
import { isUnderground, locationKey, sameLocation } from '../../units/location';
import { targetKey, targetLocation } from '../locations';
import { distance } from '../../hex/grid';
import { activity, readActivity } from '../activity';
import { DFF_KIND } from '../decisions';
import { losBetween, range } from '../sight';
import { defaultIftResult, iftColumn, type IftResult, resultName } from './ift';
import { leaveResidual, residualView } from './residual';
import { casualtyReduce, eliminate, leadershipFor, moraleCheck, moraleCheckWithDr, pinTaskCheck } from './morale';

const FireSchema = z.strictObject({ type: z.literal('fire'), firers: z.array(z.string().max(12)).min(1).max(12), target: z.string().max(12) });
const DefensiveFireSchema = z.strictObject({ type: z.literal('defensiveFire'), firers: z.array(z.string().max(12)).min(1).max(12) });
type Fire = z.infer<typeof FireSchema>;

type FireKind = 'prep' | 'first' | 'final' | 'advancing';

/** Which fire a side may use now outside a pending decision. */
function phaseFire(state: GameState, side: Side): FireKind | null {
  if (state.status !== 'playing' || state.pending) return null;
  if (state.phase === 'PFPh' && state.attacker === side) return 'prep';
  if (state.phase === 'AFPh' && state.attacker === side) return 'advancing';
  if (state.phase === 'DFPh' && state.attacker !== side) return 'final';
  return null;
}

/**
 * How a unit may fire in `kind` given the fire marker it carries (A8): in Defensive First Fire an
 * unmarked unit uses DFF; a First Fire unit may use Subsequent First Fire (A8.3: within normal range,
 * FP halved as Area Fire) and is then marked Final Fire; a Final Fire unit may use Final Protective
 * Fire (A8.31: only at an ADJACENT or same-hex target, then a NMC for the firer). In the DFPh an
 * unmarked unit fires fully; a First Fire unit only at an ADJACENT target with half FP (A8.4).
 */
type Use = 'normal' | 'subsequent' | 'fpf' | 'finalAdjacent';

function useOf(state: GameState, u: UnitState, kind: FireKind): Use | null {
  const mark = readActivity(state).fired[u.id];
  if (!mark) return kind === 'prep' && readActivity(state).moved[u.id] ? null : 'normal';
  if (kind === 'first') return mark === 'first' ? 'subsequent' : mark === 'final' ? 'fpf' : null;
  if (kind === 'final' && mark === 'first') return 'finalAdjacent';
  return null;
}

function mayFire(ctx: GameContext, state: GameState, u: UnitState, kind: FireKind): boolean {
  if (u.eliminated || !u.loc || isUnderground(u.loc) || u.status.broken || !isInfantry(u.kind)) return false;
  if ((ctx.unitTypes.get(u.type)?.firepower ?? 0) <= 0) return false;
  return useOf(state, u, kind) !== null;
}

/** Enemy units the side may know of in a target Location (visible or under "?"). */
function targetsIn(ctx: GameContext, state: GameState, side: Side, key: string): UnitState[] {
  const loc = targetLocation(ctx, key);
  if (!loc) return [];
  return Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && !e.status.hidden && sameLocation(e.loc, loc));
}

function inReach(ctx: GameContext, state: GameState, u: UnitState, key: string, kind: FireKind): boolean {
  const loc = targetLocation(ctx, key);
  if (!loc) return false;
  const normal = ctx.unitTypes.get(u.type)?.range ?? 0;
  const r = range(ctx, u.loc!, loc);
  const use = useOf(state, u, kind);
  const max = use === 'fpf' || use === 'finalAdjacent' ? 1 : use === 'subsequent' ? normal : Math.max(1, normal * 2);
  return r <= max && losBetween(ctx, u.loc!, loc).clear;
}

function targetHexes(ctx: GameContext, state: GameState, side: Side, firers: UnitState[], kind: FireKind): string[] {
  const hexes = new Set<string>();
  for (const e of Object.values(state.units)) if (e.side !== side && !e.eliminated && e.loc && !e.status.hidden && (e.loc.place === 'ground' || e.loc.place === 'upper')) hexes.add(targetKey(e.loc));
  return [...hexes].filter((h) => firers.some((f) => inReach(ctx, state, f, h, kind))).sort();
}

function firepower(ctx: GameContext, state: GameState, u: UnitState, key: string, kind: FireKind, area: boolean): number {
  const type = ctx.unitTypes.get(u.type)!;
  const r = range(ctx, u.loc!, targetLocation(ctx, key)!);
  let fp = type.firepower;
  if (r <= 1) fp *= 2;
  if (r > type.range) fp /= 2;
  if (area) fp /= 2;
  if (kind === 'advancing' && readActivity(state).moved[u.id]) fp /= 2;
  if (u.status.pinned) fp /= 2;
  const use = useOf(state, u, kind);
  if (use === 'subsequent' || use === 'finalAdjacent') fp /= 2;
  return fp;
}

function resolve(ctx: ApplyContext, firers: UnitState[], key: string, kind: FireKind): void {
  const { state } = ctx;
  const a = activity(state);
  const loc = targetLocation(ctx, key)!;
  const hex = key; // the target as the players name it (hex, or hex/level)
  const targets = targetsIn(ctx, state, ctx.side, key);
  const area = targets.length > 0 && targets.every((t) => t.status.concealed);
  const fp = firers.reduce((s, f) => s + firepower(ctx, state, f, hex, kind, area), 0);
  const columns = (ctx.params.iftColumns as number[] | undefined) ?? undefined;
  const column = iftColumn(fp, columns);
  const cell = ctx.map.byName(loc.hex)!;
  const mods: RollModifier[] = [];
  if (cell.terrain.tem) mods.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule });
  const hind = Math.max(0, ...firers.map((f) => losBetween(ctx, f.loc!, loc).hindranceDrm));
  if (hind) mods.push({ name: 'hindrance', value: hind, rule: 'A6.7' });
  const lead = fireGroupLeadership(ctx, firers);
  if (lead && lead.value !== 0) mods.push({ ...lead, rule: 'A7.53' });
  if (firers.some((f) => f.status.cx)) mods.push({ name: 'CX firer', value: 1, rule: 'A4.51' });
  if (kind === 'first' && targets.some((t) => a.moved[t.id])) {
    if (!cell.terrain.concealmentTerrain && cell.terrain.tem <= 0) mods.push({ name: 'FFMO', value: -1, rule: 'A4.6' });
    if (targets.some((t) => a.nonAssault[t.id])) mods.push({ name: 'FFNAM', value: -1, rule: 'A4.6' });
  }
  const fpf = firers.filter((f) => useOf(state, f, kind) === 'fpf');
  for (const f of firers) {
    const use = useOf(state, f, kind);
    a.fired[f.id] = use === 'normal' ? kind : 'final';
    for (const e of revealIfSeen(state, f, () => true)) ctx.emit(e); // A12.14: firing reveals the firer
  }
  ctx.emit({ type: 'fire', audience: 'all', data: { kind, firers: firers.map((f) => f.id), target: hex, fp, column, area, rule: 'A7.3' } });
  if (column === 0) {
    if (kind === 'first' && loc.level === 0) leaveResidual(ctx, loc.hex, fp);
    return;
  }
  const r: RollEventData = ctx.roll({ kind: 'DR', purpose: `fire at ${hex} (${column} FP column)`, rule: 'A7.3', modifiers: mods, audience: 'all' });
  const table = ctx.params.iftResult as ((column: number, dr: number) => IftResult) | undefined;
  const result = (table ?? defaultIftResult)(column, r.final);
  ctx.emit({ type: 'fireResult', audience: 'all', data: { target: hex, result: resultName(result), rule: 'A7.3' } });
  applyResult(ctx, targets, hex, result);
  if (kind === 'first' && loc.level === 0) leaveResidual(ctx, loc.hex, fp);
  // A8.31: the Original DR of a FPF attack is also a NMC for each unit that used FPF
  for (const f of fpf) moraleCheckWithDr(ctx, f, r.original, `Final Protective Fire at ${hex}`);
}

/**
 * The IFT result on the units in the target Location. `hidden`: the targets stay concealed and their
 * results are their owner's alone (units in a sewer, B8.42: "concealment is not lost").
 */
export function applyResult(ctx: ApplyContext, targets: UnitState[], hex: string, result: IftResult, hidden = false): void {
  const { state } = ctx;
  if (result.kind === 'none') return;
  // an effect reveals the concealed units there; dummies are removed (A12.15)
  if (!hidden) for (const t of targets) for (const e of revealIfSeen(state, t, () => true)) ctx.emit(e);
  const hit = targets.filter((t) => !t.eliminated && t.kind !== 'dummy');
  const purpose = `fire at ${hex}`;
  const pick = (units: UnitState[]) => {
    if (units.length <= 1) return units[0];
    const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection', rule: 'A7.302', audience: hidden ? units[0]!.side : 'all' });
    return units[(d.final - 1) % units.length];
  };
  if (result.kind === 'KIA') {
    for (let i = 0; i < result.n; i++) {
      const v = pick(hit.filter((u) => !u.eliminated));
      if (v) eliminate(ctx, v, 'A7.301');
    }
    for (const u of hit) moraleCheck(ctx, u, 0, purpose);
  } else if (result.kind === 'K') {
    const v = pick(hit);
    if (v) casualtyReduce(ctx, v);
    for (const u of hit) moraleCheck(ctx, u, result.n, purpose);
  } else if (result.kind === 'MC' || result.kind === 'NMC') {
    for (const u of hit) moraleCheck(ctx, u, result.kind === 'MC' ? result.n : 0, purpose);
  } else {
    for (const u of hit) pinTaskCheck(ctx, u, purpose);
  }
}

function reachRule(state: GameState, u: UnitState, kind: FireKind): { rule: string; message: (id: string, hex: string) => string } {
  const use = useOf(state, u, kind);
  if (use === 'subsequent') return { rule: 'A8.3', message: (id, hex) => `${id} has First Fired: Subsequent First Fire only within normal range with LOS, and ${hex} is not` };
  if (use === 'fpf') return { rule: 'A8.31', message: (id, hex) => `${id} has Final Fired: Final Protective Fire only at an ADJACENT target, and ${hex} is not` };
  if (use === 'finalAdjacent') return { rule: 'A8.4', message: (id, hex) => `${id} has First Fired: in the DFPh it may fire only at an ADJACENT target, and ${hex} is not` };
  return { rule: 'A7.22', message: (id, hex) => `${id} has no LOS to ${hex} within twice its range` };
}

/** A7.5: the firers' Locations form one chain, each ADJACENT to (or in the same hex as) another. */
function contiguous(ctx: GameContext, firers: readonly UnitState[]): boolean {
  const hexes = [...new Set(firers.map((f) => f.loc!.hex))].map((h) => ctx.map.byName(h)!.hex);
  const reached = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    hexes.forEach((h, i) => {
      if (!reached.has(i) && [...reached].some((j) => distance(hexes[j]!, h) <= 1)) {
        reached.add(i);
        grew = true;
      }
    });
  }
  return reached.size === hexes.length;
}

/**
 * A7.53: a leader directs the units of his own Location. A Fire Group in one Location uses the best
 * leadership there; one spread over several Locations gets a leadership DRM only when every one of
 * them has a directing leader, and then the worst of theirs.
 */
function fireGroupLeadership(ctx: ApplyContext, firers: readonly UnitState[]): RollModifier | undefined {
  const byLoc = new Map<string, UnitState[]>();
  for (const f of firers) byLoc.set(locationKey(f.loc!), [...(byLoc.get(locationKey(f.loc!)) ?? []), f]);
  const best = [...byLoc.values()].map((us) => us.map((f) => leadershipFor(ctx, f)).filter((m): m is RollModifier => !!m).sort((x, y) => x.value - y.value)[0]);
  if (best.some((m) => !m)) return undefined;
  return best.sort((x, y) => y!.value - x!.value)[0];
}

function checkFirers(ctx: ApplyContext, ids: readonly string[], kind: FireKind, hex: string): UnitState[] {
  const firers = ids.map((id) => {
    const u = ctx.state.units[id];
    if (!u || u.side !== ctx.side) fail('NOT_YOUR_UNIT', `you have no unit ${id}`);
    if (!mayFire(ctx, ctx.state, u, kind)) fail('ILLEGAL_COMMAND', `${id} cannot fire now`, 'A7.1');
    return u;
  });
  if (new Set(ids).size !== ids.length) fail('BAD_COMMAND', 'a firer is listed twice');
  if (!contiguous(ctx, firers)) fail('ILLEGAL_COMMAND', 'a Fire Group is formed by units in one Location or in a chain of ADJACENT Locations', 'A7.5');
  if (!targetLocation(ctx, hex)) fail('ILLEGAL_LOCATION', `no Location ${hex}`);
  for (const f of firers) if (!inReach(ctx, ctx.state, f, hex, kind)) fail('ILLEGAL_COMMAND', reachRule(ctx.state, f, kind).message(f.id, hex), reachRule(ctx.state, f, kind).rule);
  return firers;
}

function fireEntries(ctx: GameContext, state: GameState, side: Side, kind: FireKind, only?: string): LegalCommand[] {
  const byLoc = new Map<string, UnitState[]>();
  for (const u of Object.values(state.units)) if (u.side === side && mayFire(ctx, state, u, kind)) byLoc.set(`${u.loc!.hex}/${u.loc!.level}`, [...(byLoc.get(`${u.loc!.hex}/${u.loc!.level}`) ?? []), u]);
  const out: LegalCommand[] = [];
  for (const group of byLoc.values()) {
    const targets = only ? (group.some((f) => inReach(ctx, state, f, only, kind)) ? [only] : []) : targetHexes(ctx, state, side, group, kind);
    if (!targets.length) continue;
    // each target with the firers of this Location that can reach it (LOS, twice the range)
    const byTarget = Object.fromEntries(targets.map((t) => [t, group.filter((f) => inReach(ctx, state, f, t, kind)).map((f) => f.id)]));
    const label = `${only ? 'Defensive First Fire' : kind === 'prep' ? 'Prep Fire' : kind === 'final' ? 'Defensive Final Fire' : 'Advancing Fire'} from ${group[0]!.loc!.hex}`;
    out.push({ type: only ? 'defensiveFire' : 'fire', label, rule: 'A7.1', choices: only ? { firers: byTarget[only], targets } : { targets, byTarget } });
  }
  return out;
}

const fire: CommandHandler<Fire> = {
  type: 'fire',
  schema: FireSchema,
  legal(ctx, state, side) {
    const kind = phaseFire(state, side);
    return kind ? fireEntries(ctx, state, side, kind) : [];
  },
  apply(ctx, cmd) {
    const kind = phaseFire(ctx.state, ctx.side);
    if (!kind) fail('WRONG_PHASE', 'you cannot fire in this phase', 'A3.1');
    const firers = checkFirers(ctx, cmd.firers, kind, cmd.target);
    const hex = targetKey(targetLocation(ctx, cmd.target)!);
    // a shot at an empty hex would be a free search for hidden units: the target must show a unit or a "?"
    if (!targetsIn(ctx, ctx.state, ctx.side, hex).length) fail('ILLEGAL_COMMAND', `no known enemy unit or "?" in ${hex}`, 'A7.1');
    resolve(ctx, firers, hex, kind);
  },
  sample(entry, random) {
    const targets = entry.choices!.targets as string[];
    const target = targets[Math.floor(random() * targets.length)]!;
    const firers = (entry.choices!.byTarget as Record<string, string[]>)[target]!;
    return { type: 'fire', firers: firers.filter((_, i) => i === 0 || random() < 0.7), target };
  },
};

const defensiveFire: CommandHandler<z.infer<typeof DefensiveFireSchema>> = {
  type: 'defensiveFire',
  schema: DefensiveFireSchema,
  answers: DFF_KIND,
  legal(ctx, state, side) {
    const p = state.pending!; // the engine asks only the seat this decision is pending for
    return fireEntries(ctx, state, side, 'first', (p.context as { target: string }).target);
  },
  apply(ctx, cmd) {
    const target = (ctx.state.pending!.context as { target: string }).target;
    const firers = checkFirers(ctx, cmd.firers, 'first', target);
    ctx.state.pending = null;
    resolve(ctx, firers, target, 'first');
  },
  sample(entry, random) {
    const firers = entry.choices!.firers as string[];
    return { type: 'defensiveFire', firers: firers.filter((_, i) => i === 0 || random() < 0.7) };
  },
};

export const fireModule: RuleModule = {
  id: 'fire',
  view: (ctx, state) => {
    const residual = residualView(ctx, state);
    return residual.length ? { residual } : undefined;
  },
  rules: ['A7.1', 'A7.21', 'A7.22', 'A7.23', 'A7.25', 'A7.3', 'A7.301', 'A7.302', 'A7.53', 'A7.8', 'A7.82', 'A10.1', 'A10.3', 'A10.31', 'A10.7', 'A4.6', 'A8.1', 'A8.2', 'A8.3', 'A8.31', 'A8.4'],
  commands: [fire, defensiveFire],
  onPhaseStart(ctx) {
    // pins last until the end of the Player Turn (A7.8)
    if (ctx.state.phase === 'RPh') for (const u of Object.values(ctx.state.units)) u.status.pinned = false;
  },
};
