// A6 / B9 / B21.2 at their boundaries: what a blocked line names (the thread and the refusals show it),
// the hindrances met before the block, hexspines with a hindrance on one side, hexside obstacles on a
// hill's edge, cliff and water hexsides (no obstacle of their own), two units IN one river.
import { compileMap, type GameMap } from './gameMap';
import { groundLevel, lineOfSight } from './los';

function mapWith(hexes: Record<string, unknown>, hexsides: unknown[] = []): GameMap {
  return compileMap({ id: 'los-edges', name: 'los-edges', boards: [{ id: '1', x: 0, y: 0 }], hexes, hexsides });
}
const at = (m: GameMap, name: string, above = 0) => {
  const c = m.byName(name)!;
  return { hex: c.hex, level: groundLevel(c) + above };
};

describe('A6 what a blocked line names', () => {
  it('A6.2: rising ground names its level; an obstacle its terrain and top; a hexspine both sides', () => {
    const hill = mapWith({ '1E4': { elevation: 1 }, '1E5': { elevation: 1 }, '1E6': { elevation: 1 } });
    expect(lineOfSight(hill, at(hill, '1E2'), at(hill, '1E8')).blockedBy?.reason).toMatch(/^level 1 ground \(B\d+/);
    const woods = mapWith({ '1E5': { terrain: 'woods' } });
    expect(lineOfSight(woods, at(woods, '1E2'), at(woods, '1E8')).blockedBy).toMatchObject({
      hex: '1E5',
      reason: expect.stringMatching(/^woods obstacle, top level 1 \(B13/),
    });
    // E2 to G2 runs along the hexside between F1 and F2
    const spine = mapWith({ '1F1': { terrain: 'woods' }, '1F2': { terrain: 'woods' } });
    expect(lineOfSight(spine, at(spine, '1E2'), at(spine, '1G2')).blockedBy?.reason).toMatch(
      /^hexspine between two obstacles: woods obstacle, top level 1 \(B13/,
    );
  });

  it('B9: a wall between intervening hexes names itself and the hexside', () => {
    const m = mapWith({}, [{ hex: '1E4', side: 'S', terrain: 'wall' }]);
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1E7')).blockedBy).toMatchObject({ hex: '1E4', reason: 'wall on the hexside to 1E5 (B9)' });
  });

  it('A6.7: a blocked line still lists the hindrances it met before the block (the thread draws them)', () => {
    const m = mapWith({ '1E3': { terrain: 'orchard' }, '1E5': { terrain: 'woods' } });
    const los = lineOfSight(m, at(m, '1E2'), at(m, '1E7'));
    expect(los.clear).toBe(false);
    expect(los.hindrances).toMatchObject([{ hex: '1E3', kind: 'orchard', drm: 1, reason: 'orchard hindrance (B14)' }]);
    const wall = mapWith({ '1E3': { terrain: 'orchard' } }, [{ hex: '1E5', side: 'S', terrain: 'wall' }]);
    const walled = lineOfSight(wall, at(wall, '1E2'), at(wall, '1E8'));
    expect(walled.clear).toBe(false);
    expect(walled.hindrances.map((h) => h.hex)).toEqual(['1E3']);
  });
});

describe('A6 hexspines and hexsides', () => {
  it('A6.7: a hexspine hinders only with a hindrance on both sides, and then once', () => {
    const one = mapWith({ '1F2': { terrain: 'orchard' } });
    expect(lineOfSight(one, at(one, '1E2'), at(one, '1G2'))).toMatchObject({ clear: true, hindranceDrm: 0, hindrances: [] });
    const both = mapWith({ '1F1': { terrain: 'orchard' }, '1F2': { terrain: 'orchard' } });
    expect(lineOfSight(both, at(both, '1E2'), at(both, '1G2'))).toMatchObject({ clear: true, hindranceDrm: 1 });
  });

  it('B9.2: a wall on a hill’s edge stands half a level above the higher hex: it blocks level-1 viewers across it', () => {
    // E3 and E4 a level-1 hill, E5-E7 ground; the viewers: on the hill in E3, and level 1 of a building in E7
    const m = mapWith({ '1E3': { elevation: 1 }, '1E4': { elevation: 1 }, '1E7': { terrain: 'stoneBuilding', upperLevels: 1 } }, [
      { hex: '1E4', side: 'S', terrain: 'wall' },
    ]);
    expect(lineOfSight(m, at(m, '1E3'), at(m, '1E7', 1)).blockedBy?.reason).toBe('wall on the hexside to 1E5 (B9)');
    // without the wall the line is clear
    const open = mapWith({ '1E3': { elevation: 1 }, '1E4': { elevation: 1 }, '1E7': { terrain: 'stoneBuilding', upperLevels: 1 } });
    expect(lineOfSight(open, at(open, '1E3'), at(open, '1E7', 1)).clear).toBe(true);
  });

  it('B11, B21.13: a cliff or water hexside is no obstacle of its own (the ground levels decide)', () => {
    const water = mapWith({}, [{ hex: '1E4', side: 'S', terrain: 'water' }]);
    expect(lineOfSight(water, at(water, '1E2'), at(water, '1E7')).clear).toBe(true);
    // a cliff on the edge of a level-1 hill, seen across by level-1 viewers (the hill's top and a building's level 1)
    const hexes = { '1E3': { elevation: 1 }, '1E4': { elevation: 1 }, '1E7': { terrain: 'stoneBuilding', upperLevels: 1 } };
    const cliff = mapWith(hexes, [{ hex: '1E4', side: 'S', terrain: 'cliff' }]);
    expect(lineOfSight(cliff, at(cliff, '1E3'), at(cliff, '1E7', 1)).clear).toBe(true);
  });
});

describe('B21.2 only between a unit IN water and a higher viewer', () => {
  it('two units IN one river at its level see each other along it (the ordinary geometry)', () => {
    const m = mapWith({
      '1E4': { terrain: 'river' },
      '1E5': { terrain: 'river' },
      '1E6': { terrain: 'river' },
      '1E7': { terrain: 'river' },
    });
    expect(lineOfSight(m, at(m, '1E4'), at(m, '1E7')).clear).toBe(true);
    expect(lineOfSight(m, at(m, '1E7'), at(m, '1E4')).clear).toBe(true);
  });
});

describe('B21.2 along a hexspine: one low side is enough (A6)', () => {
  // E2 to G2 runs along the hexside between F1 and F2: a river in E2, the higher viewer on a level-1 hill in G2
  const spine = (f1: number, f2: number) =>
    mapWith({ '1E2': { terrain: 'river' }, '1F1': { elevation: f1 }, '1F2': { elevation: f2 }, '1G2': { elevation: 1 } });

  it('a level-1 hill on one side of the hexspine, level 0 on the other: the river and the hill see each other, whichever side is high', () => {
    for (const m of [spine(1, 0), spine(0, 1)]) {
      expect(lineOfSight(m, at(m, '1E2'), at(m, '1G2')).clear).toBe(true);
      expect(lineOfSight(m, at(m, '1G2'), at(m, '1E2')).clear).toBe(true);
    }
  });

  it('both sides as high as the viewer: blocked, and the block names B21.2 or the hexspine', () => {
    const m = spine(1, 1);
    const los = lineOfSight(m, at(m, '1E2'), at(m, '1G2'));
    expect(los.clear).toBe(false);
    expect(lineOfSight(m, at(m, '1G2'), at(m, '1E2')).clear).toBe(false);
  });

  it("both sides lower than a level-2 viewer: clear (a hexside is too high only at the viewer's level or above)", () => {
    const m = mapWith({ '1E2': { terrain: 'river' }, '1F1': { elevation: 1 }, '1F2': { elevation: 1 }, '1G2': { elevation: 2 } });
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1G2')).clear).toBe(true);
  });
});
