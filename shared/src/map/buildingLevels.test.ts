// B23.2: each upper level of a building raises it as a LOS obstacle by a level (a one-story building is a
// one-level obstacle; B23.1: its upper levels are map data, `upperLevels`). A viewer on level 2 of 1E3
// looks at a ground-level target in 1E9 past the building in 1E4: the line is at about 1.67 levels where it
// crosses 1E4 (A6.2: heights read along the line between the two centre dots).
import { compileMap, type GameMap } from './gameMap';
import { groundLevel, lineOfSight } from './los';

function mapWith(hexes: Record<string, unknown>): GameMap {
  return compileMap({ id: 'los', name: 'los', boards: [{ id: '1', x: 0, y: 0 }], hexes, hexsides: [] });
}
const at = (m: GameMap, name: string, above = 0) => {
  const c = m.byName(name)!;
  return { hex: c.hex, level: groundLevel(c) + above };
};
const between = (upperLevels: number | undefined, viewerLevel = 2, terrain = 'stoneBuilding') => {
  const m = mapWith({
    '1E3': { terrain: 'stoneBuilding', upperLevels: 3 },
    '1E4': { terrain, ...(upperLevels === undefined ? {} : { upperLevels }) },
  });
  return lineOfSight(m, at(m, '1E3', viewerLevel), at(m, '1E9'));
};

describe('B23.2 upper building levels in LOS', () => {
  it('B23.2: a one-story building (a one-level obstacle) does not block a level-2 viewer looking far down; one upper level (two levels high) does', () => {
    expect(between(undefined).clear).toBe(true);
    expect(between(0).clear).toBe(true);
    const blocked = between(1);
    expect(blocked.clear).toBe(false);
    expect(blocked.blockedBy).toMatchObject({ hex: '1E4' });
  });

  it('B23.2: a viewer a level higher sees over it again; two upper levels block that viewer; a wooden building the same', () => {
    expect(between(1, 3).clear).toBe(true);
    expect(between(2, 3).clear).toBe(false);
    expect(between(1, 2, 'woodenBuilding').clear).toBe(false);
  });

  it('B23.2: LOS between two upper levels above a lower building is clear, and reciprocal (A6.5)', () => {
    const m = mapWith({
      '1E3': { terrain: 'stoneBuilding', upperLevels: 3 },
      '1E5': { terrain: 'stoneBuilding', upperLevels: 1 },
      '1E7': { terrain: 'woodenBuilding', upperLevels: 3 },
    });
    expect(lineOfSight(m, at(m, '1E3', 3), at(m, '1E7', 3)).clear).toBe(true);
    expect(lineOfSight(m, at(m, '1E7', 3), at(m, '1E3', 3)).clear).toBe(true);
    expect(lineOfSight(m, at(m, '1E3', 1), at(m, '1E7', 1)).clear).toBe(false); // level 1 to level 1 across a two-level obstacle
  });
});
