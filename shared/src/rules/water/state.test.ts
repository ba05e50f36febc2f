// The water module's state as matches saved before the ice was built have it (only `river`): reading it
// completes a copy and never writes to the state the server holds (the playouts freeze their states).
import type { GameState } from '../../engine/state';
import { deepFreeze } from '../../testing/playout';
import { waterState } from './state';

const stateWith = (water: unknown) => deepFreeze({ modules: { water } } as unknown as GameState);

describe('water state', () => {
  it('a saved state with only `river` reads complete (no broken ice, Weight Limit 0, no collapse) and stays as it was', () => {
    const s = stateWith({ river: null });
    expect(waterState(s)).toEqual({ river: null, brokenIce: [], iceWeightLimit: 0, iceCollapsedUnder: null });
    expect(s.modules['water']).toEqual({ river: null });
  });

  it('a state missing any one of the ice fields reads complete, each missing field at its start value, and stays as it was', () => {
    const noCollapse = stateWith({ river: null, brokenIce: ['1E5'], iceWeightLimit: 7 });
    expect(waterState(noCollapse)).toEqual({ river: null, brokenIce: ['1E5'], iceWeightLimit: 7, iceCollapsedUnder: null });
    const noLimit = stateWith({ river: null, brokenIce: ['1E5'], iceCollapsedUnder: 9 });
    expect(waterState(noLimit)).toEqual({ river: null, brokenIce: ['1E5'], iceWeightLimit: 0, iceCollapsedUnder: 9 });
    const noBroken = stateWith({ river: null, iceWeightLimit: 7, iceCollapsedUnder: 9 });
    expect(waterState(noBroken)).toEqual({ river: null, brokenIce: [], iceWeightLimit: 7, iceCollapsedUnder: 9 });
    expect(noBroken.modules['water']).toEqual({ river: null, iceWeightLimit: 7, iceCollapsedUnder: 9 });
  });

  it('a complete state is read as it is (the same object)', () => {
    const w = { river: null, brokenIce: ['1E5'], iceWeightLimit: 7, iceCollapsedUnder: null };
    expect(waterState(stateWith(w))).toBe(w);
  });
});
