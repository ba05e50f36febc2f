// B10.51 Abrupt Elevation Changes: a hexside crossed over two or more levels, on maps of the tests' own
// terrain (board 71, all else open, level 0).
import { onTerrain } from '../../testing/scenarioBuilder';
import { terrainCost } from '../core/entryCost';

const on = (hexes: Record<string, Record<string, unknown>>) => onTerrain(hexes).playing({ phase: 'MPh', attacker: 'A' });
const mf = (g: ReturnType<typeof on>, from: string, to: string) => {
  const c = terrainCost(g.game.ctx, from, to);
  return c.ok ? c.mf : undefined;
};

describe('B10.51 Abrupt Elevation Changes', () => {
  it('B10.51 EX (A): up two levels into open ground costs four MF (2 intermediate + 2 doubled COT); "two MF to move back" (1 intermediate + 1 COT)', () => {
    const g = on({ '71K6': { elevation: 2 } });
    expect(mf(g, '71K5', '71K6')).toBe(4);
    expect(mf(g, '71K6', '71K5')).toBe(2);
    expect(terrainCost(g.game.ctx, '71K6', '71K5')).toMatchObject({
      parts: [
        { name: 'COT open', mf: 1 },
        { name: 'intermediate level descended', mf: 1, rule: 'B10.51' },
      ],
    });
  });

  it('B10.51: each intermediate level counts: three levels up 2 + 2 + 2 = 6 MF, down 1 + 1 + 1 = 3 MF; one level down is the COT alone', () => {
    const g = on({ '71K6': { elevation: 3 }, '71K7': { elevation: 1 }, '71K8': { terrain: 'woods', elevation: 3 } });
    expect(mf(g, '71K5', '71K6')).toBe(6);
    expect(mf(g, '71K6', '71K5')).toBe(3);
    expect(mf(g, '71K7', '71K6')).toBe(4); // up two levels: 2 + 2
    expect(mf(g, '71K6', '71K7')).toBe(2); // down two levels: 1 + 1
    expect(mf(g, '71K7', '71J7')).toBe(1); // down one level: no intermediate level
    expect(mf(g, '71K7', '71K8')).toBe(6); // up two levels into woods: 2 + 2 x 2
    expect(mf(g, '71K8', '71K7')).toBe(2); // down two levels into open: 1 + 1
  });
});
