// Encirclement (A7.7), as far as the seed rules refer to it (B8.41, B8.61: units that left an
// Encircled Location by sewer or tunnel are pinned and CX on advancing out). Simplified A7.7: a
// ground Location is Encircled for a side when every adjacent hex either cannot be entered or holds,
// or is ADJACENT to, a Known Good Order enemy Infantry unit, so no way out avoids the enemy. Only
// Known enemy units count, so the answer never depends on a concealed one.
import type { GameContext } from '../../engine/module';
import type { GameState, Side } from '../../engine/state';
import { distance, neighbours } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { ground } from '../../units/location';
import { entryCost } from './entryCost';

export function isEncircled(ctx: GameContext, state: GameState, hex: string, side: Side): boolean {
  const here = ctx.map.byName(hex);
  if (!here) return false;
  const enemies = Object.values(state.units)
    .filter(
      (e) =>
        e.side !== side &&
        !e.eliminated &&
        e.loc &&
        !ctx.locations.underground(e.loc) &&
        !e.status.concealed &&
        !e.status.hidden &&
        !e.status.broken &&
        isInfantry(e.kind),
    )
    .map((e) => ctx.map.byName(e.loc!.hex)!.hex);
  if (!enemies.length) return false;
  return neighbours(here.hex).every((h) => {
    const n = ctx.map.at(h);
    if (!n || !entryCost(ctx, state, { side, units: [], from: ground(here.name), to: ground(n.name), purpose: 'encirclement' }).ok)
      return true;
    return enemies.some((e) => distance(e, h) <= 1);
  });
}
