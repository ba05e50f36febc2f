// A9.1, A9.11: a SW MG fires with its possessor (in its Location, by its own FP and range), alone or
// with it; what firing it costs the possessor's Inherent FP.
import { given, ok } from '../../testing/scenarioBuilder';
import { firersAt, fires, lastFire, scene } from '../../testing/mgScene';

describe('A9.1 a SW MG fires with its possessor', () => {
  it('A9.1: the legal fire entry of the possessor names the LMG as a firer and in its label', () => {
    const g = scene();
    const legal = g.game.legal(g.state, 'B');
    expect(firersAt(legal, '72J3')).toEqual(expect.arrayContaining(['B01', 'B06']));
    expect(fires(legal).find((l) => l.label.startsWith('Prep Fire from 72J5'))?.label).toBe('Prep Fire from 72J5 (with LMG)');
  });

  it('A9.1: an unpossessed MG does not fire; nor one whose possessor is broken', () => {
    const g = scene();
    g.state.units.B01!.carries = [];
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B06');
    g.state.units.B01!.carries = ['B06'];
    g.state.units.B01!.status.broken = true;
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B06');
  });

  it('A9.1, A9.11: a squad fires its LMG with its Inherent FP: 4 + 3 FP, the LMG at its own FP', () => {
    const g = scene().dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B01', 'B06'], target: '72J3' }));
    const e = lastFire(g.events);
    expect(e.data.fp).toBe(7);
    expect(e.data.fpBreakdown.find((b) => b.unit === 'B06')).toMatchObject({ base: 3, fp: 3 });
  });

  it("A9.1: the LMG fires alone from its possessor's Location: its 3 FP, tripled TPBF in that Location (A7.21)", () => {
    const g = scene();
    ok(g.dice([6, 5]).when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(lastFire(g.events).data.fp).toBe(3);
    g.state.units.A01!.loc = { hex: '72J5', place: 'ground', level: 0 };
    const h = scene();
    h.state.units.A01!.loc = { hex: '72J5', place: 'ground', level: 0 };
    ok(h.dice([6, 5]).when('B', { type: 'fire', firers: ['B06'], target: '72J5' }));
    expect(lastFire(h.events).data.fp).toBe(9);
  });

  it('A9.11: a squad firing one SW MG keeps its Inherent FP for the rest of the Player Turn', () => {
    const g = scene().dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).toContain('B01');
  });

  it('A9.11: a half-squad firing a SW MG with its own FP forfeits it (0), and after the attack fires it no more this Player Turn', () => {
    const g = scene(undefined, { B04: ['B06'] });
    g.dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B04', 'B06'], target: '72J3' }));
    const e = lastFire(g.events);
    expect(e.data.fpBreakdown.find((b) => b.unit === 'B04')).toMatchObject({ fp: 0 });
    expect(e.data.fp).toBe(3);
  });

  it('A9.11: a half-squad that fired its SW MG alone may not fire its Inherent FP afterwards in that Player Turn', () => {
    const g = scene(undefined, { B04: ['B06'] });
    g.dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B04');
    expect(g.when('B', { type: 'fire', firers: ['B04'], target: '72J3' }).ok).toBe(false);
  });

  it('A9.11: a squad firing two SW MG forfeits its Inherent FP in that attack', () => {
    const g = scene(
      (s) => {
        (s.oob as { B: unknown[] }).B.push({ type: 'mmg', count: 1 });
      },
      { B01: ['B06', 'B08'] },
    );
    const mmg = 'B08';
    g.dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B01', 'B06', mmg], target: '72J3' }));
    const e = lastFire(g.events);
    expect(e.data.fpBreakdown.find((b) => b.unit === 'B01')).toMatchObject({ fp: 0 });
    expect(e.data.fp).toBe(3 + 5);
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B01');
  });

  it('A7.5, A9.1: the MG joins a Fire Group with the units of an ADJACENT Location', () => {
    const g = scene();
    const group = g.game.legal(g.state, 'B').find((l) => l.type === 'fire' && (l.choices as { group?: boolean }).group);
    expect((group!.choices as { byTarget: Record<string, string[]> }).byTarget['72J3']).toEqual(['B01', 'B04', 'B06']);
    ok(g.dice([6, 5]).when('B', { type: 'fire', firers: ['B01', 'B04', 'B06'], target: '72J3' }));
    expect(lastFire(g.events).data.fp).toBe(4 + 2 + 3);
  });

  it('A8.1, A9.1: the DEFENDER answers Defensive First Fire with the MG alone, its possessor keeping its own fire', () => {
    const g = given('hamlet-line').unit('B01', '72J5').unit('A01', '72J3');
    g.state.units.B01!.carries = ['B06'];
    g.playing({ phase: 'MPh', attacker: 'A' });
    ok(g.when('A', { type: 'move', units: ['A01'], to: '72J4' }));
    const entry = g.game.legal(g.state, 'B').find((l) => l.type === 'defensiveFire');
    expect((entry!.choices as { firers: string[] }).firers).toEqual(expect.arrayContaining(['B01', 'B06']));
    ok(g.dice([6, 5, 6, 6, 6, 6]).when('B', { type: 'defensiveFire', firers: ['B06'] }));
    expect(lastFire(g.events).data.fpBreakdown.map((b) => b.unit)).toEqual(['B06']);
  });
});
