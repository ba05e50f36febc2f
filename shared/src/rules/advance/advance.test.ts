import { given } from '../../testing/scenarioBuilder';
import { killNumber } from '../closeCombat/closeCombat';

describe('A4.7 the Advance Phase', () => {
  it('A4.7: a Good Order unit advances once into an adjacent hex, even one holding enemy units; pinned units may not', () => {
    const g = given('sewer-infiltration').unit('A01', '71O3').unit('A02', '71O3').unit('B01', '71P2', { concealed: true }).playing({ phase: 'APh', attacker: 'A' });
    g.state.units.A02!.status.pinned = true;
    expect(g.when('A', { type: 'advance', units: ['A02'], to: '71P2' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'A4.7' }) });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71P2' }).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71P2');
    expect(g.state.units.B01!.status.concealed).toBe(true); // revealed only by the Close Combat
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71P3' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_COMMAND' }) });
  });
  it('A4.7: not across a Water Obstacle, and only the ATTACKER in the APh', () => {
    const g = given('sewer-infiltration').unit('A01', '71EE6').unit('B01', '71P2').playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71FF6' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_LOCATION' }) });
    expect(g.when('B', { type: 'advance', units: ['B01'], to: '71P3' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_TURN' }) });
  });
});

describe('A11 Close Combat', () => {
  it('A11.11: the odds give the Kill Number (default table to confirm)', () => {
    expect([killNumber(4, 4), killNumber(8, 4), killNumber(12, 4), killNumber(6, 4), killNumber(4, 8), killNumber(1, 10)]).toEqual([6, 8, 9, 7, 5, 0]);
  });
  it('A11.11/A11.12: as the CCPh ends both sides attack at once; a DR at or under the Kill Number eliminates; concealed units are revealed first', () => {
    const g = given('sewer-infiltration').unit('A01', '71P2').unit('B01', '71P2', { concealed: true }).unit('B02', '71Q8').playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([2, 3, 6, 6]); // A: 6 FP vs 4: 3:2 -> 7; DR 5 kills B01. B: 4 vs 6 -> 1:2 -> 5; DR 12 misses
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.units.B01!.eliminated).toBe(true);
    expect(g.state.units.A01!.eliminated).toBe(false);
    expect(g.events.find((e) => e.type === 'concealmentLost')).toMatchObject({ data: { unit: 'B01' } });
    expect(g.events.find((e) => e.type === 'closeCombat')).toMatchObject({ audience: 'all', data: { hex: '71P2', melee: false } });
  });
  it('A11.15: when both survive they are in Melee, and the hex is Controlled by neither (A26)', () => {
    const g = given('sewer-infiltration').unit('A01', '71P2').unit('B01', '71P2').unit('B02', '71Q8').playing({ phase: 'CCPh', attacker: 'A' });
    g.dice([6, 6, 6, 6]);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'closeCombat')?.data.melee).toBe(true);
  });
});
