// A4.133 / B10.4 moving to higher ground, on maps of the tests' own terrain (board 71, all else open).
import { onTerrain } from '../../testing/scenarioBuilder';
import { terrainCost } from '../core/entryCost';

const on = (hexes: Record<string, Record<string, unknown>>, hexsides: unknown[] = []) =>
  onTerrain(hexes, hexsides).playing({ phase: 'MPh', attacker: 'A' });
const mf = (g: ReturnType<typeof on>, from: string, to: string) => {
  const c = terrainCost(g.game.ctx, from, to);
  return c.ok ? c.mf : undefined;
};

describe('A4.133 higher elevation', () => {
  it('A4.133, B.2: entering a higher hex costs double its COT (woods on a hill: 4 MF, not 2 + 1); level or downhill: the COT', () => {
    const g = on({ '71K6': { terrain: 'woods', elevation: 1 }, '71K7': { elevation: 1 }, '71K8': { terrain: 'woods', elevation: 1 } });
    expect(mf(g, '71K5', '71K6')).toBe(4);
    expect(mf(g, '71K5', '71J5')).toBe(1);
    expect(mf(g, '71K6', '71K5')).toBe(1); // downhill
    expect(mf(g, '71K7', '71K8')).toBe(2); // same level
    expect(terrainCost(g.game.ctx, '71K5', '71K6')).toMatchObject({
      parts: [{ name: 'COT woods x2 (higher elevation)', mf: 4, rule: 'A4.133' }],
    });
  });

  it('A4.133, B.2: the wall crossing is added to the doubled COT, not doubled ("1 + COT"); a road along the hexside: its 1 MF doubled', () => {
    const g = on(
      {
        '71K6': { elevation: 1 },
        '71N5': { elevation: 1, road: { kind: 'paved', sides: ['N', 'S'] } },
        '71N4': { road: { kind: 'paved', sides: ['S'] } },
        '71N6': { road: { kind: 'paved', sides: ['N'] } },
      },
      [{ hex: '71K6', side: 'N', terrain: 'wall' }],
    );
    expect(mf(g, '71K5', '71K6')).toBe(3); // open 1 x2 + wall 1
    expect(mf(g, '71N4', '71N5')).toBe(2);
  });

  it('B21.41 EX: from a river hex across the Double Crest Line to a wooded level-1 hex: 2 (intermediate level, B10.51) + 4 (A4.133) = 6 MF', () => {
    const g = on({ '71K5': { terrain: 'river' }, '71K6': { terrain: 'woods', elevation: 1 }, '71K7': { terrain: 'woods' } });
    expect(mf(g, '71K5', '71K6')).toBe(6);
    expect(mf(g, '71K5', '71K7')).toBeUndefined(); // not ADJACENT
    expect(mf(g, '71K5', '71J5')).toBe(2); // out of the river onto level-0 open ground: one level up, 1 x2
  });
});
