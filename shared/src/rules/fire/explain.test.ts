// The explanation each roll carries for the dice panel (protocol/events.ts `fire.fpBreakdown`,
// `roll.detail`): additive data that never changes a result. Scenario units: A01 a 6-2-8 (morale 8);
// B01/B02 4-6-7s, B04 a 9-1. 71P2 is a stone building (TEM +3), 71D* open ground.
import type { GameEvent } from '../../engine/events';
import { given } from '../../testing/scenarioBuilder';

const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'roll');

describe('roll explanations: FP breakdown, check target and outcome, CC odds', () => {
  it('A7.21 PBF from two 4-6-7s with a 9-1: base 4 + 4, each x2, 16 FP on the 16 column; leadership -1 (A7.53) in the DRM', () => {
    const g = given('sewer-infiltration')
      .unit('B01', '71D6')
      .unit('B02', '71D6')
      .unit('B04', '71D6')
      .unit('A01', '71D7')
      .unit('A02', '71P2')
      .playing({ phase: 'DFPh', attacker: 'A' });
    g.dice([6, 6, 6, 6]); // DR 12 - 1 = 11 on the 16 column: PTC (DR 12 > 8: pinned); the explanation is under test
    expect(g.when('B', { type: 'fire', firers: ['B01', 'B02'], target: '71D7' }).ok).toBe(true);
    const fire = g.events.find((e) => e.type === 'fire')!;
    const pbf = { name: 'Point Blank Fire (ADJACENT)', times: 2, rule: 'A7.21' };
    expect(fire).toMatchObject({
      audience: 'all',
      data: {
        fp: 16,
        column: 16,
        fpBreakdown: [
          { unit: 'B01', base: 4, factors: [pbf], fp: 8 },
          { unit: 'B02', base: 4, factors: [pbf], fp: 8 },
        ],
      },
    });
    const roll = rolls(g.events)[0]!;
    expect(roll.data.modifiers).toContainEqual(expect.objectContaining({ value: -1, rule: 'A7.53' }));
    expect(roll.data.detail).toEqual({ table: 'IFT', fp: 16, column: 16, target: '71D7', result: 'PTC' });
    expect(rolls(g.events)[1]!.data.detail).toEqual({ check: 'PTC', unit: 'A01', moraleLevel: 8, passed: false });
  });

  it('A7.22 long range halves; the breakdown says by how much and why', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71D4')
      .unit('B01', '71D7')
      .unit('B02', '71P2')
      .playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([6, 6]);
    g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' });
    expect(g.events.find((e) => e.type === 'fire')!.data.fpBreakdown).toEqual([
      { unit: 'A01', base: 6, factors: [{ name: 'long range (3 hexes, normal range 2)', times: 0.5, rule: 'A7.22' }], fp: 3 },
    ]);
  });

  it('A10.1: a MC names the Morale Level to beat and says passed; A7.8: Final DR equal to it passes (and pins); A10.3 above it fails', () => {
    // PBF 12 FP, DR 3 + TEM 3 = 6 on the 12 column: 2MC; MC DR 5 + 2 = 7 = morale 7
    const p = given('sewer-infiltration').unit('A01', '71O3').unit('B01', '71P2').playing({ phase: 'PFPh', attacker: 'A' });
    p.dice([1, 2, 2, 3]);
    p.when('A', { type: 'fire', firers: ['A01'], target: '71P2' });
    const mc = rolls(p.events)[1]!;
    expect(mc.data).toMatchObject({ final: 7, detail: { check: 'MC', unit: 'B01', moraleLevel: 7, passed: true } });
    expect(p.state.units.B01!.status.pinned).toBe(true);
    const f = given('sewer-infiltration').unit('A01', '71O3').unit('B01', '71P2').playing({ phase: 'PFPh', attacker: 'A' });
    f.dice([1, 2, 4, 3]); // MC DR 7 + 2 = 9 > 7
    f.when('A', { type: 'fire', firers: ['A01'], target: '71P2' });
    expect(rolls(f.events)[1]!.data).toMatchObject({ final: 9, detail: { check: 'MC', moraleLevel: 7, passed: false } });
    expect(f.state.units.B01!.status.broken).toBe(true);
  });

  it('A11.11: a CC attack names its FP, the defence FP, the odds column and the Kill Number (6 vs 4: 3-2, Kill Number 6)', () => {
    const g = given('sewer-infiltration')
      .unit('A01', '71A1')
      .unit('B01', '71A1')
      .unit('B02', '71Q8')
      .playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([6, 6, 6, 6]); // no Ambush in open ground (A11.4); both CC DR 12: no effect
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    const cc = rolls(g.events)
      .filter((e) => e.data.rule === 'A11.11')
      .map((e) => e.data.detail);
    // 4 to 6 is 1-2 rounded down in the defender's favour ("4 to 15 would be 1-4"): Kill Number 4
    expect(cc).toEqual([
      { table: 'CC', hex: '71A1', attackFp: 6, defenceFp: 4, odds: '3-2', killNumber: 6, vsConcealed: false, result: 'no effect' },
      { table: 'CC', hex: '71A1', attackFp: 4, defenceFp: 6, odds: '1-2', killNumber: 4, vsConcealed: false, result: 'no effect' },
    ]);
  });

  it("A10.6 Rally: passed against the broken side's Morale Level; A10.64 an Original 12 fails; with a concealed leader the explanation is the owner's alone (A12)", () => {
    const rally = (dice: number[], concealed = false) => {
      const g = given('sewer-infiltration').unit('B04', '71D7').unit('B01', '71D7').playing({ phase: 'RPh', attacker: 'B' });
      g.state.units.B01!.status.broken = true;
      g.state.units.B04!.status.concealed = concealed;
      g.dice(dice);
      expect(g.when('B', { type: 'rally', unit: 'B01', leader: 'B04' }).ok).toBe(true);
      return g;
    };
    const ok = rally([4, 4]); // 8 - 1 (the 9-1) = 7 <= 7
    expect(rolls(ok.events)[0]).toMatchObject({
      audience: 'all',
      data: { final: 7, detail: { check: 'Rally', unit: 'B01', moraleLevel: 7, passed: true } },
    });
    const twelve = rally([6, 6]);
    expect(rolls(twelve.events)[0]!.data.detail).toEqual({ check: 'Rally', unit: 'B01', moraleLevel: 7, passed: false });
    const hidden = rally([4, 4], true);
    expect(rolls(hidden.events).map((e) => [e.audience, (e.data.detail as { passed: boolean }).passed])).toEqual([['B', true]]);
    expect(hidden.events.filter((e) => e.audience !== 'B' && JSON.stringify(e.data).includes('moraleLevel'))).toEqual([]);
  });
});
