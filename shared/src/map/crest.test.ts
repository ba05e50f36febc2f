import { crestLines } from './crest';
import { compileMap } from './gameMap';

// A 5-column, 4-row board "1": C2 and C3 are river, D2 a gully on a level-1 hill, D3 level-1 ground,
// A-column ice (a frozen pond). Directions from C2: N C1, NE D1, SE D2, S C3, SW B2, NW B1.
const map = compileMap({
  id: 'crest-test',
  name: 'Crest test',
  columns: 5,
  rows: 4,
  boards: [{ id: '1', x: 0, y: 0 }],
  hexes: {
    '1C2': { terrain: 'river' },
    '1C3': { terrain: 'river' },
    '1D2': { terrain: 'gully', elevation: 1 },
    '1D3': { elevation: 1 },
    '1A2': { terrain: 'ice' },
  },
});

const key = (l: { hex: string; side: string }) => `${l.hex}:${l.side}`;
const lines = () => crestLines(map).map(key).sort();

describe('B21.2 Crest Lines (crestLines)', () => {
  it('B21.2: a Water Obstacle hex meeting ground-level hexes has a Crest Line on each such hexside, none towards the same river', () => {
    const fromC2 = lines().filter((l) => l.startsWith('1C2:'));
    expect(fromC2).toEqual(['1C2:N', '1C2:NE', '1C2:NW', '1C2:SE', '1C2:SW'].sort());
  });

  it('B10.11: a depression next to a higher depression (a gully on a hill) has the Crest Line; the higher one none towards it', () => {
    expect(lines()).toContain('1C2:SE'); // C2 -> D2 gully: floor 0 over the river's floor -1
    // D2's floor (0) is level with the open ground around it: its only Crest Line faces D3 (level 1)
    expect(lines().filter((l) => l.startsWith('1D2:'))).toEqual(['1D2:S']);
  });

  it('B21.6: ice stays a depression, so a frozen pond keeps its Crest Lines', () => {
    expect(lines().filter((l) => l.startsWith('1A2:')).length).toBeGreaterThan(0);
  });

  it('each hexside is named once, and none between two hexes of the same floor', () => {
    const all = lines();
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('1C2:S');
    expect(all).not.toContain('1C3:N');
  });

  it('a map without a depression has no Crest Line', () => {
    const flat = compileMap({
      id: 'flat',
      name: 'Flat',
      columns: 3,
      rows: 2,
      boards: [{ id: '1', x: 0, y: 0 }],
      hexes: { '1B1': { elevation: 1 } },
    });
    expect(crestLines(flat)).toEqual([]);
  });
});
