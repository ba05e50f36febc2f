import { compileMap, MapValidationError } from './gameMap';
import { loadMap, mapDoc, shippedMaps } from '../testing/fixtures';

const board = (extra: Record<string, unknown> = {}) => ({ id: 'test', name: 'test', boards: [{ id: '1', x: 0, y: 0 }], ...extra });

describe('maps', () => {
  it('every shipped map validates', () => {
    expect(shippedMaps().length).toBeGreaterThanOrEqual(2);
    for (const id of shippedMaps()) expect(() => loadMap(id)).not.toThrow();
  });

  it('B8.1: a hex marked with a manhole is a Manhole Location (1AA5-style)', () => {
    const m = compileMap(board({ hexes: { '1AA5': { manhole: true } } }));
    expect(m.isManholeLocation(m.byName('1AA5')!.hex)).toBe(true);
    expect(m.isManholeLocation(m.byName('1AA6')!.hex)).toBe(false);
  });

  it('B8.1: a paved road hex with three road hexsides is a Manhole Location; two are not; dirt roads never', () => {
    const m = compileMap(
      board({
        hexes: {
          '1Y9': { road: { kind: 'paved', sides: ['N', 'S', 'NE'] } },
          '1Y8': { road: { kind: 'paved', sides: ['S'] } },
          '1Y10': { road: { kind: 'paved', sides: ['N'] } },
          '1Z8': { road: { kind: 'paved', sides: ['SW'] } },
          '1C3': { road: { kind: 'paved', sides: ['N', 'S'] } },
          '1C2': { road: { kind: 'paved', sides: ['S'] } },
          '1C4': { road: { kind: 'paved', sides: ['N'] } },
          '1K3': { road: { kind: 'dirt', sides: ['N', 'S', 'NE'] } },
          '1K2': { road: { kind: 'dirt', sides: ['S'] } },
          '1K4': { road: { kind: 'dirt', sides: ['N'] } },
          '1L2': { road: { kind: 'dirt', sides: ['SW'] } },
        },
      }),
    );
    expect(m.isManholeLocation(m.byName('1Y9')!.hex)).toBe(true);
    expect(m.isManholeLocation(m.byName('1C3')!.hex)).toBe(false);
    expect(m.isManholeLocation(m.byName('1K3')!.hex)).toBe(false);
  });

  it('B8.1 EXC: on a Deluxe board only marked hexes hold manholes', () => {
    const m = compileMap({
      id: 'dx',
      name: 'deluxe',
      boards: [{ id: 'a', x: 0, y: 0, deluxe: true }],
      hexes: {
        aE5: { road: { kind: 'paved', sides: ['N', 'S', 'SE'] } },
        aE4: { road: { kind: 'paved', sides: ['S'] } },
        aE6: { road: { kind: 'paved', sides: ['N'] } },
        aF5: { road: { kind: 'paved', sides: ['NW'] } },
        aH3: { manhole: true },
      },
    });
    expect(m.isManholeLocation(m.byName('aE5')!.hex)).toBe(false);
    expect(m.isManholeLocation(m.byName('aH3')!.hex)).toBe(true);
  });

  it('a corrupted map fails with a message naming the hex', () => {
    const doc = mapDoc('stalingrad-blocks') as { hexes: Record<string, unknown> };
    doc.hexes['71K8'] = { terrain: 'lava' };
    expect(() => compileMap(doc)).toThrow(/71K8/);
    const doc2 = mapDoc('stalingrad-blocks') as { hexes: Record<string, unknown> };
    doc2.hexes['71ZZ3'] = { terrain: 'woods' };
    expect(() => compileMap(doc2)).toThrow(/71ZZ3: no such hex/);
    const doc3 = board({ hexes: { '1C3': { road: { kind: 'paved', sides: ['N'] } } } });
    try {
      compileMap(doc3);
      throw new Error('expected a failure');
    } catch (e) {
      expect(e).toBeInstanceOf(MapValidationError);
      expect((e as MapValidationError).problems[0]).toEqual(expect.objectContaining({ hex: '1C3' }));
    }
  });

  it('B8.4: a manhole may not be printed in a Water Obstacle hex', () => {
    expect(() => compileMap(board({ hexes: { '1E5': { terrain: 'canal', manhole: true } } }))).toThrow(
      /1E5: a manhole in a Water Obstacle/,
    );
  });
});
