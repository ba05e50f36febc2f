// Gullies and streams as the printed boards have them (the hex at its printed ground level, B19.2/B20.2:
// a unit IN it one level lower) read right by LOS: A6.3 "a ground-level unit always has a LOS INTO an
// adjacent level -1 Depression hex"; farther off across level ground, the Crest of the Depression hides a
// unit IN it; from higher up it is seen. A gully hex given elevation -1 instead would put its floor two
// levels down (a hex's elevation is its ground, map/schema.ts).
import { compileMap, type GameMap } from './gameMap';
import { groundLevel, lineOfSight } from './los';

function mapWith(hexes: Record<string, unknown>): GameMap {
  return compileMap({ id: 'los', name: 'los', boards: [{ id: '1', x: 0, y: 0 }], hexes, hexsides: [] });
}
const at = (m: GameMap, name: string, above = 0) => {
  const c = m.byName(name)!;
  return { hex: c.hex, level: groundLevel(c) + above };
};

describe('A6.3 LOS INTO gullies and streams at their printed level', () => {
  for (const terrain of ['gully', 'stream']) {
    it(`A6.3, B19.2/B20.2: a unit IN a ${terrain} is at level -1; seen from the adjacent ground, hidden from level ground two hexes off, seen from a level-2 hill there`, () => {
      const m = mapWith({ '1E5': { terrain }, '1E3': { elevation: 2 } });
      expect(at(m, '1E5').level).toBe(-1);
      expect(lineOfSight(m, at(m, '1E4'), at(m, '1E5')).clear).toBe(true);
      expect(lineOfSight(m, at(m, '1E7'), at(m, '1E5')).clear).toBe(false);
      expect(lineOfSight(m, at(m, '1E3'), at(m, '1E5')).clear).toBe(true);
    });
  }
});
