// Fire legal() reads LOS from tables kept per compiled map and shared by every match on it
// (rules/core/sight.ts `losBetween`, map/los.ts). A map change during play (engine/mapChanges.ts: here a
// probe module grows woods between firer and target) is another compiled map: the targets offered
// follow it both ways, and a match on the printed map is not touched by another match's change.
import { given } from '../../testing/scenarioBuilder';
import { ruleset } from '../../rulesets/index';
import type { RuleModule, Ruleset } from '../../engine/module';

const asl = ruleset('asl');
// A6.2: woods are an obstacle to LOS between two ground-level units on level ground
const woods: RuleModule = {
  id: 'grove',
  rules: ['T5'],
  init: () => ({ on: false }),
  mapChanges: (_ctx, state) =>
    (state.modules.grove as { on: boolean }).on ? { key: 'grove', hexes: { '71O4': { terrain: 'woods' } } } : undefined,
};
const withGrove: Ruleset = { ...asl, modules: [...asl.modules, woods] };

function prepFireScene() {
  return given('sewer-infiltration', withGrove).unit('A01', '71O2').unit('B01', '71O6').playing({ phase: 'PFPh', attacker: 'A' });
}

const targets = (g: ReturnType<typeof prepFireScene>) =>
  (g.game.legal(g.state, 'A').find((l) => l.type === 'fire')?.choices?.targets as string[] | undefined) ?? [];

describe('fire legal(): LOS tables per compiled map (A6.2)', () => {
  it('a map change that blocks the LOS removes the target, and lifting it brings it back', () => {
    const g = prepFireScene();
    expect(targets(g)).toEqual(['71O6']);
    (g.state.modules.grove as { on: boolean }).on = true;
    g.state = { ...g.state }; // a new state: legal() is asked afresh
    expect(targets(g)).toEqual([]);
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71O6' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ILLEGAL_COMMAND', rule: 'A7.22' }),
    });
    (g.state.modules.grove as { on: boolean }).on = false;
    g.state = { ...g.state };
    expect(targets(g)).toEqual(['71O6']);
  });

  it("another match's change leaves a match on the printed map with its LOS", () => {
    const changed = prepFireScene();
    (changed.state.modules.grove as { on: boolean }).on = true;
    changed.state = { ...changed.state };
    expect(targets(changed)).toEqual([]);
    expect(targets(prepFireScene())).toEqual(['71O6']);
  });
});
