// B8.41 the sewers part of each view (sewerView.ts, issue #33 mutation testing): "Sewer ?" and "Lost ?"
// counters are on the map for both sides; what is beneath (the units, the B8.42 Emergence result, whether
// the stack must still move) only for its owner, the replay, and everyone once the match has ended.
import { given, type Given } from '../../testing/scenarioBuilder';
import type { SewersView } from '../../protocol/moduleViews';

/** A's stack S1 ("Lost ?", A01 and the eliminated A02) beneath 71N5; B's S9 (B01, discovered) beneath 71N8; 71F8 rubbled (B8.5). */
function scene(): Given {
  const g = given('sewer-infiltration')
    .unit('A01', '71A10')
    .unit('A02', '71A10')
    .unit('B01', '71Z1')
    .playing({ phase: 'MPh', attacker: 'A' });
  const s = g.state.modules.sewers as { stacks: Record<string, unknown>; rubbled: string[] };
  const base = { enteredTurn: 0, leftEncircled: false, moved: false };
  s.stacks.S1 = { id: 'S1', side: 'A', hex: '71N5', units: ['A01', 'A02'], lost: true, awaitingMove: true, emergence: null, ...base };
  s.stacks.S9 = { id: 'S9', side: 'B', hex: '71N8', units: ['B01'], lost: false, awaitingMove: false, emergence: 'discovered', ...base };
  s.rubbled.push('71F8');
  g.state.units.A01!.loc = { hex: '71N5', place: 'sewer', level: -1 };
  g.state.units.A02!.loc = null;
  g.state.units.A02!.eliminated = true;
  g.state.units.B01!.loc = { hex: '71N8', place: 'sewer', level: -1 };
  return g;
}
const sewersOf = (g: Given, who: 'A' | 'B' | 'public' | 'replay') => g.view(who).modules.sewers as SewersView;
const markerA = { id: 'S1', side: 'A', kind: 'lost', hex: '71N5', discovered: false };
const markerB = { id: 'S9', side: 'B', kind: 'sewer', hex: '71N8', discovered: true };
const ownA = { ...markerA, units: ['A01'], emergence: null, mustMove: true };
const ownB = { ...markerB, units: ['B01'], emergence: 'discovered', mustMove: false };

describe('B8.41 what each viewer sees of the sewers', () => {
  it('B8.41: each side sees its own stacks whole (eliminated units left out) and only the counters of the other', () => {
    const g = scene();
    expect(sewersOf(g, 'A')).toEqual({ usable: true, stacks: [ownA, markerB], rubbled: ['71F8'] });
    expect(sewersOf(g, 'B')).toEqual({ usable: true, stacks: [markerA, ownB], rubbled: ['71F8'] });
  });
  it('B8.41: the public viewer sees the counters only; the replay sees all', () => {
    const g = scene();
    expect(sewersOf(g, 'public').stacks).toEqual([markerA, markerB]);
    expect(sewersOf(g, 'replay').stacks).toEqual([ownA, ownB]);
  });
  it('B8.41: once the match has ended everyone sees what was beneath', () => {
    const g = scene();
    g.state.status = 'ended';
    expect(sewersOf(g, 'B').stacks).toEqual([ownA, ownB]);
  });
  it('B8.1: without the SSR the sewers are not usable, and the view says so', () => {
    const g = given('sewer-infiltration', 'asl', (d) => ((d.rules as Record<string, unknown>).sewersUsable = false))
      .unit('A01', '71A10')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(sewersOf(g, 'A')).toEqual({ usable: false, stacks: [], rubbled: [] });
  });
});
