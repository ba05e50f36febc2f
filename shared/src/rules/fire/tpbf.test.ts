// A7.21 TPBF: "On those rare instances when fire attacks are allowed vs units in the same Location as
// the attacker ... the FP of the attacking unit is tripled"; ADJACENT fire is doubled (PBF). Scenario
// units: A01 a 6-2-8; B01 a 4-6-7. 71D* is open ground.
import { given } from '../../testing/scenarioBuilder';

const fireEvent = (hexB: string) => {
  const g = given('sewer-infiltration').unit('B01', hexB).unit('A01', '71D6').unit('A02', '71P2').playing({ phase: 'DFPh', attacker: 'A' });
  g.dice([6, 6, 6, 6]); // Original DR 12: no effect; the FP and column are under test
  const r = g.when('B', { type: 'fire', firers: ['B01'], target: '71D6' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g.events.find((e) => e.type === 'fire')!;
};

describe('A7.21 TPBF', () => {
  it('A7.21: a 4-6-7 firing into its own Location fires 12 FP on the 12 column (tripled, not the doubled 8)', () => {
    expect(fireEvent('71D6').data).toMatchObject({
      fp: 12,
      column: 12,
      fpBreakdown: [{ unit: 'B01', base: 4, factors: [{ name: 'TPBF (same Location)', times: 3, rule: 'A7.21' }], fp: 12 }],
    });
  });

  it('A7.21: the same 4-6-7 one hex away is PBF: doubled to 8 FP on the 8 column', () => {
    expect(fireEvent('71D7').data).toMatchObject({
      fp: 8,
      column: 8,
      fpBreakdown: [{ unit: 'B01', base: 4, factors: [{ name: 'Point Blank Fire (ADJACENT)', times: 2, rule: 'A7.21' }], fp: 8 }],
    });
  });
});
