// The snipers module's declaration (index.ts): the rules it implements and its invariant (A14.1).
import { given } from '../../testing/scenarioBuilder';
import { snipersModule } from './index';

describe('the snipers module', () => {
  it('implements A14.01, A14.1, A14.2, A14.21, A14.3 and A0.9 (docs/rules-coverage.md)', () => {
    expect(snipersModule.id).toBe('snipers');
    expect(snipersModule.rules).toEqual(['A14.01', 'A14.1', 'A14.2', 'A14.21', 'A14.3', 'A0.9']);
  });

  it('A14.1 invariant: a counter in play with a SAN < 2 is reported; SAN 2 in play, or SAN 1 removed, is not', () => {
    const g = given('sewer-infiltration');
    const check = (s: unknown) => {
      g.state.modules.snipers = s as never;
      return snipersModule.invariants!(g.game.ctx, g.state);
    };
    expect(check({ A: { san: 1, hex: '71D1' }, B: { san: 2, hex: '71D2' } })).toEqual([
      "A14.1: side A's Sniper counter is in play with SAN 1 < 2",
    ]);
    expect(check({ A: { san: 1, hex: null }, B: { san: 2, hex: '71D2' } })).toEqual([]);
    expect(check(undefined)).toEqual([]);
  });
});
