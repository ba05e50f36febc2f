// B8.63 "the entrance/exit has been used in the LOS of that unit": which enemy units count as having
// seen a use, the boundaries left by mutation testing (issue #33). Only a unit on the map can later
// discover the entrance: not an eliminated one, not a Dummy (no unit of its own, no eyes), not one out of
// LOS (B02 in K1, the stone building in K2 in the way). A's tunnel from the woods at K5 to the woods at
// K8 on board 71 of the sewer-infiltration scenario; B01 in L3 sees K5.
import { given, type Given } from '../../testing/scenarioBuilder';
import { witnesses } from './sighting';

function scene(): Given {
  return given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), tunnels: { A: 1 } }),
    (m) => {
      m.hexes = { '71K5': { terrain: 'woods' }, '71K8': { terrain: 'woods' }, '71K2': { terrain: 'stoneBuilding' } };
      m.hexsides = [];
    },
  );
}

describe('B8.63 the enemy units in whose LOS an entrance is used', () => {
  it('B8.63: B01 in L3 is a witness at K5; B02 in K1 (no LOS), the Dummy B05 and an eliminated B03 in L3 are not', () => {
    const g = scene().unit('B01', '71L3').unit('B02', '71K1').unit('B03', '71L3').unit('B05', '71L3');
    g.state.units.B03!.eliminated = true;
    expect(witnesses(g.game.ctx, g.state, 'A', '71K5')).toEqual(['B01']);
    g.state.units.B03!.eliminated = false;
    expect(witnesses(g.game.ctx, g.state, 'A', '71K5')).toEqual(['B01', 'B03']);
    // the side's own units are no witnesses of its own tunnel's use
    expect(witnesses(g.game.ctx, g.state, 'B', '71K5')).toEqual([]);
  });
});
