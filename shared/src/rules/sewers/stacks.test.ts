// B8.41 stacks that end the MPh in one Sewer Location combine; B8.45 broken or berserk units in a sewer
// are eliminated (stacks.ts, issue #33 mutation testing: each case fails with the mutant applied by hand).
import { sewerStackIn } from '../../testing/sewerStacks';
import { given, type Given } from '../../testing/scenarioBuilder';
import { readSewers } from './sewerState';

const stack = sewerStackIn;
/** A's MPh with A01, A02 (and B01 far off), `place` putting the stacks; then the MPh ends. */
function mphEnds(place: (g: Given) => void): Given {
  const g = given('sewer-infiltration').unit('A01', '71A10').unit('A02', '71A10').unit('B01', '71Z1');
  g.playing({ phase: 'MPh', attacker: 'A' });
  place(g);
  g.dice(Array(8).fill(3));
  expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
  return g;
}

describe('B8.41 stacks ending the MPh in one Sewer Location combine', () => {
  it('B8.41: "Lost ?" if either was; entered in the later turn; left Encircled only if that later part did', () => {
    const g = mphEnds((x) => {
      stack(x, 'S1', 'A', '71F8', ['A01'], { enteredTurn: 1 });
      stack(x, 'S2', 'A', '71F8', ['A02'], { lost: true, enteredTurn: 3, leftEncircled: true });
    });
    expect(readSewers(g.state).stacks.S1).toMatchObject({ units: ['A01', 'A02'], lost: true, enteredTurn: 3, leftEncircled: true });
  });
  it('B8.41: a part that left an Encircled Location in an earlier turn than the other entered does not make the stack so', () => {
    const g = mphEnds((x) => {
      stack(x, 'S1', 'A', '71F8', ['A01'], { enteredTurn: 3 });
      stack(x, 'S2', 'A', '71F8', ['A02'], { enteredTurn: 1, leftEncircled: true });
    });
    expect(readSewers(g.state).stacks.S1).toMatchObject({ lost: false, enteredTurn: 3, leftEncircled: false });
  });
  it('B8.41: a stack alone in its Sewer Location combines with nothing (no event)', () => {
    const g = mphEnds((x) => stack(x, 'S1', 'A', '71F8', ['A01']));
    expect(g.events.filter((e) => e.type === 'sewerStacksCombined')).toEqual([]);
    expect(Object.keys(readSewers(g.state).stacks)).toEqual(['S1']);
  });
});

describe('B8.45 broken or berserk units in a sewer are eliminated', () => {
  it('B8.45: a berserk unit in a sewer is eliminated; its emptied stack is removed, all told only where the counter was', () => {
    const g = mphEnds((x) => {
      stack(x, 'S1', 'A', '71F8', ['A01']);
      x.state.units.A01!.status.berserk = true;
    });
    expect(g.state.units.A01!.eliminated).toBe(true);
    expect(g.events.filter((e) => e.type === 'sewerStackRemoved')).toEqual([
      { type: 'sewerStackRemoved', audience: 'all', data: { stack: 'S1', hex: '71F8', rule: 'B8.45' } },
    ]);
  });
});

describe('B8.5 a Sewer Location rubbled by a DC', () => {
  /** B01 carries a DC onto the manhole at N5 above A's S1 (A02, A03); A's S2 (A04) is beneath F8. */
  function dcAbove(): Given {
    const g = given('sewer-infiltration', 'asl', (d) => (d.oob as { B: unknown[] }).B.push({ type: 'dc', count: 1 }))
      .unit('A01', '71A1')
      .unit('A02', '71A1')
      .unit('A03', '71A1')
      .unit('A04', '71A1')
      .unit('B01', '71N5');
    g.state.units.B01!.carries = ['B06'];
    g.playing({ phase: 'MPh', attacker: 'B' });
    stack(g, 'S1', 'A', '71N5', ['A02', 'A03']);
    stack(g, 'S2', 'A', '71F8', ['A04']);
    return g;
  }
  it('B8.5: only the units beneath the rubbled hex are eliminated, by B8.5; the hex is listed as rubbled', () => {
    const g = dcAbove();
    g.when('B', { type: 'placeDC', unit: 'B01', target: 'beneath' });
    g.when('A', { type: 'declineFire' });
    expect(g.when('B', { type: 'endPhase' }).ok).toBe(true); // MPh -> DFPh
    g.dice(Array(12).fill(1)); // the DC's DR 2: KIA; rubble dr 1
    expect(g.endPhase().ok).toBe(true);
    expect(g.state.units.A02!.eliminated && g.state.units.A03!.eliminated).toBe(true);
    expect(g.state.units.A04!.eliminated).toBe(false);
    expect(readSewers(g.state).stacks.S2).toBeDefined();
    expect(readSewers(g.state).rubbled).toEqual(['71N5']);
    expect(g.events.filter((e) => e.type === 'sewerStackRemoved')).toEqual([
      { type: 'sewerStackRemoved', audience: 'all', data: { stack: 'S1', hex: '71N5', rule: 'B8.5' } },
    ]);
  });
});
