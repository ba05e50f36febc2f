import { given } from '../../testing/scenarioBuilder';

const toRtPh = (g: ReturnType<typeof given>) => g.when(g.state.attacker, { type: 'endPhase' }); // AFPh -> RtPh

describe('A10.5 the Rout Phase (the engine routs)', () => {
  it('A10.5: a broken unit ADJACENT to a Known enemy routs away, not closer to it (A10.51), toward cover', () => {
    const g = given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D5').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    const at = g.state.units.A01!.loc!.hex;
    expect(at).not.toBe('71D4');
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'B')).toMatchObject({ data: { units: ['A01'], from: '71D4', to: at, rule: 'A10.5' } });
  });
  it('A10.5: a broken unit in cover and out of reach stays; a Good Order one never routs', () => {
    const g = given('sewer-infiltration').unit('A01', '71B2').unit('A02', '71A1').unit('B01', '71P2').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71B2');
    expect(g.state.units.A02!.loc!.hex).toBe('71A1');
  });
  it('A10.5: only Known enemy units make a unit rout: a concealed one reveals nothing', () => {
    const g = given('sewer-infiltration').unit('A01', '71D4').unit('B01', '71D5', { concealed: true }).unit('B02', '71P2').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.loc!.hex).toBe('71D4');
  });
  it('A10.5: a unit that must rout and cannot is eliminated (Failure to Rout)', () => {
    // A01 in the canal-side hex EE6, enemies on both land sides
    const g = given('sewer-infiltration').unit('A01', '71EE7').unit('B01', '71EE6').unit('B02', '71DD7').unit('B03', '71DD8').unit('B04', '71EE8').playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    expect(toRtPh(g).ok).toBe(true);
    expect(g.state.units.A01!.eliminated).toBe(true);
  });
});
