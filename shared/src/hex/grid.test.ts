import { centre, distance, hexAt, hexsideKey, neighbour, neighbours, opposite } from './grid';

describe('hex grid geometry', () => {
  it('A2.2: each hex has six neighbours, each at range 1, and stepping back returns', () => {
    const h = { col: 4, y2: 6 };
    expect(neighbours(h)).toHaveLength(6);
    for (const d of ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const) {
      expect(distance(h, neighbour(h, d))).toBe(1);
      expect(neighbour(neighbour(h, d), opposite(d))).toEqual(h);
    }
  });
  it('A7.1 range: straight along a column and diagonally', () => {
    expect(distance({ col: 0, y2: 0 }, { col: 0, y2: 8 })).toBe(4);
    expect(distance({ col: 0, y2: 0 }, { col: 3, y2: 3 })).toBe(3);
    expect(distance({ col: 0, y2: 0 }, { col: 2, y2: 8 })).toBe(5);
  });
  it('a hexside has one key from either side', () => {
    const h = { col: 2, y2: 2 };
    expect(hexsideKey(h, 'SW')).toBe(hexsideKey(neighbour(h, 'SW'), 'NE'));
  });
  it('pixel round trip: the centre of a hex lies in that hex', () => {
    for (let col = -3; col < 5; col++)
      for (let y2 = -4 + (col & 1); y2 < 6; y2 += 2) expect(hexAt(centre({ col, y2 }))).toEqual({ col, y2 });
  });
});
