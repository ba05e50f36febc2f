// A12.13: "All fire ... vs a concealed unit are halved as Area Fire"; "If a target Location contains
// both concealed and unconcealed units, any attack capable of affecting both types must be resolved once
// for each type, using a different FP column ... but the same DR". A7.8: a pinned firer's FP is halved.
// Scenario units: B01 a 4-6-7 (German), A01 a 6-2-8 and A04 a 4-4-7 (Russian). 71K8 is woods five hexes
// from 71K3 in open ground, behind a wall whose +2 TEM replaces the woods' +1 (B27.3: positive TEM are
// not cumulative).
import type { GameEvent } from '../../engine/events';
import { given } from '../../testing/scenarioBuilder';

const fireTo = (events: GameEvent[], side: string) =>
  events.filter((e) => e.type === 'fire' && (e.audience === 'all' || e.audience === side));
const checks = (events: GameEvent[]) => events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.1').map((e) => e.data.purpose);

describe('A12.13 a Location with concealed and unconcealed units', () => {
  function exampleScene() {
    // the A12.13 EX: a concealed German 4-6-7 fires at a woods hex five hexes away holding a concealed 4-4-7
    // and an unconcealed 6-2-8
    return given('sewer-infiltration')
      .unit('B01', '71K3', { concealed: true })
      .unit('A01', '71K8')
      .unit('A04', '71K8', { concealed: true })
      .playing({ phase: 'PFPh', attacker: 'B' });
  }
  it('A12.13 EX: Final DR 5 (Original 3 + 2 wall TEM, where the EX has 4 + 1 woods): a 1MC vs the 6-2-8 on the 4 FP column and a NMC vs the concealed 4-4-7 on the 2 FP column; the 4-4-7 loses its "?"', () => {
    const g = exampleScene();
    // IFT DR 3; then the 6-2-8's 1MC (DR 2 + 1 = 3 passes) and the 4-4-7's NMC (DR 7 = 7: pinned, A7.8)
    g.dice([1, 2, 1, 1, 3, 4]);
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71K8' }).ok).toBe(true);
    expect(fireTo(g.events, 'A')[0]!.data).toMatchObject({ fp: 4, column: 4, area: false });
    expect(g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A7.3')).toHaveLength(1); // one DR for both
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result)).toEqual(['1MC', 'NMC']);
    expect(checks(g.events)).toEqual(['fire at 71K8: MC for A01', 'fire at 71K8: MC for A04']);
    const rolls = g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.1');
    expect(rolls.map((r) => r.data.modifiers)).toEqual([[{ name: '1MC', value: 1, rule: 'A7.3' }], []]);
    expect(g.state.units.A04!).toMatchObject({ status: { concealed: false, pinned: true } });
    expect(g.state.units.B01!.status.concealed).toBe(false); // Case B: firing costs the firer its "?"
  });
  it('A12.13: the concealed units are not attacked at the full FP: a Final DR giving a PTC on the 4 column leaves them untouched on the 2 column', () => {
    const g = exampleScene();
    // IFT DR 5 + 2 = 7: on the 4 column a PTC for the 6-2-8 (its DR 12 fails: pinned); on the 2 column no
    // effect, so the 4-4-7 takes no check and keeps its "?"
    g.dice([2, 3, 6, 6]);
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71K8' }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result)).toEqual(['PTC', '-']);
    expect(g.state.units.A01!.status.pinned).toBe(true);
    expect(g.state.units.A04!.status).toMatchObject({ concealed: true, pinned: false });
  });
  it('A7.23: a Location whose units are all concealed is attacked once, at half FP', () => {
    const g = given('sewer-infiltration')
      .unit('B01', '71K3')
      .unit('A01', '71K8', { concealed: true })
      .unit('A04', '71K8', { concealed: true })
      .playing({ phase: 'PFPh', attacker: 'B' });
    g.dice([6, 6]);
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71K8' }).ok).toBe(true);
    expect(fireTo(g.events, 'A')[0]!.data).toMatchObject({ fp: 2, column: 2, area: true });
    expect(g.events.filter((e) => e.type === 'fireResult')).toHaveLength(1);
  });
});

describe('A7.8 a pinned firer', () => {
  it('A7.8: "A pinned unit has its inherent FP halved": a pinned 4-6-7 fires with 2 FP (a PTC on a Final DR 6, where 4 FP gives a NMC)', () => {
    const g = given('sewer-infiltration').unit('B01', '71K3').unit('A01', '71K6').playing({ phase: 'PFPh', attacker: 'B' });
    g.state.units.B01!.status.pinned = true;
    g.dice([3, 3, 1, 1]); // IFT DR 6 (open ground); the PTC DR 2
    expect(g.when('B', { type: 'fire', firers: ['B01'], target: '71K6' }).ok).toBe(true);
    expect(fireTo(g.events, 'A')[0]!.data).toMatchObject({ fp: 2, column: 2 });
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result)).toEqual(['PTC']);
  });
});
