// A4.7: what the advance entry offers and what a refused advance says, at its edges: the entry's label,
// rule and units; dummies advance like a real stack (A12.11: "may be moved as if it contains a real unit");
// the refusals name their rule (A4.7, A5.1) and their reason. On board 71 with the tests' own terrain.
import { type given, onTerrain } from '../../testing/scenarioBuilder';

type G = ReturnType<typeof given>;
const aph = (g: G) => g.playing({ phase: 'APh', attacker: 'A' });
const entries = (g: G) => g.game.legal(g.state, 'A').filter((l) => l.type === 'advance');

describe('A4.7 the advance entry and its refusals', () => {
  it('A4.7: one entry per stack, "Advance from <hex>", rule A4.7, its units and the hexes around', () => {
    const g = aph(onTerrain().unit('A01', '71K5').unit('A02', '71K5').unit('B01', '71Z10'));
    const [e, ...rest] = entries(g);
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'advance',
      label: 'Advance from 71K5',
      rule: 'A4.7',
      choices: { units: ['A01', 'A02'], from: '71K5' },
    });
    expect((e!.choices!.to as string[]).sort()).toEqual(['71J4', '71J5', '71K4', '71K6', '71L4', '71L5'].sort());
    expect(e!.choices).not.toHaveProperty('positions');
    expect(e!.choices).not.toHaveProperty('fromPosition');
  });

  it('A12.11: a Dummy stack advances as if it held a real unit', () => {
    const g = aph(onTerrain().unit('A07', '71K5').unit('B01', '71Z10'));
    expect(g.state.units.A07!.kind).toBe('dummy');
    expect(entries(g).flatMap((l) => l.choices!.units as string[])).toEqual(['A07']);
    expect(g.when('A', { type: 'advance', units: ['A07'], to: '71K4' }).ok).toBe(true);
    expect(g.state.units.A07!.loc!.hex).toBe('71K4');
  });

  it('A4.7: the refusals say why: a pinned unit, a hex not ADJACENT, an overstacked Location (A5.1)', () => {
    const g = aph(
      onTerrain().unit('A01', '71K5').unit('A02', '71K5').unit('A03', '71K4').unit('A04', '71K4').unit('A05', '71K4').unit('B01', '71Z10'),
    );
    g.state.units.A02!.status.pinned = true;
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71K6' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_COMMAND',
        message: expect.stringContaining('cannot advance (broken, pinned or already advanced)'),
        rule: 'A4.7',
      },
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71K2' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_LOCATION',
        message: '71K2 is not an ADJACENT Location that can be entered: 71K2 is not ADJACENT to 71K5',
        rule: 'A4.1',
      },
    });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71K4' })).toMatchObject({
      ok: false,
      error: { code: 'OVERSTACKED', message: '71K4 would be overstacked', rule: 'A5.1' },
    });
    expect(entries(g).find((l) => (l.choices!.units as string[]).includes('A01'))!.choices!.to).not.toContain('71K4');
  });

  it('A4.72: a refusal into Difficult Terrain by a CX unit names the unit and the rule', () => {
    const g = aph(
      onTerrain({ '71K6': { terrain: 'woods', elevation: 1 } })
        .unit('A01', '71K5')
        .unit('B01', '71Z10'),
    );
    g.state.units.A01!.status.cx = true;
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71K6' })).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_LOCATION',
        message: '71K6 is not an ADJACENT Location that can be entered: A01 is already CX and cannot advance into Difficult Terrain',
        rule: 'A4.72',
      },
    });
  });
});
