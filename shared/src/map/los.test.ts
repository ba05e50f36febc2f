import { compileMap, type GameMap } from './gameMap';
import { groundLevel, hexesOnLine, lineOfSight } from './los';

function mapWith(hexes: Record<string, unknown>, hexsides: unknown[] = []): GameMap {
  return compileMap({ id: 'los', name: 'los', boards: [{ id: '1', x: 0, y: 0 }], hexes, hexsides });
}
const at = (m: GameMap, name: string, above = 0) => {
  const c = m.byName(name)!;
  return { hex: c.hex, level: groundLevel(c) + above };
};

describe('A6 line of sight', () => {
  it('A6.1: open ground is clear, and LOS is reciprocal (A6.5)', () => {
    const m = mapWith({});
    const r = lineOfSight(m, at(m, '1C3'), at(m, '1K7'));
    expect(r.clear).toBe(true);
    expect(lineOfSight(m, at(m, '1K7'), at(m, '1C3')).clear).toBe(true);
  });

  it('A6.2: an intervening woods or building hex blocks same-level LOS and names the hex', () => {
    const m = mapWith({ '1E5': { terrain: 'woods' } });
    const r = lineOfSight(m, at(m, '1E3'), at(m, '1E8'));
    expect(r.clear).toBe(false);
    expect(r.blockedBy?.hex).toBe('1E5');
    expect(r.blockedBy?.reason).toMatch(/woods/);
    expect(lineOfSight(m, at(m, '1E8'), at(m, '1E3')).clear).toBe(false);
  });

  it('A6.2: the terrain of the firer and target hexes never blocks', () => {
    const m = mapWith({ '1E3': { terrain: 'stoneBuilding' }, '1E8': { terrain: 'woods' } });
    expect(lineOfSight(m, at(m, '1E3'), at(m, '1E8')).clear).toBe(true);
  });

  it('A6.2: a viewer two levels up sees over a one-level obstacle to a distant ground target', () => {
    const m = mapWith({ '1E3': { terrain: 'stoneBuilding', upperLevels: 2 }, '1E4': { terrain: 'woods' } });
    expect(lineOfSight(m, at(m, '1E3', 2), at(m, '1E9')).clear).toBe(true);
    expect(lineOfSight(m, at(m, '1E3', 0), at(m, '1E9')).clear).toBe(false);
  });

  it('A6.2: an obstacle as high as both ends blocks (level-1 viewers across a one-story building)', () => {
    const m = mapWith({ '1E3': { elevation: 1 }, '1E7': { elevation: 1 }, '1E5': { terrain: 'stoneBuilding' } });
    expect(lineOfSight(m, at(m, '1E3'), at(m, '1E7')).clear).toBe(false);
  });

  it('A6.2 elevation: a hill between two ground-level units blocks; units on the same hill see each other', () => {
    const m = mapWith({ '1E4': { elevation: 1 }, '1E5': { elevation: 1 }, '1E6': { elevation: 1 } });
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1E8')).clear).toBe(false);
    expect(lineOfSight(m, at(m, '1E4'), at(m, '1E6')).clear).toBe(true);
  });

  it('A6.3 depression: a unit IN a gully sees out only to adjacent same-level units; a higher viewer sees in', () => {
    const m = mapWith({ '1E5': { terrain: 'gully' }, '1E6': { terrain: 'gully' }, '1E3': { terrain: 'stoneBuilding', upperLevels: 1 } });
    expect(lineOfSight(m, at(m, '1E5'), at(m, '1E4')).clear).toBe(true); // adjacent, across the crest
    expect(lineOfSight(m, at(m, '1E6'), at(m, '1E4')).clear).toBe(true); // along the gully up to its lip
    expect(lineOfSight(m, at(m, '1E6'), at(m, '1E2')).clear).toBe(false); // E4 and E3 ground rise above the line
    expect(lineOfSight(m, at(m, '1E5'), at(m, '1E3')).clear).toBe(false); // E4 open ground above the line
    expect(lineOfSight(m, at(m, '1E5'), at(m, '1E3', 1)).clear).toBe(true); // level 1 looks down into the gully
    expect(lineOfSight(m, at(m, '1E5'), at(m, '1E6')).clear).toBe(true); // along the gully
  });

  it('A6.7: hindrances add their DRM; +6 or more blocks', () => {
    const hexes: Record<string, unknown> = {};
    for (const r of [3, 4, 5, 6, 7, 8]) hexes[`1E${r}`] = { terrain: 'orchard' };
    const m = mapWith(hexes);
    const two = lineOfSight(m, at(m, '1E2'), at(m, '1E5'));
    expect(two.clear).toBe(true);
    expect(two.hindranceDrm).toBe(2);
    expect(two.hindrances.map((h) => h.hex)).toEqual(['1E3', '1E4']);
    const six = lineOfSight(m, at(m, '1E2'), at(m, '1E9'));
    expect(six.clear).toBe(false);
    expect(six.blockedBy?.reason).toMatch(/A6.7/);
  });

  it('hexspine LOS is blocked only when obstacles stand on both sides', () => {
    // E2 to G2 runs straight across column F along the hexside between F1 and F2.
    const m1 = mapWith({ '1F2': { terrain: 'woods' } });
    const m2 = mapWith({ '1F1': { terrain: 'woods' }, '1F2': { terrain: 'woods' } });
    const one = lineOfSight(m1, at(m1, '1E2'), at(m1, '1G2'));
    const both = lineOfSight(m2, at(m2, '1E2'), at(m2, '1G2'));
    expect(one.clear).toBe(true);
    expect(both.clear).toBe(false);
  });

  it('B9: a wall on a hexside between intervening hexes blocks ground-level LOS; a wall of the target hex does not', () => {
    const m = mapWith({}, [{ hex: '1E4', side: 'S', terrain: 'wall' }]);
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1E7')).clear).toBe(false);
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1E5')).clear).toBe(true);
  });

  it('B9.3: the LOS names the wall/hedge of the target hex it crosses; B9.2 EX: a hedge hexspine touching both ends counts for both', () => {
    const m = mapWith({}, [{ hex: '1E5', side: 'N', terrain: 'wall' }]); // between E4 and E5
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1E5')).targetHexside).toBe('wall');
    expect(lineOfSight(m, at(m, '1E4'), at(m, '1E5')).targetHexside).toBe('wall'); // ADJACENT across it
    expect(lineOfSight(m, at(m, '1E8'), at(m, '1E5')).targetHexside).toBeUndefined(); // enters by the S hexside
    expect(lineOfSight(m, at(m, '1E5'), at(m, '1E2')).targetHexside).toBeUndefined(); // the firer's own wall
    // E2 to G2 runs along the F1/F2 hexside, a hexspine touching both hexes
    const h = mapWith({}, [{ hex: '1F1', side: 'S', terrain: 'hedge' }]);
    expect(lineOfSight(h, at(h, '1E2'), at(h, '1G2'))).toMatchObject({ clear: true, targetHexside: 'hedge' });
    expect(lineOfSight(h, at(h, '1G2'), at(h, '1E2'))).toMatchObject({ clear: true, targetHexside: 'hedge' });
  });
});

