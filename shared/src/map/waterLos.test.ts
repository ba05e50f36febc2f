// B21.2 / B21.21: LOS into and out of a Water Obstacle. Column E runs straight north-south, so a line
// between two E hexes crosses only the hexsides between consecutive E hexes.
import { changedMap } from '../engine/mapChanges';
import { compileMap, type GameMap } from './gameMap';
import { groundLevel, lineOfSight } from './los';

function mapWith(hexes: Record<string, unknown>, hexsides: unknown[] = [], board = '1'): GameMap {
  return compileMap({ id: 'water-los', name: 'water-los', boards: [{ id: board, x: 0, y: 0 }], hexes, hexsides });
}
const at = (m: GameMap, name: string, above = 0) => {
  const c = m.byName(name)!;
  return { hex: c.hex, level: groundLevel(c) + above };
};
/** LOS both ways (A6.5: LOS is reciprocal), checked to agree. */
function sees(m: GameMap, a: { hex: { col: number; y2: number }; level: number }, b: typeof a): boolean {
  const there = lineOfSight(m, a, b).clear;
  expect(lineOfSight(m, b, a).clear).toBe(there);
  return there;
}

describe('B21.2 LOS from a unit IN a Water Obstacle', () => {
  // E5 river (level -1); E4 bank at level 0, E3 and E2 a level-1 hill; E6, E7 level-0 ground south.
  const m = mapWith({ '1E5': { terrain: 'river' }, '1E3': { elevation: 1 }, '1E2': { elevation: 1 } });

  it('B21.2: sees the adjacent bank on either side', () => {
    expect(sees(m, at(m, '1E5'), at(m, '1E4'))).toBe(true);
    expect(sees(m, at(m, '1E5'), at(m, '1E6'))).toBe(true);
  });

  it('B21.2: does not see the hex behind the bank at the same level (the bank hexside is as high as the viewer)', () => {
    expect(sees(m, at(m, '1E5'), at(m, '1E7'))).toBe(false);
    expect(lineOfSight(m, at(m, '1E5'), at(m, '1E7')).blockedBy?.reason).toMatch(/B21\.2/);
  });

  it("B21.2: sees the initial hex of the next level up (that hex's own hexside does not count)", () => {
    expect(sees(m, at(m, '1E5'), at(m, '1E3'))).toBe(true);
  });

  it('B21.2: does not see the hex beyond the initial hex of that level', () => {
    expect(sees(m, at(m, '1E5'), at(m, '1E2'))).toBe(false);
  });

  it('B21.2: a viewer in the same water at its own level keeps the ordinary geometry (along the river)', () => {
    const r = mapWith({ '1E3': { terrain: 'river' }, '1E4': { terrain: 'river' }, '1E5': { terrain: 'river' } });
    expect(sees(r, at(r, '1E3'), at(r, '1E5'))).toBe(true);
  });
});

