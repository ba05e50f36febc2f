import { compileMap } from '@hexfog/shared/map/index';
import { findArt, shownText, titleOf } from '../art';
import { checkLos, levelsOf, losSummary, threadArt } from './thread';

// One board: orchard and grain hindrances (A6.7, B14.2/B15: +1 each), a woods obstacle (A6.2), a two-level stone building.
const map = compileMap({
  id: 'los',
  name: 'los',
  boards: [{ id: '1', x: 0, y: 0 }],
  hexsides: [],
  hexes: {
    '1E3': { terrain: 'orchard' },
    '1E4': { terrain: 'grain' },
    '1E6': { terrain: 'woods' },
    '1C3': { terrain: 'stoneBuilding', upperLevels: 2 },
    '1D4': { terrain: 'woods' },
  },
});
const parts = (a: ReturnType<typeof threadArt>, cls: string) => findArt(a, (x) => x.attrs['class'] === cls);

describe('the LOS thread (A6)', () => {
  it('a clear, hindered line: one solid part, a +DRM label at each hindrance hex, the summary lists them', () => {
    const c = checkLos(map, { hex: '1E2', up: 0 }, { hex: '1E5', up: 0 });
    const a = threadArt(map, c);
    expect(a.attrs['data-clear']).toBe('true');
    expect(findArt(a, (x) => x.attrs['data-part'] === 'clear')).toHaveLength(1);
    expect(parts(a, 'los-blocked')).toHaveLength(0);
    expect(parts(a, 'los-hindrance').map((h) => [h.attrs['data-hex'], shownText(h)[0]])).toEqual([
      ['1E3', '+1'],
      ['1E4', '+1'],
    ]);
    expect(losSummary(c)).toBe('LOS 1E2 → 1E5: clear, hindered +2 (1E3 orchard +1, 1E4 grain +1; A6.7)');
  });

  it('a blocked line: the clear part stops at the blocking point, a dashed part goes on, a cross marks the hex', () => {
    const c = checkLos(map, { hex: '1E2', up: 0 }, { hex: '1E8', up: 0 });
    const a = threadArt(map, c);
    expect(a.attrs['data-clear']).toBe('false');
    const [clear] = findArt(a, (x) => x.attrs['data-part'] === 'clear');
    const [blocked] = findArt(a, (x) => x.attrs['data-part'] === 'blocked');
    expect(clear!.attrs['y2']).toBe(blocked!.attrs['y1']);
    expect(Number(clear!.attrs['y2'])).toBeGreaterThan(Number(clear!.attrs['y1']));
    const [cross] = parts(a, 'los-blocked');
    expect(cross!.attrs['data-hex']).toBe('1E6');
    expect(titleOf(cross!)).toMatch(/^blocked at 1E6: woods obstacle/);
    expect(losSummary(c)).toMatch(
      /^LOS 1E2 → 1E8: blocked at 1E6 \(woods obstacle.*; hindrances before it: 1E3 orchard \+1, 1E4 grain \+1$/,
    );
  });

  it('B23.2 upper levels: a building hex offers its levels; from level 2 the woods below no longer block', () => {
    expect(levelsOf(map.byName('1C3')!)).toEqual([0, 1, 2]);
    expect(levelsOf(map.byName('1E2')!)).toEqual([0]);
    expect(checkLos(map, { hex: '1C3', up: 0 }, { hex: '1G7', up: 0 }).result.blockedBy?.hex).toBe('1D4');
    const up = checkLos(map, { hex: '1C3', up: 2 }, { hex: '1G7', up: 0 });
    expect(up.result.clear).toBe(true);
    expect(losSummary(up)).toMatch(/^LOS 1C3 level 2 → 1G7: clear/);
    const [from] = findArt(threadArt(map, up), (x) => x.attrs['data-end'] === 'from');
    expect([from!.attrs['data-level'], shownText(from!)]).toEqual([2, ['L2']]);
  });
});
