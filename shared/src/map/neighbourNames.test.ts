import { neighbours } from '../hex/grid';
import { loadMap } from '../testing/fixtures';
import { neighbourNames } from './neighbourNames';

describe('neighbourNames', () => {
  it('names the map hexes around a hex in direction order, the same table for each call', () => {
    const map = loadMap('stalingrad-blocks');
    for (const cell of map.hexes()) {
      const expected = neighbours(cell.hex).flatMap((h) => map.at(h)?.name ?? []);
      expect(neighbourNames(map, cell.name)).toEqual(expected);
    }
    const some = map.hexes()[0]!.name;
    expect(neighbourNames(map, some)).toBe(neighbourNames(map, some));
  });

  it('has none for a name not on the map, and fewer than six at the map edge', () => {
    const map = loadMap('stalingrad-blocks');
    expect(neighbourNames(map, 'nowhere')).toEqual([]);
    expect(Math.min(...map.hexes().map((c) => neighbourNames(map, c.name).length))).toBeLessThan(6);
  });
});
