import { given } from '../../testing/scenarioBuilder';
import { controller } from './victory';

describe('A26 Control', () => {
  it('A26.2: at the start the side setting up around an objective Controls it', () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71A10').playing();
    expect(controller(g.game.ctx, g.state, '71P2')).toBe('B');
  });
  it('A26.11: Control gained by sole Good Order occupancy is kept after the units leave, until the enemy takes it', () => {
    const g = given('sewer-infiltration').unit('A01', '71P3').unit('B01', '71A10').playing({ phase: 'APh', attacker: 'A' });
    expect(g.when('A', { type: 'advance', units: ['A01'], to: '71P2' }).ok).toBe(true);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true); // APh -> CCPh: A alone in P2
    expect(controller(g.game.ctx, g.state, '71P2')).toBe('A');
    g.state.units.A01!.loc = { hex: '71P4', place: 'ground', level: 0 };
    expect(controller(g.game.ctx, g.state, '71P2')).toBe('A');
    // a broken unit does not take Control
    g.state.units.B01!.loc = { hex: '71P2', place: 'ground', level: 0 };
    g.state.units.B01!.status.broken = true;
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(controller(g.game.ctx, g.state, '71P2')).toBe('A');
  });
  it("A26: Control is never in a side's view during play (it could show where a concealed unit went)", () => {
    const g = given('sewer-infiltration').unit('A01', '71A1').unit('B01', '71A10').playing();
    expect(JSON.stringify(g.view('A').modules)).not.toContain('71P2');
    expect(JSON.stringify(g.view('public').modules)).not.toContain('71P2');
  });
});
