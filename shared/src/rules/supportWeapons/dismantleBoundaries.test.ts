// A9.8 dismantling and assembly at their boundaries (dismantle.ts), each test written against a mutant
// that survived the rule tests. sewer-infiltration with two MMG (A09, A10) and a LMG (A11) added to the
// Soviet OOB; A01 (4-4-7) carries them in 71A1, in the Soviet PFPh.
import { given, ok, type Given } from '../../testing/scenarioBuilder';
import { activity, readActivity } from '../core/activity';

const withSw = () =>
  given('sewer-infiltration', 'asl', (s) => {
    (s.oob as { A: unknown[] }).A.push({ type: 'mmg', count: 2 }, { type: 'lmg', count: 1 });
  });

function pfph(carries: string[]): Given {
  const g = withSw().unit('A01', '71A1').unit('B01', '71Z10');
  g.state.units.A01!.carries = carries;
  return g.playing({ phase: 'PFPh', attacker: 'A' });
}

const entries = (g: Given, type: string) => g.game.legal(g.state, 'A').filter((l) => l.type === type);

describe('A9.8 boundaries', () => {
  it('A9.8: the entries name the MG by type and id, sorted by id whatever the order of the units', () => {
    const g = pfph(['A10', 'A09']);
    const a09 = g.state.units.A09!;
    delete g.state.units.A09;
    g.state.units.A09 = a09; // now after A10 in the state's order
    expect(entries(g, 'dismantleMg').map((l) => [l.label, l.rule])).toEqual([
      ['Dismantle MMG (A09)', 'A9.8'],
      ['Dismantle MMG (A10)', 'A9.8'],
    ]);
    ok(g.when('A', { type: 'dismantleMg', unit: 'A09' }));
    g.state.phase = 'PFPh';
    delete activity(g.state).fired.A09;
    expect(entries(g, 'assembleMg').map((l) => l.label)).toEqual(['Assemble MMG (A09)']);
  });

  it('A9.8 (our reading): a MG that fired this phase may not be dismantled', () => {
    const g = pfph(['A09']);
    activity(g.state).fired.A09 = 'prep';
    expect(entries(g, 'dismantleMg')).toEqual([]);
    expect(g.when('A', { type: 'dismantleMg', unit: 'A09' }).ok).toBe(false);
  });

  it('A9.8: a LMG has no dm side: refused as such', () => {
    const g = pfph(['A11']);
    expect(g.when('A', { type: 'dismantleMg', unit: 'A11' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_COMMAND', message: 'A11 has no dm side', rule: 'A9.8' },
    });
  });

  it('A9.8: dismantled in setup, the MG takes no fire marker (it is no use in a phase)', () => {
    const g = withSw().unit('A01', '71A1');
    g.state.units.A01!.carries = ['A09'];
    ok(g.when('A', { type: 'dismantleMg', unit: 'A09' }));
    expect(readActivity(g.state).fired.A09).toBeUndefined();
  });

  it("A9.8: a MG of A's possessed by a unit of the other side is not A's to dismantle", () => {
    const g = pfph(['A09']);
    expect(entries(g, 'dismantleMg')).toHaveLength(1);
    g.state.units.A01!.carries = [];
    g.state.units.B01!.carries = ['A09'];
    expect(entries(g, 'dismantleMg')).toEqual([]);
  });
});