describe('A6 LOS result for drawing the thread', () => {
  it('A6.7: each hindrance names its hex, terrain kind, +DRM and where the line crosses it', () => {
    const m = mapWith({ '1E3': { terrain: 'orchard' }, '1E4': { terrain: 'grain' } });
    const r = lineOfSight(m, at(m, '1E2'), at(m, '1E6'));
    expect(r.clear).toBe(true);
    expect(r.hindrances.map(({ hex, kind, drm }) => ({ hex, kind, drm }))).toEqual([
      { hex: '1E3', kind: 'orchard', drm: 1 },
      { hex: '1E4', kind: 'grain', drm: 1 },
    ]);
    expect(r.hindrances.map((h) => h.at)).toEqual([0.25, 0.5]);
  });

  it('A6.2: the blocking point is the fraction of the line where the obstacle is entered', () => {
    const m = mapWith({ '1E5': { terrain: 'woods' } });
    const r = lineOfSight(m, at(m, '1E3'), at(m, '1E8'));
    // E5 spans 0.3 to 0.5 of the line from E3 to E8 (five hexes): the line enters it at 0.3
    expect(r.blockedBy?.at).toBeGreaterThan(0.29);
    expect(r.blockedBy?.at).toBeLessThan(0.32);
    const back = lineOfSight(m, at(m, '1E8'), at(m, '1E3'));
    expect(back.blockedBy?.at).toBeGreaterThan(0.49);
    expect(back.blockedBy?.at).toBeLessThan(0.52);
  });

  it('B9: a wall blocks at the hexside the line crosses', () => {
    const m = mapWith({}, [{ hex: '1E4', side: 'S', terrain: 'wall' }]);
    expect(lineOfSight(m, at(m, '1E2'), at(m, '1E7')).blockedBy).toMatchObject({ hex: '1E4', at: 0.5 });
  });
});

describe('A6 line of sight: a line traced once per question', () => {
  it('A6.2, B9.3: the same line on two maps reads each map’s own hexes (the line traced last is reused only on its map)', () => {
    const wooded = mapWith({ '1E5': { terrain: 'woods' } });
    const open = mapWith({}, [{ hex: '1E7', side: 'S', terrain: 'wall' }]);
    expect(lineOfSight(wooded, at(wooded, '1E3'), at(wooded, '1E8')).blockedBy?.hex).toBe('1E5');
    const clear = lineOfSight(open, at(open, '1E3'), at(open, '1E8'));
    expect(clear.clear).toBe(true);
    expect(clear.targetHexside).toBe('wall'); // B9.3: the line enters 1E8 across 1E7's wall
    expect(lineOfSight(wooded, at(wooded, '1E3'), at(wooded, '1E8')).clear).toBe(false);
    expect(hexesOnLine(open, at(open, '1E3').hex, at(open, '1E8').hex)[2]).toBe(open.byName('1E5'));
    expect(hexesOnLine(wooded, at(wooded, '1E3').hex, at(wooded, '1E8').hex)[2]).toBe(wooded.byName('1E5'));
  });
});
