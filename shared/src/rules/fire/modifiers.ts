// The fire module's modifiers (its `modifiers` hook): to every IFT attack the TEM of the target's hex
// where the Location kind takes Terrain Effects (B23.3 and the Terrain Chart; none in a Sewer
// Location, B8.3), the TEM of a wall or hedge of the target's hex the firers' LOS crosses (B9.3), the
// firers' LOS Hindrance DRM (A6.7) and the Fire Group's leadership (A7.53); to
// every morale and task check of a MMC the leadership of a Good Order, unpinned leader with it (A10.7,
// A7.831), and of a leader that of such a leader of higher morale (A10.22).
import type { GameContext } from '../../engine/module';
import type { IftRollQuery, Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import type { LosResult } from '../../map/los';
import { HEXSIDE } from '../../map/terrain';
import { isSMC } from '../../units/catalog';
import { locationKey, sameLocation } from '../../units/location';
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { RollModifier } from '../../engine/events';
import { LEADERSHIP_RULE, moraleOf } from '../core/morale';
import { losBetween } from '../core/sight';

/** Who each leader directed this Player Turn (A7.531: "A Leader directing fire is marked"). */
type Directed = Record<string, string[]>;
const DIRECTED = 'fireDirection';

export function readDirected(state: GameState): Directed {
  return readModuleState<Directed>(state, DIRECTED, () => ({}));
}

/**
 * A leader of the firer's Location who may direct its fire: Good Order, not pinned (A7.831: "A pinned
 * leader can neither direct an attack nor ... aid other units' MC/TC"), one the opponent may know when
 * `knownOnly` (the roll is public, and a concealed leader's DRM would betray him, as in a "Sewer ?"
 * stack). `firers`: the attack he would direct; A7.53/A7.531: a leader directs one unit or Fire Group
 * a Player Turn, and later (SFF, FPF, Final Fire) only attacks made of firers he directed before.
 */
function bestLeader(
  ctx: GameContext,
  state: GameState,
  u: UnitState,
  knownOnly: boolean,
  firers?: readonly UnitState[],
  moraleAbove?: number,
): { leader: UnitState; drm: RollModifier } | undefined {
  let best: { leader: UnitState; drm: RollModifier } | undefined;
  const directed = readDirected(state);
  for (const l of Object.values(state.units)) {
    if (
      l.id === u.id ||
      l.side !== u.side ||
      l.eliminated ||
      !l.loc ||
      !u.loc ||
      l.status.broken ||
      l.status.pinned ||
      !sameLocation(l.loc, u.loc)
    )
      continue;
    if (knownOnly && (l.status.concealed || l.status.hidden)) continue;
    if (moraleAbove !== undefined && moraleOf(ctx, l) <= moraleAbove) continue;
    const before = directed[l.id];
    if (firers && before && !firers.every((f) => before.includes(f.id))) continue;
    const drm = ctx.unitTypes.get(l.type)?.leadership;
    if (drm !== undefined && drm < (best?.drm.value ?? 1))
      best = { leader: l, drm: { name: `leader ${l.id}`, value: drm, rule: LEADERSHIP_RULE } };
  }
  return best;
}

/**
 * A7.53: a leader directs the units of his own Location. A Fire Group in one Location uses the best
 * leadership there; one spread over several Locations gets a leadership DRM only when every one of
 * them has a directing leader, and then the worst of theirs (A7.531). `leaders`: who directs it.
 */
export function fireGroupDirection(
  ctx: GameContext,
  state: GameState,
  firers: readonly UnitState[],
): { drm: RollModifier; leaders: UnitState[] } | undefined {
  const byLoc = new Map<string, UnitState[]>();
  for (const f of firers) byLoc.set(locationKey(f.loc!), [...(byLoc.get(locationKey(f.loc!)) ?? []), f]);
  const best = [...byLoc.values()].map(
    (us) =>
      us
        .map((f) => bestLeader(ctx, state, f, true, firers))
        .filter((m) => !!m)
        .sort((x, y) => x.drm.value - y.drm.value)[0],
  );
  if (!best.length || best.some((m) => !m)) return undefined;
  const worst = [...best].sort((x, y) => y!.drm.value - x!.drm.value)[0]!;
  return { drm: worst.drm, leaders: best.map((b) => b!.leader) };
}

export function fireGroupLeadership(ctx: GameContext, state: GameState, firers: readonly UnitState[]): RollModifier | undefined {
  return fireGroupDirection(ctx, state, firers)?.drm;
}

/** Marks the leaders that directed an attack by `firers` (A7.531), so they direct no other this Player Turn. */
export function markDirected(state: GameState, leaders: readonly UnitState[], firers: readonly UnitState[]): void {
  const directed = moduleState<Directed>(state, DIRECTED, () => ({}));
  for (const l of leaders) directed[l.id] = [...new Set([...(directed[l.id] ?? []), ...firers.map((f) => f.id)])];
}

/** A new Player Turn: every leader may direct again. */
export function clearDirected(state: GameState): void {
  if (state.modules[DIRECTED]) state.modules[DIRECTED] = {};
}

/**
 * B9.3: a wall (+2) or hedge (+1) of the target's hex is a TEM vs fire whose LOS crosses that hexside
 * into the hex (or runs along a wall/hedge hexspine touching it, B9.2 EX); not vs a DC (or a mortar).
 * Only ground-level targets (a wall does not cover an upper building level). A Fire Group whose LOS crosses it from any firer's Location gives the target its TEM. It is a TEM
 * (`tem`): not cumulative with the hex's own positive TEM, the larger applies (hooks.ts).
 * Simplified: Wall Advantage (B9.32) is not tracked: a target ADJACENT to the firer across the wall
 * always gets it; the elevation exceptions (hillside walls, firers on higher ground) are not applied.
 */
function wallTem(ctx: GameContext, q: IftRollQuery, sights: readonly LosResult[]): Modifier | undefined {
  if (q.source === 'dc' || q.target.level !== 0 || !ctx.locations.kind(q.target).terrainTem) return undefined;
  const sides = sights.map((s) => s.targetHexside).filter((x) => x === 'wall' || x === 'hedge');
  const best = sides.sort((a, b) => HEXSIDE[b].tem - HEXSIDE[a].tem)[0];
  return best ? { name: `TEM ${best}`, value: HEXSIDE[best].tem, rule: 'B9.3', tem: true } : undefined;
}

function iftModifiers(ctx: GameContext, state: GameState, q: IftRollQuery): Modifier[] {
  const out: Modifier[] = [];
  const cell = ctx.map.byName(q.target.hex)!;
  if (ctx.locations.kind(q.target).terrainTem && cell.terrain.tem)
    out.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule, tem: true });
  if (!q.firers.length) return out;
  const sights = q.firers.map((f) => losBetween(ctx, f.loc!, q.target));
  const wall = wallTem(ctx, q, sights);
  if (wall) out.push(wall);
  const hind = Math.max(0, ...sights.map((s) => s.hindranceDrm));
  if (hind) out.push({ name: 'hindrance', value: hind, rule: 'A6.7' });
  const lead = fireGroupLeadership(ctx, state, q.firers);
  if (lead && lead.value !== 0) out.push({ ...lead, rule: 'A7.53' });
  return out;
}

export function fireModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind === 'ift') return iftModifiers(ctx, state, q);
  if (q.kind === 'morale' && (q.unit.kind === 'leader' || !isSMC(q.unit.kind))) {
    // A10.22: a leader "may apply the leadership DRM of an unbroken leader of higher morale which happens
    // to be in the same Location", never his own (A10.7); a MMC that of any leader there
    const above = q.unit.kind === 'leader' ? moraleOf(ctx, q.unit) : undefined;
    const lead = bestLeader(ctx, state, q.unit, q.public, undefined, above)?.drm;
    return lead ? [lead] : [];
  }
  return [];
}
