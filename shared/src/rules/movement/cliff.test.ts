// B11 cliffs: no Infantry crosses a cliff hexside by moving, advancing or routing (the climbing of B11.4
// is not built), whichever of its two hexes the hexside is named from. Board 71, all else open at level 0:
// K4 a level-2 hill across a cliff hexside from K5 (K5's N side). Without the cliff, K5 to K4 would cost
// 1 x2 + 2 = 4 MF (A4.133, B10.51); round it, from J4 or L4, 6 MF more than the 1 to get there.
import { type Given, onTerrain } from '../../testing/scenarioBuilder';
import { routes } from '../rout/rout';

const CLIFF = [{ hex: '71K5', side: 'N', terrain: 'cliff' }];
const cliffMap = (): Given => onTerrain({ '71K4': { elevation: 2 } }, CLIFF);
const moveTo = (g: Given) => {
  const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'move');
  return (entry?.choices?.to as string[] | undefined) ?? [];
};

describe('B11 cliff hexsides', () => {
  it('B11: a move never crosses a cliff hexside, up or down, named from either hex; the hexes beside it are entered', () => {
    const up = cliffMap().unit('A01', '71K5').unit('B01', '71Z10').playing({ phase: 'MPh', attacker: 'A' });
    expect(moveTo(up)).not.toContain('71K4');
    expect(moveTo(up)).toEqual(expect.arrayContaining(['71J5', '71K6']));
    expect(up.when('A', { type: 'move', units: ['A01'], to: '71K4' })).toMatchObject({ ok: false, error: { rule: 'B11' } });
    const down = cliffMap().unit('A01', '71K4').unit('B01', '71Z10').playing({ phase: 'MPh', attacker: 'A' });
    expect(moveTo(down)).not.toContain('71K5');
    expect(down.when('A', { type: 'move', units: ['A01'], to: '71K5' })).toMatchObject({ ok: false, error: { rule: 'B11' } });
    const open = onTerrain({ '71K4': { elevation: 2 } })
      .unit('A01', '71K5')
      .unit('B01', '71Z10')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moveTo(open)).toContain('71K4'); // the same slope without the cliff: 4 MF
  });

  it('B11: an advance never crosses a cliff hexside', () => {
    const g = cliffMap().unit('A01', '71K5').unit('B01', '71Z10').playing({ phase: 'APh', attacker: 'A' });
    const entry = g.game.legal(g.state, 'A').find((l) => l.type === 'advance');
    expect(entry?.choices?.to).toEqual(expect.arrayContaining(['71J5']));
    expect(entry?.choices?.to).not.toContain('71K4');
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71K4' })).toMatchObject({ ok: false });
    expect(g.state.units.A01!.loc!.hex).toBe('71K5');
  });

  it('B11: a rout never crosses a cliff hexside (the building K4 in reach across it for 2 x2 + 2 = 6 MF, out of reach round it)', () => {
    const hexes = { '71K4': { elevation: 2, terrain: 'stoneBuilding' } };
    const g = onTerrain(hexes, CLIFF).unit('A01', '71K5').unit('B01', '71K6').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect([...routes(g.game.ctx, g.state, g.state.units.A01!).keys()]).not.toContain('71K4');
    const open = onTerrain(hexes).unit('A01', '71K5').unit('B01', '71K6').playing({ phase: 'AFPh', attacker: 'A' });
    open.state.units.A01!.status.broken = true;
    expect([...routes(open.game.ctx, open.state, open.state.units.A01!).keys()]).toContain('71K4'); // the control: no cliff, in reach
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // to the RtPh
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71K4' })).toMatchObject({ ok: false });
    expect(g.state.units.A01!.loc!.hex).toBe('71K5');
  });
});
