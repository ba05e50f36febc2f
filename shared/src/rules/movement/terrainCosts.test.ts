// Terrain costs of chapter B from the text, on board 71 maps of the tests' own terrain (all else open at
// level 0). Gullies and streams are encoded as the printed boards have them: the hex at its ground level,
// a unit IN it a level lower (B19.2, B20.2), as the shipped maps (factory-district, stalingrad-blocks)
// encode their gullies; river-ford has the only marsh. Neighbours used: K5 N K4, S K6, NE L5; L5 S L6.
import { onTerrain } from '../../testing/scenarioBuilder';
import { terrainCost } from '../core/entryCost';

const on = (hexes: Record<string, Record<string, unknown>>, hexsides: unknown[] = []) => onTerrain(hexes, hexsides);
type G = ReturnType<typeof on>;
const mf = (g: G, from: string, to: string) => {
  const c = terrainCost(g.game.ctx, from, to);
  return c.ok ? (c.allMf ? 'all' : c.mf) : undefined;
};
const mfOf = (g: G) => g.events.filter((e) => e.type === 'moved' && e.audience === 'A').map((e) => e.data.mf);
const moved = (g: G, units: string[], to: string) => {
  const r = g.when('A', { type: 'move', units, to });
  if (r.ok && g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
  return r;
};

describe('B19.4 gully', () => {
  it('B19.4: two MF INTO a gully; two along it (gully to gully: nothing doubled); climbing out doubles the COT of the hex entered', () => {
    const g = on({ '71K5': { terrain: 'gully' }, '71K6': { terrain: 'gully' }, '71K4': { terrain: 'woods' } });
    expect(mf(g, '71J5', '71K5')).toBe(2); // INTO from Open Ground
    expect(mf(g, '71K5', '71K6')).toBe(2); // along the gully
    expect(mf(g, '71K5', '71J5')).toBe(2); // out to Open Ground: 1 x2
    expect(mf(g, '71K5', '71K4')).toBe(4); // out to woods: 2 x2
    expect(terrainCost(g.game.ctx, '71K5', '71K4')).toMatchObject({
      parts: [{ name: 'COT woods x2 (higher elevation)', mf: 4, rule: 'B19.4' }],
    });
    expect(terrainCost(g.game.ctx, '71J5', '71K5')).toMatchObject({ parts: [{ name: 'COT gully', mf: 2, rule: 'B19.4' }] });
  });

  it('B19.4 with B10.51: out of a gully straight onto a level-1 hill crosses two levels (1 x2 + 2), as the B21.41 EX out of the water', () => {
    const g = on({ '71K5': { terrain: 'gully' }, '71K4': { elevation: 1 } });
    expect(mf(g, '71K5', '71K4')).toBe(4);
    expect(mf(g, '71K4', '71K5')).toBe(3); // down: the gully's two + one intermediate level descended
  });

  it("B19.4 with B9.4: out of a gully across a hedge, the hedge's one MF is added to the doubled COT, not doubled (1 x2 + 1)", () => {
    const g = on({ '71K5': { terrain: 'gully' } }, [{ hex: '71K5', side: 'N', terrain: 'hedge' }]);
    expect(mf(g, '71K5', '71K4')).toBe(3);
    expect(mf(g, '71K4', '71K5')).toBe(3); // INTO: the gully's two + the hedge
  });

  it('B19.4 through a move: a squad INTO the gully and out again spends 2 + 2 = its 4 MF; a fifth is refused', () => {
    const g = on({ '71K5': { terrain: 'gully' } })
      .unit('A01', '71J5')
      .unit('B01', '71Z1')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(g, ['A01'], '71K5').ok).toBe(true);
    expect(moved(g, ['A01'], '71K4').ok).toBe(true);
    expect(mfOf(g)).toEqual([2, 2]);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K3' })).toMatchObject({ ok: false, error: { rule: 'A4.1' } });
  });
});

describe('B20.42 shallow stream', () => {
  it('B20.42: three MF to enter, "regardless of whether the move is through a stream hexside or not"; out of it the COT doubled (B20.4: a gully with water)', () => {
    const g = on({ '71K5': { terrain: 'stream' }, '71K6': { terrain: 'stream' }, '71K4': { terrain: 'brush' } });
    expect(mf(g, '71J5', '71K5')).toBe(3);
    expect(mf(g, '71K5', '71K6')).toBe(3);
    expect(mf(g, '71K5', '71J5')).toBe(2);
    expect(mf(g, '71K5', '71K4')).toBe(4);
    expect(terrainCost(g.game.ctx, '71J5', '71K5')).toMatchObject({ parts: [{ name: 'COT stream', mf: 3, rule: 'B20.42' }] });
  });

  it('B20.42 through a move: a squad with 1 MF spent cannot enter a stream at its COT (3 MF) without a Minimum Move (A4.134: it becomes CX)', () => {
    const g = on({ '71K5': { terrain: 'stream' } })
      .unit('A01', '71J4')
      .unit('A02', '71J5')
      .unit('B01', '71Z1')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(g, ['A02'], '71K5').ok).toBe(true); // a fresh squad: 3 of its 4 MF, not CX
    expect(g.state.units.A02!.status.cx).toBe(false);
    expect(moved(g, ['A01'], '71J5').ok).toBe(true);
    expect(moved(g, ['A01'], '71K5').ok).toBe(true); // 3 MF left: 3, exactly
    expect(mfOf(g)).toEqual([3, 1, 3]);
    expect(g.state.units.A01!.status.cx).toBe(false);
  });
});

describe('B16.4 marsh', () => {
  it('B16.4: Infantry enter marsh for ALL their MF (the Terrain Chart\'s "ALL"); along a road through it, the road rate', () => {
    const g = on({
      '71K5': { terrain: 'marsh' },
      '71L5': { terrain: 'marsh', road: { kind: 'dirt', sides: ['S'] } },
      '71L6': { road: { kind: 'dirt', sides: ['N'] } },
    });
    expect(mf(g, '71J5', '71K5')).toBe('all');
    expect(terrainCost(g.game.ctx, '71J5', '71K5')).toMatchObject({ parts: [{ name: 'COT marsh: all MF', rule: 'B16.4' }] });
    expect(mf(g, '71K5', '71J5')).toBe(1); // out of it: the COT
    expect(mf(g, '71L6', '71L5')).toBe(1);
  });

  it('B16.4 through a move: a fresh squad pays its 4 MF; a leader stacked with it 6; nothing is left to spend', () => {
    const g = on({ '71K5': { terrain: 'marsh' } })
      .unit('A01', '71J5')
      .unit('A06', '71J5')
      .unit('B01', '71Z1')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(g, ['A01', 'A06'], '71K5').ok).toBe(true);
    expect(mfOf(g)).toEqual([6]);
    expect(g.state.units.A01!.status.cx).toBe(false); // the whole allotment: no Minimum Move
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71K6' })).toMatchObject({ ok: false, error: { rule: 'A4.1' } });
  });

  it('B16.4 with A4.134: a squad that already spent one MF enters marsh for its last three by a Minimum Move, and becomes CX', () => {
    const g = on({ '71K5': { terrain: 'marsh' } })
      .unit('A01', '71J6')
      .unit('B01', '71Z1')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(g, ['A01'], '71J5').ok).toBe(true);
    expect(moved(g, ['A01'], '71K5').ok).toBe(true);
    expect(mfOf(g)).toEqual([1, 3]);
    expect(g.state.units.A01!.status.cx).toBe(true);
  });
});
