// The water module's view: public facts only (the river's conditions once known, the ice, the hexes
// whose terrain changed), the same for every viewer.
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import type { WaterView } from '../../protocol/moduleViews';
import { waterState } from './state';

export function waterView(_ctx: GameContext, state: GameState): WaterView | undefined {
  const w = state.modules.water ? waterState(state) : undefined;
  return w?.river ? { river: { depth: w.river.depth, current: w.river.current, direction: w.river.direction } } : undefined;
}
