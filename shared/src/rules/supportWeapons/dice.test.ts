// A9.2 Multiple ROF and A9.7 breakdown, read from the dice of the MG's IFT DR (the colored die first).
import { ruleset } from '../../rulesets/index';
import { ok } from '../../testing/scenarioBuilder';
import { firersAt, scene } from '../../testing/mgScene';

const ofType = (events: readonly { type: string }[], type: string) =>
  events.filter((e) => e.type === type) as unknown as { data: Record<string, unknown> }[];

describe('A9.2 Multiple ROF', () => {
  it("A9.2: a colored dr equal to the LMG's ROF (1) keeps it: it may fire again this phase, its possessor not", () => {
    const g = scene().dice([1, 6, 1, 1]);
    ok(g.when('B', { type: 'fire', firers: ['B01', 'B06'], target: '72J3' }));
    expect(ofType(g.events, 'multipleRof').at(-1)!.data).toMatchObject({ unit: 'B06', colored: 1, rof: 1, kept: true, rule: 'A9.2' });
    const firers = firersAt(g.game.legal(g.state, 'B'), '72J3');
    expect(firers).toContain('B06');
    expect(firers).not.toContain('B01');
    ok(g.dice([6, 5]).when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
  });

  it('A9.2: a colored dr above the ROF (2 > 1): the LMG has fired', () => {
    const g = scene().dice([2, 6]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'multipleRof').at(-1)!.data).toMatchObject({ colored: 2, kept: false });
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B06');
    expect(g.dice([6, 5]).when('B', { type: 'fire', firers: ['B06'], target: '72J3' }).ok).toBe(false);
  });

  it('A9.2: "during that phase": the MG that kept its ROF in the PFPh does not fire in the AFPh', () => {
    const g = scene().dice([1, 6, 1, 1]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    while (g.state.phase !== 'AFPh') ok(g.endPhase());
    if (g.state.units.A01!.eliminated) return; // nothing left to fire at
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B06');
  });
});

describe('A9.7 breakdown', () => {
  it('A9.7: an Original DR equal to the B# (12) malfunctions the MG: it may not fire, and keeps no ROF', () => {
    const g = scene().dice([6, 6]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'mgMalfunctioned').at(-1)!.data).toMatchObject({ unit: 'B06', original: 12, breakdown: 12, rule: 'A9.7' });
    expect(ofType(g.events, 'multipleRof')).toEqual([]);
    expect(g.view('B').modules.supportWeapons).toEqual({ malfunctioned: ['B06'] });
    // what a unit carries is its owner's business: the other side and the spectators see no marker
    expect(g.view('A').modules.supportWeapons).toBeUndefined();
    expect(g.view('public').modules.supportWeapons).toBeUndefined();
  });

  it('A9.7: an Original DR one below the B# (11 < 12) does not', () => {
    const g = scene().dice([6, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'mgMalfunctioned')).toEqual([]);
  });

  it('A9.7: the B# is a ruleset parameter where the type prints none (mgBreakdown 11: a DR of 11 malfunctions)', () => {
    const g2 = scene(undefined, undefined, ruleset('asl', { mgBreakdown: 11 })).dice([5, 6]);
    ok(g2.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g2.events, 'mgMalfunctioned').at(-1)!.data).toMatchObject({ original: 11, breakdown: 11 });
  });

  it('A9.7: a malfunctioned MG is not offered and is refused', () => {
    const g = scene().dice([6, 6]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    while (g.state.phase !== 'PFPh' || g.state.attacker !== 'B') ok(g.endPhase());
    if (g.state.units.A01!.eliminated) return;
    expect(firersAt(g.game.legal(g.state, 'B'), '72J3')).not.toContain('B06');
  });
});

