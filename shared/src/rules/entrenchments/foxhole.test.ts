// B27.13: a unit beneath a foxhole is in the same Location as those on top of it for everything but
// Recovery and TEM: stacking, Close Combat, Leader Loss checks, fire direction (`sameLocation` in the
// core and the modules); TEM tells them apart (tem.test.ts). Weapon Recovery (A4.44) is not built.
// Also the views: a "?" beneath the counter is a marker of its own. Board 71, a 2S foxhole in K8.
import { fortifiedScene } from '../../testing/fortifiedScene';
import { given, type Given } from '../../testing/scenarioBuilder';
import type { Location } from '../../units/location';
import { stackIn } from '../../units/stacking';

const beneath = (hex: string): Location => ({ hex, place: 'ground', level: 0, position: 'beneath' });

function scene(): Given {
  return fortifiedScene([{ kind: 'foxhole', hex: '71K8', side: 'B', squads: 2 }]);
}

const rollsOf = (g: Given, rule: string) => g.events.filter((e) => e.type === 'roll' && e.data.rule === rule);

describe('B27.13 beneath a foxhole: the same Location but for Recovery and TEM', () => {
  it('B27.13, B27.1: stacking counts the units beneath with those on top ("does not alter the normal stacking capacity")', () => {
    const g = scene().unit('B01', beneath('71K8')).unit('B02', beneath('71K8')).unit('B03', '71K8').playing();
    expect(stackIn(g.state, { hex: '71K8', place: 'ground', level: 0 }, 'B')).toEqual({ squads: 3, smc: 0 });
    expect(stackIn(g.state, beneath('71K8'), 'B')).toEqual({ squads: 3, smc: 0 });
  });

  it('B27.13: a unit beneath and an enemy on top of the counter are in Close Combat together', () => {
    const g = scene().unit('A01', '71K8').unit('B01', beneath('71K8')).unit('B02', '71Q8').playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([6, 6, 6, 6]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'closeCombat')).toMatchObject({ data: { hex: '71K8' } });
    expect(rollsOf(g, 'A11.11')).toHaveLength(2);
  });

  it('B27.13: a leader beneath who breaks costs the units on top a LLTC (A10.2)', () => {
    // A01 + A02 (12 FP) at K8 from K6, an Original 6: a 2MC for B01 on top, a 1MC (8) for the 9-1 beneath
    const g = scene()
      .unit('A01', '71K6')
      .unit('A02', '71K6')
      .unit('B01', '71K8')
      .unit('B04', beneath('71K8'))
      .playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([3, 3, 1, 1, 5, 5, 1, 1]);
    expect(g.when('A', { type: 'fire', firers: ['A01', 'A02'], target: '71K8' }).ok).toBe(true);
    expect(g.state.units.B04!.status.broken).toBe(true);
    expect(rollsOf(g, 'A10.2').map((e) => e.data.purpose)).toEqual([expect.stringContaining('LLTC for B01 (leader B04 broke)')]);
  });

  it('B27.13: a leader beneath directs the fire of units on top of the counter (A7.53)', () => {
    const g = given(
      'sewer-infiltration',
      'asl',
      (doc) => {
        doc.rules = { ...(doc.rules as object), fortifications: [{ kind: 'foxhole', hex: '71K5', side: 'A' }] };
      },
      (m) => {
        m.hexes = {};
        m.hexsides = [];
      },
    )
      .unit('A04', '71K5')
      .unit('A06', beneath('71K5'))
      .unit('B01', '71K8')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([3, 3, 6, 6]);
    expect(g.when('A', { type: 'fire', firers: ['A04'], target: '71K8' }).ok).toBe(true);
    expect(rollsOf(g, 'A7.3')[0]!.data.modifiers).toEqual([{ name: 'leader A06', value: -1, rule: 'A7.53' }]);
  });

  it('B27.1: the opponent sees a "?" beneath the counter apart from one on top (two stacks), never which units', () => {
    const g = scene().unit('B01', beneath('71K8'), { concealed: true }).unit('B02', '71K8', { concealed: true }).playing();
    expect(g.view('A').markers).toEqual([
      { id: '?B@71K8/ground/0', side: 'B', kind: 'concealed', loc: { hex: '71K8', place: 'ground', level: 0 } },
      { id: '?B@71K8/ground/0/beneath', side: 'B', kind: 'concealed', loc: beneath('71K8') },
    ]);
    expect(g.view('A').units.filter((u) => u.side === 'B')).toEqual([]);
  });
});
