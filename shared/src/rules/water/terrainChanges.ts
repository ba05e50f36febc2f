// B21.21 a flooded river (and the scenario's ponds) one level higher; B21.122 / B16.6 the marsh beside a
// flooded river is river, beside a fordable one mudflats; B21.6 frozen Water Obstacles are ice (Open
// Ground) until broken. (To be built.)
import type { MapChanges } from '../../engine/mapChanges';
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';

export function waterMapChanges(_ctx: GameContext, _state: GameState): MapChanges | undefined {
  return undefined;
}
