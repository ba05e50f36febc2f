// The water module's view: public facts only, the same for every viewer: the river's conditions once
// known (B21.121, B21.122: rolled in the open or given by the scenario) and the hexes whose terrain
// differs from the printed map now (B21.21 flooded, B16.6 marsh turned river or mudflats, B21.6 ice and
// where it is broken: all of it visible on the table).
import { printedMap } from '../../engine/mapChanges';
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import type { WaterView } from '../../protocol/moduleViews';
import type { WaterState } from './state';
import { waterChangedHexes } from './terrainChanges';

export function waterView(ctx: GameContext, state: GameState): WaterView | undefined {
  const w = state.modules.water as Partial<WaterState> | undefined;
  if (!w) return undefined;
  // the view's context reads the changed map: the changes are computed from the printed one
  const hexes = waterChangedHexes(ctx, state, printedMap(ctx.map));
  const changed: Record<string, { terrain: string; elevation: number }> = {};
  for (const [name, c] of Object.entries(hexes)) changed[name] = { terrain: c.terrain, elevation: c.elevation };
  if (!w.river && !Object.keys(changed).length) return undefined;
  return { ...(w.river ? { river: { depth: w.river.depth, current: w.river.current, direction: w.river.direction } } : {}), changed };
}
