// Who can see whom, for the rule modules: unit eye levels and LOS between Locations (A6), with the
// ruleset's hindrance threshold. Units in a Location kind out of normal LOS (a Sewer Location, B8.2)
// see nobody and are seen by nobody here: their modules decide.
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { distance } from '../../hex/grid';
import { groundLevel, lineOfSight, type LosResult, type LosStep, ownHexsideCrossed, type Viewpoint } from '../../map/los';
import { isInfantry } from '../../units/catalog';
import { BENEATH, type Location } from '../../units/location';
import { CoreParams } from './params';

export function viewpoint(ctx: GameContext, loc: Location) {
  const cell = ctx.map.byName(loc.hex)!;
  return { hex: cell.hex, level: groundLevel(cell) + Math.max(0, loc.level) };
}

/**
 * LOS between two Locations (A6), positions inside them included: a unit beneath a foxhole, trench or
 * sangar counter (`position` 'beneath') sees past a wall or hedge of its own hex only into ADJACENT
 * hexes and higher ones (B27.2: such a hexside "blocks the LOS of units beneath the foxhole counter to
 * all non-adjacent hexes on the same or lower level"; A6.5: both ways).
 */
export function losBetween(ctx: GameContext, a: Location, b: Location): LosResult {
  if (ctx.locations.outOfSight(a) || ctx.locations.outOfSight(b))
    return { clear: false, blockedBy: { hex: a.hex, reason: 'below ground' }, hindrances: [], hindranceDrm: 0 };
  const blocksAt = CoreParams.of(ctx).losHindranceBlocksAt;
  // the answer depends only on the (compiled, changed) map, the hindrance threshold, the two hexes, their
  // levels and whether either end is beneath a counter: public facts, memoized per map for every match
  // (one table per map and threshold, then by each end's name: no key string built for ground level)
  let byThreshold = locationLos.get(ctx.map);
  if (!byThreshold) locationLos.set(ctx.map, (byThreshold = new Map()));
  let memo = byThreshold.get(blocksAt);
  if (!memo) byThreshold.set(blocksAt, (memo = { from: new Map(), size: 0 }));
  const from = endKey(a);
  let fromHere = memo.from.get(from);
  if (!fromHere) memo.from.set(from, (fromHere = new Map()));
  const to = endKey(b);
  let los = fromHere.get(to);
  if (!los) {
    los = computeLosBetween(ctx, a, b, blocksAt);
    if (++memo.size > LOCATION_LOS_LIMIT) {
      memo.from.clear();
      memo.size = 1;
      memo.from.set(from, (fromHere = new Map()));
    }
    fromHere.set(to, los);
  }
  return los;
}

/** A Location as one end of a LOS: its hex name at ground level, else with its level and whether beneath a counter. */
function endKey(loc: Location): string {
  const beneath = loc.position === BENEATH;
  return loc.level === 0 && !beneath ? loc.hex : `${loc.hex}/${loc.level}${beneath ? 'b' : ''}`;
}

// per map and threshold: LOS from a Location (endKey) to another; at most LOCATION_LOS_LIMIT answers kept
const locationLos = new WeakMap<GameContext['map'], Map<number | undefined, { from: Map<string, Map<string, LosResult>>; size: number }>>();
const LOCATION_LOS_LIMIT = 200_000;

function computeLosBetween(ctx: GameContext, a: Location, b: Location, blocksAt: number | undefined): LosResult {
  const va = viewpoint(ctx, a);
  const vb = viewpoint(ctx, b);
  const los = lineOfSight(ctx.map, va, vb, { hindranceBlocksAt: blocksAt });
  if (!los.clear) return los;
  const step = beneathBlocked(ctx, a, va, vb) ?? beneathBlocked(ctx, b, vb, va);
  return step ? { clear: false, blockedBy: step, hindrances: los.hindrances, hindranceDrm: 0 } : los;
}

/** B27.2: the wall/hedge of `own`'s hex that blocks a unit beneath a counter there from seeing `other`. */
function beneathBlocked(ctx: GameContext, own: Location, from: Viewpoint, to: Viewpoint): LosStep | undefined {
  if (own.position !== BENEATH || distance(from.hex, to.hex) <= 1 || to.level > from.level) return undefined;
  const side = ownHexsideCrossed(ctx.map, from.hex, to.hex);
  return side
    ? {
        hex: own.hex,
        reason: `${side} of ${own.hex}: units beneath its entrenchment see over it only into ADJACENT or higher hexes (B27.2)`,
      }
    : undefined;
}

export function range(ctx: GameContext, a: Location, b: Location): number {
  return hexDistance(ctx, a.hex, b.hex);
}

/** The range in hexes between two hexes named on the map. */
export function hexDistance(ctx: GameContext, a: string, b: string): number {
  return distance(ctx.map.byName(a)!.hex, ctx.map.byName(b)!.hex);
}

/** A12.14: a Good Order enemy ground unit within `maxRange` hexes with LOS to `u`. */
export function seenByGoodOrderEnemy(ctx: GameContext, state: GameState, u: UnitState, maxRange = 16): boolean {
  if (!u.loc) return false;
  return Object.values(state.units).some(
    (e) =>
      e.side !== u.side &&
      !e.eliminated &&
      e.loc &&
      !ctx.locations.underground(e.loc) &&
      !e.status.broken &&
      e.kind !== 'dummy' &&
      isInfantry(e.kind) &&
      range(ctx, e.loc, u.loc!) <= maxRange &&
      losBetween(ctx, e.loc, u.loc!).clear,
  );
}
