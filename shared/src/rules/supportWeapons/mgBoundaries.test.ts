// A9.1, A9.11 at their boundaries (mg.ts), each test written against a mutant that survived the rule tests.
// The MG scene (testing/mgScene.ts): B01 (4-6-7) with the LMG B06 in 72J5, B04 (2-4-8) in 72J6, the
// Russian A01 in 72J3; the German 9-1 leader B05 and a DC (B08) where a test adds them.
import { firersAt, lastFire, scene } from '../../testing/mgScene';
import { given, ok } from '../../testing/scenarioBuilder';
import { fireAs, unitConditions } from './mg';
import { sw } from './state';

describe('A9.1: which SW fires as a MG', () => {
  it('A9.12 is not built: a MG possessed by a leader (a SMC) does not fire; given to a squad it does', () => {
    const g = given('hamlet-line').unit('B01', '72J5').unit('B05', '72J5').unit('A01', '72J3');
    g.state.units.B05!.carries = ['B06'];
    g.playing({ phase: 'PFPh', attacker: 'B' });
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B06');
    expect(fireAs(g.game.ctx, g.state, g.state.units.B06!)).toBeUndefined();
    g.state.units.B05!.carries = [];
    g.state.units.B01!.carries = ['B06'];
    expect(fireAs(g.game.ctx, g.state, g.state.units.B06!)).toEqual({ possessor: g.state.units.B01, rule: 'A9.11' });
  });

  it('A9.1: a SW that is no MG (a DC) carried by a squad does not fire as one', () => {
    const g = scene((s) => (s.oob as { B: unknown[] }).B.push({ type: 'dc', count: 1 }), { B01: ['B06', 'B08'] });
    expect(g.state.units.B08!.type).toBe('dc');
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B08');
    expect(fireAs(g.game.ctx, g.state, g.state.units.B08!)).toBeUndefined();
  });
});

describe('A9.11: what firing SW MG costs the possessor', () => {
  it('A9.11: the forfeited Inherent FP is named in the attack: a half-squad firing a SW MG', () => {
    const g = scene(undefined, { B04: ['B06'] }).dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B04', 'B06'], target: '72J3' }));
    const b04 = lastFire(g.events).data.fpBreakdown.find((b) => b.unit === 'B04') as unknown as { factors: unknown[] };
    expect(b04.factors).toContainEqual({ name: 'Inherent FP forfeited (a half-squad or crew firing a SW MG)', times: 0, rule: 'A9.11' });
  });

  it('A9.11: a squad firing two SW MG', () => {
    const g = scene((s) => (s.oob as { B: unknown[] }).B.push({ type: 'mmg', count: 1 }), { B01: ['B06', 'B08'] }).dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B01', 'B06', 'B08'], target: '72J3' }));
    const b01 = lastFire(g.events).data.fpBreakdown.find((b) => b.unit === 'B01') as unknown as { factors: unknown[] };
    expect(b01.factors).toContainEqual({ name: 'Inherent FP forfeited (a squad firing two SW MG)', times: 0, rule: 'A9.11' });
  });

  it('A9.11: the condition a MMC keeps for the Player Turn: a half-squad after one MG, a squad after two, never a squad after one', () => {
    const g = given('hamlet-line').unit('B01', '72J5').unit('B04', '72J6').unit('B05', '72J5').unit('A01', '72J3');
    g.playing({ phase: 'PFPh', attacker: 'B' });
    const ctx = g.game.ctx;
    sw(g.state).firedBy = { B04: ['B06'], B01: ['B06'] };
    expect(unitConditions(ctx, g.state, g.state.units.B04!)).toEqual([
      { kind: 'noInherentFire', reason: 'B04 fired SW MG this Player Turn: its Inherent FP is forfeited', rule: 'A9.11' },
    ]);
    expect(unitConditions(ctx, g.state, g.state.units.B01!)).toEqual([]);
    sw(g.state).firedBy = { B01: ['B06', 'B08'] };
    expect(unitConditions(ctx, g.state, g.state.units.B01!)).toHaveLength(1);
    expect(unitConditions(ctx, g.state, g.state.units.B04!)).toEqual([]);
    // A9.12 (not built: a SMC's MG does not fire here) ties no Inherent FP of a SMC to its MG
    sw(g.state).firedBy = { B05: ['B06'] };
    expect(unitConditions(ctx, g.state, g.state.units.B05!)).toEqual([]);
  });
});
