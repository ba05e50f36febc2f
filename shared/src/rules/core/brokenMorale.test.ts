// A10.4: "Broken units ... use the Morale Level printed on their reverse side for all MC/TC and Rally
// attempts"; A10.6: rally is "a DR <= the morale number on its broken side". The catalog's counters have
// no broken side transcribed yet (docs/rules-coverage.md), so these tests bring a counter of their own:
// a 4-6-7 whose broken side reads 8.
import type { Ruleset } from '../../engine/module';
import { given } from '../../testing/scenarioBuilder';
import { withIftResults } from '../../testing/iftResult';
import type { IftResult } from './ift';

const withResults = withIftResults;

const TEST_COUNTER = {
  id: 'test-467-b8',
  kind: 'squad',
  name: '4-6-7 (broken side 8)',
  nationality: 'german',
  firepower: 4,
  range: 6,
  morale: 7,
  brokenMorale: 8,
};
// sewer-infiltration with B01-B03 of the test's counter; B04 a 9-1
const withBrokenSide = (rules: Ruleset | string = 'asl') =>
  given('sewer-infiltration', rules, (s) => {
    s.unitTypes = [TEST_COUNTER];
    (s.oob as { B: { type: string }[] }).B[0]!.type = TEST_COUNTER.id;
  });
type G = ReturnType<typeof given>;
const hit = (g: G, units: string[], result: IftResult) => g.when(g.state.attacker, { type: 'testIftResult', units, result });

describe('A10.4 the Morale Level of the broken side', () => {
  it("A10.6: a broken unit rallies on a DR <= its broken side's Morale Level (8), not its printed 7", () => {
    const g = withBrokenSide().unit('B01', '71K2').playing({ phase: 'RPh', attacker: 'B' });
    g.state.units.B01!.status.broken = true;
    g.dice([3, 4]); // 7 + 1 (Self-Rally) = 8
    expect(g.when('B', { type: 'rally', unit: 'B01' }).ok).toBe(true);
    expect(g.state.units.B01!.status.broken).toBe(false);
  });

  it("A10.6: one above the broken side's Morale Level the unit stays broken", () => {
    const g = withBrokenSide().unit('B04', '71D7').unit('B02', '71D7').playing({ phase: 'RPh', attacker: 'B' });
    g.state.units.B02!.status.broken = true;
    g.dice([5, 5]); // 10 - 1 (9-1) = 9 > 8
    expect(g.when('B', { type: 'rally', unit: 'B02', leader: 'B04' }).ok).toBe(true);
    expect(g.state.units.B02!.status.broken).toBe(true);
  });

  it("A10.4, A10.3: a broken unit's MC is against its broken side: a Final 8 does not Reduce it, a Final 9 does", () => {
    const g = withBrokenSide(withResults).unit('B01', '71K2').unit('B02', '71K8').playing({ phase: 'PFPh', attacker: 'A' });
    g.state.units.B01!.status.broken = true;
    g.state.units.B02!.status.broken = true;
    g.dice([4, 4]);
    expect(hit(g, ['B01'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.B01!).toMatchObject({ type: TEST_COUNTER.id, eliminated: false, status: { broken: true } });
    g.dice([4, 5]);
    expect(hit(g, ['B02'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.B02!).toMatchObject({ type: 'ge-248', status: { broken: true } });
  });

  it('A10.4: an unbroken unit checks against its printed Morale Level: a Final 8 breaks the 4-6-7', () => {
    const g = withBrokenSide(withResults).unit('B01', '71K2').playing({ phase: 'PFPh', attacker: 'A' });
    g.dice([4, 4]);
    expect(hit(g, ['B01'], { kind: 'NMC' }).ok).toBe(true);
    expect(g.state.units.B01!.status.broken).toBe(true);
  });
});
