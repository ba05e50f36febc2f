// B21.4 entry of a Water Obstacle, B21.41 fording, A4.62 Hazardous Movement, B21.42 fire while fording,
// B21.43 broken units in water, B21.3 Open Ground.
//   - B21.4: the core refuses every Water Obstacle (rules/core/entryCost.ts); fording is the only way in
//     this ruleset (bridges as Locations, boats, amphibians and swimming are chapter E or not built): a
//     refusal names that. Canals, ponds, lakes and the ocean are never fordable (B21.41: "only in river
//     hexes").
//   - B21.41: Infantry only (Cavalry does not exist here; Guns and vehicles may not ford; a dummy moves
//     with its stack, A12.1, so it does not betray itself by a refusal), into a river hex defined as
//     fordable and non-frigid (undefined depth is deep, B21.122), for all its MF (`allMf`, which lifts
//     the core's prohibition, so cliff and all-water hexsides are checked here); never in the APh (leaving
//     is allowed: the core's terrain cost, doubled per level up); not river to river directly upstream
//     against a heavy current in a hex the Current affects (current.ts); Mortars, MMG and HMG must be dm
//     (A9.8): carrying one not dismantled forbids fording (the core's `isDismantled`, core/swPieces.ts). The entry takes "the unit's
//     entire MF allotment"; a unit with only part of it left fords by a Minimum Move and becomes CX
//     (A4.134: the movement module's `payment`, rules/movement/mf.ts). A rout may ford (B21.43
//     speaks of fording units that break; the RtPh allotment is its "entire MF allotment", as B16.4).
//   - A4.62: any IFT attack on units IN a Water Obstacle gets -2 regardless of fire phase (they are
//     never pinned, B21.41), and neither FFMO nor FFNAM apply (`cancels`); cumulative with other TEM.
//     So B21.3's Open Ground brings no FFMO here; it still makes the hex Open Ground for rout and
//     Interdiction (A10.531: the water hex has no TEM and no concealment terrain, rout/paths.ts).
//   - B21.41 / A7.8 pinImmune; B21.42 areaFire (inherent FP only: SW never fire in this engine; AFPh
//     halving is the fire module's own); B21.43 broken: mustRout and noLowCrawl.
import type { UnitCondition } from '../../engine/conditions';
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { GameContext } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import { directionTo } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { isDismantled } from '../core/swPieces';
import { currentApplies, currentNow, upstream } from './current';
import { WaterScenarioRules } from './params';
import { riverDepth } from './riverConditions';

const CHAPTER_E = 'swimming and boats (chapter E) are not part of this ruleset';

const forbid = (reason: string, rule = 'B21.41'): EntryEffect[] => [{ kind: 'forbid', reason, rule }];

/** A Water Obstacle hex as the map stands now (ice is Open Ground, B21.6). */
function inWater(ctx: GameContext, hex: string | undefined): boolean {
  return !!hex && !!ctx.map.byName(hex)?.terrain.waterObstacle;
}

/** B21.41 / A9.8: a carried SW that must be dm to be forded and is not (the core's `isDismantled`). */
function mustBeDm(ctx: GameContext, state: GameState, units: readonly UnitState[]): string | undefined {
  for (const u of units)
    for (const id of u.carries) {
      // Stryker disable next-line StringLiteral: any id that names no unit type finds none
      const t = ctx.unitTypes.get(state.units[id]?.type ?? '');
      if (t && (t.mg === 'MMG' || t.mg === 'HMG' || t.mortar) && !isDismantled(state, id))
        return `${u.id} carries a ${t.name}, which must be dm to be forded (B21.41): dismantle it first (A9.8)`;
    }
  return undefined;
}

/** B21.41: directly upstream from river to river against a heavy current where the Current applies. */
function againstHeavyCurrent(ctx: GameContext, state: GameState, from: string, to: string): boolean {
  const now = currentNow(ctx, state);
  if (now?.current !== 'heavy' || ctx.map.byName(from)?.spec.terrain !== 'river' || !currentApplies(ctx, to)) return false;
  return directionTo(ctx.map.byName(from)!.hex, ctx.map.byName(to)!.hex) === upstream(ctx, state);
}

