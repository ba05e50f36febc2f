// The water module's state: what the outset rolls decided and what happened to the ice.
import { moduleState } from '../../engine/moduleState';
import type { GameState } from '../../engine/state';

export interface RiverConditions {
  depth: 'fordable' | 'deep' | 'flooded';
  current: 'slow' | 'moderate' | 'heavy';
  direction: 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
}

export interface WaterState {
  river: RiverConditions | null;
  /** B21.6: frozen hexes whose ice an HE attack or a collapse removed (clear water again). */
  brokenIce: string[];
  /** B21.6 / B6.42: the highest vehicle weight any ice hex has sustained, in tons (the Weight Limit of all ice). */
  iceWeightLimit: number;
  /** B21.6: the weight of the vehicle under which the ice collapsed: vehicles of at least this weight perish on the ice. */
  iceCollapsedUnder: number | null;
}

export function initWaterState(initialWeightLimit: number): WaterState {
  return { river: null, brokenIce: [], iceWeightLimit: initialWeightLimit, iceCollapsedUnder: null };
}

/** The module's state (a match saved before the ice was built has only `river`: the rest is added, on a copy: reading never writes to a state). */
export function waterState(state: GameState): WaterState {
  const w = state.modules.water as Partial<WaterState> & { river: RiverConditions | null };
  return isComplete(w) ? w : complete({ ...w });
}

/** The same inside apply, to change it: the draft's own copy (engine/moduleState.ts), completed in place. */
export function writableWaterState(state: GameState): WaterState {
  return complete(moduleState<Partial<WaterState> & { river: RiverConditions | null }>(state, 'water', () => initWaterState(0)));
}

function isComplete(w: Partial<WaterState>): w is WaterState {
  return w.brokenIce !== undefined && w.iceWeightLimit !== undefined && w.iceCollapsedUnder !== undefined;
}

function complete(w: Partial<WaterState> & { river: RiverConditions | null }): WaterState {
  // Stryker disable next-line ArrayDeclaration: a seeded junk entry is no hex name, so no hex reads as broken ice
  w.brokenIce ??= [];
  w.iceWeightLimit ??= 0;
  w.iceCollapsedUnder ??= null;
  return w as WaterState;
}
