// A9.2 Multiple ROF and A21.12 at their boundaries (dice.ts), each test written against a mutant that
// survived the rule tests. The MG scene (testing/mgScene.ts): B01 (4-6-7) with the LMG B06 in 72J5,
// the Russian A01 in 72J3, in the Germans' PFPh.
import { ruleset } from '../../rulesets/index';
import { firersAt, scene } from '../../testing/mgScene';
import { ok } from '../../testing/scenarioBuilder';

const rofEvents = (events: readonly { type: string; data?: unknown }[]) =>
  events.filter((e) => e.type === 'multipleRof').map((e) => e.data as Record<string, unknown>);

describe('A9.2, A9.11: a MG fired again by its Multiple ROF', () => {
  it('A9.11: a squad firing its one LMG twice by Multiple ROF still fires one SW MG: its Inherent FP is kept', () => {
    const g = scene().dice([1, 6, 6, 5]); // colored dr 1 <= ROF 1: kept; the second attack DR 11, colored 6
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(rofEvents(g.events).map((d) => d.kept)).toEqual([true, false]);
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).toContain('B01');
  });
});

describe('A21.12: a captured MG reduces its Multiple ROF', () => {
  it('A21.12: never below none: a captured LMG (ROF 1) reduced by 3 has ROF 0', () => {
    const g = scene(undefined, undefined, ruleset('asl', { capturedRof: 3 })).dice([1, 5, 6, 6, 6, 6]);
    g.state.modules.supportWeapons = { firedBy: {}, rofKept: {}, malfunctioned: {}, captured: { B06: 'A' } };
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(rofEvents(g.events).at(-1)).toMatchObject({ colored: 1, rof: 0, kept: false, captured: true });
  });
});