describe('A9.72 repair in the RPh', () => {
  const malfunctioned = (dr: number) => {
    const g = scene().dice([6, 6]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    while (g.state.phase !== 'RPh') ok(g.endPhase());
    const entry = g.game.legal(g.state, 'B').find((l) => l.type === 'repairMg');
    expect(entry).toMatchObject({ rule: 'A9.72', command: { type: 'repairMg', unit: 'B06' } });
    ok(g.dice([dr]).when('B', { type: 'repairMg', unit: 'B06' }));
    return g;
  };
  it('A9.72: a repair dr of 1 repairs it', () => {
    const g = malfunctioned(1);
    expect(g.view('B').modules.supportWeapons).toBeUndefined();
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'repairMg')).toBe(false);
  });
  it('A9.72: a repair dr of 2 leaves it malfunctioned; one attempt a RPh', () => {
    const g = malfunctioned(2);
    expect(g.view('B').modules.supportWeapons).toEqual({ malfunctioned: ['B06'] });
    expect(g.game.legal(g.state, 'B').some((l) => l.type === 'repairMg')).toBe(false);
    expect(g.dice([1]).when('B', { type: 'repairMg', unit: 'B06' }).ok).toBe(false);
  });
  it('A9.72: a repair dr of 5 leaves it; 6 eliminates it and its possessor carries it no more', () => {
    expect(malfunctioned(5).state.units.B06!.eliminated).toBe(false);
    const g = malfunctioned(6);
    expect(g.state.units.B06!.eliminated).toBe(true);
    expect(g.state.units.B01!.carries).toEqual([]);
  });
});

describe("A12: what the other side learns of a concealed possessor's MG", () => {
  it("A12.14: a possessor that keeps its \"?\" firing: the MG's ROF event is its owner's alone, and the other side's fire event names no MG", () => {
    const g = scene();
    g.state.units.B01!.status.concealed = true;
    g.state.units.A01!.status.broken = true; // no Good Order enemy to see the firer: it keeps its "?" (A12.14)
    ok(g.dice([1, 6, 1, 1]).when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(g.state.units.B01!.status.concealed).toBe(true);
    const rof = g.events.filter((e) => e.type === 'multipleRof');
    expect(rof.map((e) => e.audience)).toEqual(['B']);
    const seenByA = g.events.filter((e) => e.type === 'fire' && e.audience !== 'B');
    expect(JSON.stringify(seenByA)).not.toContain('B06');
  });

  it("a possessor revealed by firing: the other side sees the possessor fire (its FP with the MG's), never the MG by name", () => {
    const g = scene().dice([1, 6, 1, 1]);
    ok(g.when('B', { type: 'fire', firers: ['B01', 'B06'], target: '72J3' }));
    expect(g.events.filter((e) => e.type === 'multipleRof').map((e) => e.audience)).toEqual(['B']);
    const theirs = g.events.filter((e) => e.type === 'fire' && e.audience === 'A');
    expect(theirs).toHaveLength(1);
    expect(JSON.stringify(theirs)).not.toContain('B06');
    expect((theirs[0]!.data as { firers: string[]; fp: number }).firers).toEqual(['B01']);
    expect((theirs[0]!.data as { fp: number }).fp).toBe(7);
  });
});

describe('A21.11, A21.12: a captured MG (A21.1: recovered from the other side, recovery.test.ts)', () => {
  /** The MG scene with the LMG B06 taken from the Russians. */
  const captured = () => {
    const g = scene();
    g.state.modules.supportWeapons = { firedBy: {}, rofKept: {}, malfunctioned: {}, captured: { B06: 'A' } };
    return g;
  };
  it('A21.11: its B# is two lower: an Original DR of 10 malfunctions the LMG (B12), named in the event', () => {
    const g = captured().dice([5, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'mgMalfunctioned').at(-1)!.data).toMatchObject({
      original: 10,
      breakdown: 10,
      captured: true,
      eliminated: false,
      rule: 'A21.11',
    });
    expect(g.view('B').modules.supportWeapons).toMatchObject({ malfunctioned: ['B06'], captured: ['B06'] });
  });
  it('A21.11: an Original DR of 9 does not', () => {
    const g = captured().dice([4, 5]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'mgMalfunctioned')).toEqual([]);
  });
  it('A.11: its printed B# becomes its X#: an Original DR of 12 eliminates it, and its possessor carries it no more', () => {
    const g = captured().dice([6, 6]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'mgMalfunctioned').at(-1)!.data).toMatchObject({ original: 12, eliminated: true });
    expect(g.state.units.B06!.eliminated).toBe(true);
    expect(g.state.units.B01!.carries).toEqual([]);
  });
  it('A21.12: its Multiple ROF is one lower: the LMG (ROF 1) keeps none on a colored dr of 1', () => {
    const g = captured().dice([1, 5, 6, 6, 6, 6]);
    ok(g.when('B', { type: 'fire', firers: ['B06'], target: '72J3' }));
    expect(ofType(g.events, 'multipleRof').at(-1)!.data).toMatchObject({ colored: 1, rof: 0, kept: false, captured: true, rule: 'A21.12' });
  });
});
