// The First Fire counter in the views (A8.1: a unit that used Defensive First Fire is marked First
// Fire): on a unit the viewer sees; never on a "?" (it would tell that the unit beneath fired).
import { onTerrain } from '../../testing/scenarioBuilder';

/** A01 moves from K7 into K8; B01 in K4 answers with Defensive First Fire (A8.1). */
const fired = () => {
  const g = onTerrain().unit('A01', '71K7').unit('B01', '71K4');
  for (const id of Object.keys(g.state.units)) if (id !== 'A01' && id !== 'B01') g.state.units[id]!.loc = null;
  g.playing({ phase: 'MPh', attacker: 'A' });
  expect(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }).ok).toBe(true);
  g.dice([6, 6, 6, 6]);
  expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
  return g;
};

describe('A8.1 the First Fire counter', () => {
  it('goes on the unit that used Defensive First Fire, for both seats and spectators', () => {
    const g = fired();
    for (const viewer of ['A', 'B'] as const) expect(g.view(viewer).modules.fire?.marks).toEqual({ B01: 'firstFire' });
    expect(g.view('public').modules.fire?.marks).toEqual({ B01: 'firstFire' });
  });

  it('is not shown to the other side on a unit under a "?"', () => {
    const g = fired();
    g.state.units.B01!.status.concealed = true;
    expect(g.view('B').modules.fire?.marks).toEqual({ B01: 'firstFire' });
    expect(g.view('A').modules.fire?.marks).toBeUndefined();
    expect(g.view('public').modules.fire?.marks).toBeUndefined();
  });
});