// both hooks are asked for every destination of every stack (entry) and every unit (conditions) in a legal(): "nothing" is one shared empty list
const NO_EFFECTS: readonly EntryEffect[] = [];
const NO_CONDITIONS: readonly UnitCondition[] = [];

export function fordingEntryCost(ctx: GameContext, state: GameState, q: EntryQuery): readonly EntryEffect[] {
  if (q.from.hex === q.to.hex || !inWater(ctx, q.to.hex)) return NO_EFFECTS;
  if (q.purpose !== 'move' && q.purpose !== 'rout' && q.purpose !== 'advance') return NO_EFFECTS;
  const cell = ctx.map.byName(q.to.hex)!;
  if (q.purpose === 'advance') return forbid(`${cell.name} is a Water Obstacle: it cannot be entered (via fording) during the APh`);
  if (cell.spec.terrain !== 'river')
    return forbid(
      `${cell.name} is a ${cell.spec.terrain === 'lakeOcean' ? 'lake/ocean' : cell.spec.terrain} hex: only river hexes may be forded (B21.41); ${CHAPTER_E}`,
      'B21.4',
    );
  const depth = riverDepth(ctx, state) ?? 'deep';
  if (depth !== 'fordable')
    return forbid(`${cell.name} is a ${depth} river: only a fordable, non-frigid river may be forded (B21.41); ${CHAPTER_E}`, 'B21.4');
  if (WaterScenarioRules.of(ctx).river?.frigid)
    return forbid(`${cell.name} is a frigid river: only a fordable, non-frigid river may be forded (B21.41); ${CHAPTER_E}`, 'B21.4');
  const notInfantry = q.units.find((u) => !isInfantry(u.kind) && u.kind !== 'dummy');
  if (notInfantry) return forbid(`${notInfantry.id} is no Infantry: only Infantry may ford`);
  const from = ctx.map.byName(q.from.hex);
  const d = from && directionTo(from.hex, cell.hex);
  const side = from && d ? ctx.map.hexside(from.hex, d) : undefined;
  if (side === 'cliff') return forbid(`a cliff hexside between ${q.from.hex} and ${cell.name}`, 'B11');
  if (side === 'water') return forbid(`an all-water pond hexside between ${q.from.hex} and ${cell.name}`, 'B21.13');
  const dm = mustBeDm(ctx, state, q.units);
  if (dm) return forbid(dm, 'B21.41');
  if (againstHeavyCurrent(ctx, state, q.from.hex, cell.name))
    return forbid(`fording units may not move upstream directly against a heavy current (${q.from.hex} to ${cell.name})`);
  return [{ kind: 'allMf', name: 'fording: all MF', rule: 'B21.41' }];
}

export function fordingConditions(ctx: GameContext, _state: GameState, u: UnitState): readonly UnitCondition[] {
  if (!isInfantry(u.kind) || !inWater(ctx, u.loc?.hex)) return NO_CONDITIONS;
  const out: UnitCondition[] = [
    { kind: 'pinImmune', reason: 'fording units are immune to Pin effects', rule: 'B21.41' },
    { kind: 'areaFire', reason: 'fording units fire only their inherent FP, as Area Fire', rule: 'B21.42' },
  ];
  if (u.status.broken) {
    out.push({ kind: 'mustRout', reason: 'broken units in a Water Obstacle must rout', rule: 'B21.43' });
    out.push({ kind: 'noLowCrawl', reason: 'fording units which break may not use Low Crawl', rule: 'B21.43' });
  }
  return out;
}

export function fordingModifiers(ctx: GameContext, _state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind !== 'ift' || !inWater(ctx, q.target.hex) || !q.targets.some((t) => t.kind !== 'vehicle')) return [];
  return [
    { name: 'Hazardous Movement (fording)', value: -2, rule: 'A4.62' },
    { name: 'Hazardous Movement: no FFMO', value: 0, rule: 'A4.62', cancels: 'FFMO' },
    { name: 'Hazardous Movement: no FFNAM', value: 0, rule: 'A4.62', cancels: 'FFNAM' },
  ];
}
