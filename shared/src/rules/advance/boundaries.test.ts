// Boundary tests found by mutation testing (npm run mutate -- advance): who may advance (A4.7).
import { given } from '../../testing/scenarioBuilder';

describe('A4.7: which units may advance', () => {
  it('A4.7: a dummy stack ("?") advances like Infantry; a unit in a sewer Location does not advance by the APh advance (B8.4 moves it)', () => {
    const g = given('sewer-infiltration')
      .unit('A07', '71O3', { concealed: true })
      .unit('A01', { hex: '71O3', place: 'sewer', level: -1 })
      .unit('B01', '71Z9')
      .playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71P2' })).toMatchObject({ ok: false });
    expect(g.when('A', { type: 'advance', units: ['A07'], to: '71P2' }).ok).toBe(true);
    expect(g.state.units.A07!.loc).toMatchObject({ hex: '71P2', place: 'ground' });
  });
});
