// Fire into and out of a sewer and concealment: units in a sewer are concealed (B8.41), yet a discovered
// stack is fired on from above "without the benefit of concealment" (B8.42); its own fire up at the
// Manhole Location (B8.43) is Area Fire at concealed units there (A7.23), and a Location holding both
// kinds is attacked once per kind with one DR (A12.13). Units: A01 a 6-2-8; B02, B03 4-6-7s.
import type { Given } from '../../testing/scenarioBuilder';
import { given } from '../../testing/scenarioBuilder';
import { stacksOf } from './sewerState';

const stackOf = (g: Given) => stacksOf(g.state, 'A')[0]!;
const firesSeenBy = (g: Given, side: string) => g.events.filter((e) => e.type === 'fire' && e.audience === side);

/** A01 beneath 71F8 in a stack the German units above discovered this Player Turn (B8.42); the DFPh. */
function discovered(above: (g: Given) => Given): Given {
  const g = above(
    given('sewer-infiltration').unit('A01', { hex: '71F8', place: 'sewer', level: -1 }, { concealed: true }).unit('B01', '71P2'),
  ).playing({ phase: 'DFPh', attacker: 'A' });
  const s = g.state.modules.sewers as { stacks: Record<string, unknown> };
  s.stacks.S1 = {
    id: 'S1',
    side: 'A',
    hex: '71F8',
    units: ['A01'],
    lost: false,
    enteredTurn: 1,
    leftEncircled: false,
    moved: true,
    awaitingMove: false,
    emergence: 'discovered',
  };
  return g;
}

describe('B8.42/B8.43 fire between a discovered stack and the Manhole Location', () => {
  it('B8.42: the DEFENDER above fires at a discovered stack at full PBF FP (4-6-7: 8 FP), no Area Fire for its "Sewer ?"', () => {
    const g = discovered((x) => x.unit('B02', '71F8'));
    g.dice([6, 6]);
    expect(g.when('B', { type: 'sewerFire', firers: ['B02'], stack: stackOf(g).id }).ok).toBe(true);
    expect(firesSeenBy(g, 'B')[0]!.data).toMatchObject({ fp: 8, column: 8, area: false });
  });
  it('B8.43/A7.23: fired up at a concealed unit, the 6-2-8 in the AFPh has 3 FP (6 x 2 PBF / 2 AFPh / 2 Area Fire); at an unconcealed one 6', () => {
    const g = discovered((x) => x.unit('B02', '71F8', { concealed: true }));
    expect(g.endPhase().ok).toBe(true); // DFPh -> AFPh
    g.dice([6, 6]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    expect(firesSeenBy(g, 'A')[0]!.data).toMatchObject({ fp: 3, column: 2, area: true });
    const h = discovered((x) => x.unit('B02', '71F8'));
    expect(h.endPhase().ok).toBe(true);
    h.dice([6, 6]);
    expect(h.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    expect(firesSeenBy(h, 'A')[0]!.data).toMatchObject({ fp: 6, column: 6, area: false });
  });
  it('B8.43/A12.13: concealed and unconcealed units above: one DR, the concealed one on the halved column', () => {
    const g = discovered((x) => x.unit('B02', '71F8').unit('B03', '71F8', { concealed: true }));
    expect(g.endPhase().ok).toBe(true);
    // DR 6 (no B8.3 -2: that is for fire at units in a sewer): on the 6 column a 1MC for B02 (DR 3 + 1
    // passes); on the 2 column (3 FP) a PTC for B03 (DR 3 passes), where the 6 column would give it a 1MC
    g.dice([3, 3, 1, 2, 1, 2]);
    expect(g.when('A', { type: 'sewerFire', firers: ['A01'], hex: '71F8' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result)).toEqual(['1MC', 'PTC']);
  });
});
