// Who can see whom, for the rule modules: unit eye levels and LOS between Locations (A6), with the
// ruleset's hindrance threshold. Units in a Location kind out of normal LOS (a Sewer Location, B8.2)
// see nobody and are seen by nobody here: their modules decide.
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { distance } from '../../hex/grid';
import { groundLevel, lineOfSight, type LosResult } from '../../map/los';
import { isInfantry } from '../../units/catalog';
import type { Location } from '../../units/location';
import { CoreParams } from './params';

export function viewpoint(ctx: GameContext, loc: Location) {
  const cell = ctx.map.byName(loc.hex)!;
  return { hex: cell.hex, level: groundLevel(cell) + Math.max(0, loc.level) };
}

export function losBetween(ctx: GameContext, a: Location, b: Location): LosResult {
  const blocksAt = CoreParams.of(ctx).losHindranceBlocksAt;
  if (ctx.locations.outOfSight(a) || ctx.locations.outOfSight(b)) return { clear: false, blockedBy: { hex: a.hex, reason: 'below ground' }, hindrances: [], hindranceDrm: 0 };
  return lineOfSight(ctx.map, viewpoint(ctx, a), viewpoint(ctx, b), { hindranceBlocksAt: blocksAt });
}

export function range(ctx: GameContext, a: Location, b: Location): number {
  return distance(ctx.map.byName(a.hex)!.hex, ctx.map.byName(b.hex)!.hex);
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
