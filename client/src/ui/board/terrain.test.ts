// Every terrain kind on the shipped maps is drawn its own way (a texture, a building block, a channel,
// water), hexsides by their kind, hills shaded by level with a contour on their edge, and every hex
// named at its top. Read from the Art, on the shipped maps themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { centre, DIRECTIONS } from '@hexfog/shared/hex/index';
import { compileMap, type GameMap } from '@hexfog/shared/map/index';
import { type Art, findArt } from '../art';
import { groundColour, hexBase, hexFeatures, hexLabel, hexsideArt, hexTitle } from './terrain';
import { TERRAIN_PATTERN } from './terrainPatterns';

const MAPS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/maps');
const MAPS: GameMap[] = readdirSync(MAPS_DIR).map((f) => compileMap(JSON.parse(readFileSync(join(MAPS_DIR, f), 'utf8'))));

/** What tells a hex's terrain apart at a glance: its ground fill, the classes and fills of what stands on it. */
function signature(map: GameMap, name: string): string {
  const cell = map.byName(name)!;
  const features = hexFeatures(map, cell).flatMap((a) =>
    findArt(a, (x) => x.attrs['class'] !== undefined && !/road|contour|manhole|upper-levels|bridge/.test(String(x.attrs['class']))),
  );
  return [hexBase(map, cell).attrs['fill'], ...features.map((a: Art) => `${a.attrs['class']}:${a.attrs['fill'] ?? ''}`)].join('|');
}

describe('terrain drawings', () => {
  it('each terrain kind on the shipped maps looks different from every other (at the same level)', () => {
    const byKind = new Map<string, string>();
    for (const map of MAPS) {
      for (const cell of map.hexes()) {
        if (cell.spec.elevation !== 0) continue;
        const sig = signature(map, cell.name);
        const kind = cell.spec.terrain;
        if (!byKind.has(kind)) byKind.set(kind, sig);
      }
    }
    expect([...byKind.keys()].sort()).toEqual(
      expect.arrayContaining([
        'brush',
        'canal',
        'grain',
        'gully',
        'marsh',
        'open',
        'pond',
        'river',
        'rubble',
        'stoneBuilding',
        'woodenBuilding',
        'woods',
      ]),
    );
    const sigs = [...byKind.values()];
    expect(new Set(sigs).size).toBe(sigs.length);
    for (const k of ['woods', 'brush', 'grain', 'rubble', 'marsh']) expect(TERRAIN_PATTERN[k]).toMatch(/^url\(#t-/);
  });

  it('buildings: stone grey and wood brown blocks, joined across the hexsides of one building', () => {
    const map = MAPS.find((m) => m.doc.id === 'stalingrad-blocks')!;
    const stone = map.hexes().find((c) => c.spec.terrain === 'stoneBuilding' && c.spec.building)!;
    const wood = map.hexes().find((c) => c.spec.terrain === 'woodenBuilding')!;
    const block = (name: string) =>
      hexFeatures(map, map.byName(name)!).flatMap((a) => findArt(a, (x) => String(x.attrs['class'] ?? '').startsWith('building')));
    expect(block(stone.name)[0]!.attrs['class']).toBe('building stone');
    expect(block(wood.name)[0]!.attrs['class']).toBe('building wood');
    expect(block(stone.name)[0]!.attrs['fill']).not.toBe(block(wood.name)[0]!.attrs['fill']);
    // a multi-hex building: one joining strip per neighbour of the same building
    const sameBuilding = map.hexes().filter((c) => c.spec.building === stone.spec.building).length;
    expect(sameBuilding).toBeGreaterThan(1);
    expect(hexFeatures(map, stone).filter((a) => a.tag === 'polygon' && a.attrs['class'] === undefined).length).toBeGreaterThan(0);
  });

  it('roads from the centre to each road hexside; manholes as grilles; hills by level with contours on their edges', () => {
    const map = MAPS.find((m) => m.doc.id === 'stalingrad-blocks')!;
    const road = map.hexes().find((c) => c.spec.road?.kind === 'paved')!;
    expect(hexFeatures(map, road).filter((a) => String(a.attrs['class']).startsWith('road'))).toHaveLength(road.spec.road!.sides.length);
    const manhole = map.hexes().find((c) => map.isManholeLocation(c.hex))!;
    expect(hexFeatures(map, manhole).some((a) => a.attrs['class'] === 'manhole')).toBe(true);
    expect(new Set([0, 1, 2, 3].map(groundColour)).size).toBe(4);
    const hill = map.hexes().find((c) => c.spec.elevation > 0 && c.spec.terrain === 'open')!;
    expect(hexBase(map, hill).attrs['fill']).toBe(groundColour(hill.spec.elevation));
    expect(
      map
        .hexes()
        .flatMap((c) => hexFeatures(map, c))
        .some((a) => a.attrs['class'] === 'contour'),
    ).toBe(true);
  });

  it('hexsides: wall, hedge, cliff and water each drawn their own way', () => {
    const map = MAPS[0]!;
    const cell = map.hexes()[0]!;
    const looks = ['wall', 'hedge', 'cliff', 'water'].map((t) =>
      JSON.stringify(
        hexsideArt(cell, DIRECTIONS[0], t)
          .children.filter((c) => typeof c !== 'string' && c.tag === 'line')
          .map((c) => (c as Art).attrs['stroke']),
      ),
    );
    expect(new Set(looks).size).toBe(4);
  });

  it('every hex has its name at the top of the hex, and a tooltip saying its terrain and level', () => {
    for (const map of MAPS) {
      for (const cell of map.hexes()) {
        const label = hexLabel(cell);
        expect(label.children).toEqual([cell.name]);
        expect(Number(label.attrs['y'])).toBeLessThan(centre(cell.hex).y - 0.5);
      }
    }
    const map = MAPS.find((m) => m.doc.id === 'stalingrad-blocks')!;
    expect(hexTitle(map, map.byName('71H7')!)).toBe('71H7: wooden building, level 0');
  });
});