describe('B21.2 LOS from a higher level INTO a Water Obstacle', () => {
  it('B21.2: a level-1 viewer three hexes away across level-0 ground sees INTO the river', () => {
    const m = mapWith({ '1E5': { terrain: 'river' }, '1E2': { elevation: 1 } });
    expect(sees(m, at(m, '1E2'), at(m, '1E5'))).toBe(true);
    // the same from the upper level of a building
    const b = mapWith({ '1E5': { terrain: 'river' }, '1E2': { terrain: 'stoneBuilding', upperLevels: 1 } });
    expect(sees(b, at(b, '1E2', 1), at(b, '1E5'))).toBe(true);
  });

  it('B21.2: a level-0 viewer two hexes away across a level-0 hex does not', () => {
    const m = mapWith({ '1E5': { terrain: 'river' } });
    expect(sees(m, at(m, '1E3'), at(m, '1E5'))).toBe(false);
  });

  it('B21.2: an intervening hexside as high as the viewer blocks, even one far from the water', () => {
    // E2 and E3 a level-1 hill: the E3/E4 hexside is at level 1, E2's own hexside to E3 is not counted
    const m = mapWith({ '1E6': { terrain: 'river' }, '1E2': { elevation: 1 }, '1E3': { elevation: 1 } });
    expect(sees(m, at(m, '1E2'), at(m, '1E6'))).toBe(false);
    expect(sees(m, at(m, '1E3'), at(m, '1E6'))).toBe(true); // the hill's edge hex: E3/E4 is its own hexside
    expect(sees(m, at(m, '1E2', 1), at(m, '1E6'))).toBe(true); // a level-2 viewer is above that hexside
  });

  it('B21.2: other LOS requirements still apply: an intervening woods blocks, an orchard hinders', () => {
    const woods = mapWith({ '1E5': { terrain: 'river' }, '1E2': { elevation: 1 }, '1E4': { terrain: 'woods' } });
    expect(sees(woods, at(woods, '1E2'), at(woods, '1E5'))).toBe(false);
    const orchard = mapWith({ '1E5': { terrain: 'river' }, '1E2': { elevation: 1 }, '1E3': { terrain: 'orchard' } });
    const r = lineOfSight(orchard, at(orchard, '1E2'), at(orchard, '1E5'));
    expect(r).toMatchObject({ clear: true, hindranceDrm: 1 });
  });

  it('B21.2 hexspine: a line along a hexside may be traced on either side of it; blocked only when both sides are high', () => {
    // E2 to I2 runs along the F1/F2 and H1/H2 hexsides, through G2's centre. E2 river, I2 a level-1 hill.
    const flat = mapWith({ '1E2': { terrain: 'river' }, '1I2': { elevation: 1 } });
    expect(sees(flat, at(flat, '1E2'), at(flat, '1I2'))).toBe(true);
    const oneSide = mapWith({ '1E2': { terrain: 'river' }, '1I2': { elevation: 1 }, '1F1': { elevation: 1 }, '1H2': { elevation: 1 } });
    expect(sees(oneSide, at(oneSide, '1E2'), at(oneSide, '1I2'))).toBe(true);
    const bothSides = mapWith({ '1E2': { terrain: 'river' }, '1I2': { elevation: 1 }, '1F1': { elevation: 1 }, '1F2': { elevation: 1 } });
    expect(sees(bothSides, at(bothSides, '1E2'), at(bothSides, '1I2'))).toBe(false);
  });
});

describe('B21.2 EX / B21.21 flooded river', () => {
  // Board 7: AA10 and AA9 land at level 0, AA8 and BB9 river, BB8 marsh beside it.
  const base = mapWith({ '7AA8': { terrain: 'river' }, '7BB9': { terrain: 'river' }, '7BB8': { terrain: 'marsh' } }, [], '7');

  it('B21.2 EX: level-0 AA10 cannot see INTO the river at AA8 through AA9; at level 1 it can', () => {
    expect(sees(base, at(base, '7AA10'), at(base, '7AA8'))).toBe(false);
    expect(sees(base, at(base, '7AA10', 1), at(base, '7AA8'))).toBe(true);
    expect(sees(base, at(base, '7AA10'), at(base, '7BB9'))).toBe(true); // adjacent
  });

  it('B21.21 EX: with the river flooded (one level higher) AA8 and BB9 are at ground level and AA10 sees AA8', () => {
    const flooded = changedMap(base, [
      { key: 'flooded', hexes: { '7AA8': { elevation: 1 }, '7BB9': { elevation: 1 }, '7BB8': { terrain: 'river', elevation: 1 } } },
    ]);
    expect(groundLevel(flooded.byName('7AA8')!)).toBe(0);
    expect(sees(flooded, at(flooded, '7AA10'), at(flooded, '7AA8'))).toBe(true);
    expect(sees(flooded, at(flooded, '7AA10'), at(flooded, '7BB8'))).toBe(true);
  });
});

describe('B21.6 ice and B21.13 pond hexsides', () => {
  it('B21.6: ice (a depression, not a Water Obstacle) keeps the ordinary crest geometry', () => {
    const ice = mapWith({ '1E5': { terrain: 'ice' }, '1E2': { elevation: 1 } });
    const river = mapWith({ '1E5': { terrain: 'river' }, '1E2': { elevation: 1 } });
    expect(sees(ice, at(ice, '1E2'), at(ice, '1E5'))).toBe(false); // E4's ground rises above the line
    expect(sees(river, at(river, '1E2'), at(river, '1E5'))).toBe(true);
    expect(sees(ice, at(ice, '1E5'), at(ice, '1E4'))).toBe(true); // adjacent
  });

  it('B21.13: an all-water pond hexside never blocks LOS', () => {
    const m = mapWith({}, [{ hex: '1E4', side: 'S', terrain: 'water' }]);
    expect(sees(m, at(m, '1E2'), at(m, '1E7'))).toBe(true);
    const into = mapWith({ '1E5': { terrain: 'river' }, '1E2': { elevation: 1 } }, [{ hex: '1E3', side: 'S', terrain: 'water' }]);
    expect(sees(into, at(into, '1E2'), at(into, '1E5'))).toBe(true);
  });
});
