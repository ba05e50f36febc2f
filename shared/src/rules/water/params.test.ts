// B21 the water parameters and scenario special rules at their bounds (issue #33 mutation testing): the
// defaults (B21.122 "If undefined by SSR, a river is considered to be deep"; no ice unless a special
// rule says so, B21.6), and what a ruleset or a scenario may say, one step inside and one outside each bound.
import { WaterParams, WaterScenarioRules } from './params';

const params = (p: Record<string, unknown>) => WaterParams.schema.safeParse(p).success;
const rules = (r: Record<string, unknown>) => WaterScenarioRules.schema.safeParse(r).success;

describe('B21 the water parameters', () => {
  it('B21.121, B21.122, B21.6: the defaults', () => {
    expect(WaterParams.schema.parse({})).toEqual({
      riverCurrent: { heavyMax: 1, slowMin: 6 },
      riverEcDrm: { wet: 0, moist: 0, moderate: 0, dry: 0, veryDry: 0 },
      riverDepth: { floodedMax: 1, fordableMin: 6 },
      iceInitialWeightLimit: 0,
    });
  });
  it('B21.6 with B6.42: a Weight Limit is a weight, never below 0 tons', () => {
    expect(params({ iceInitialWeightLimit: 0 })).toBe(true);
    expect(params({ iceInitialWeightLimit: 7.5 })).toBe(true);
    expect(params({ iceInitialWeightLimit: -1 })).toBe(false);
  });
});

describe('B21 the scenario special rules', () => {
  it('B21.122: an undefined depth is deep; B25.5: moderate EC; B21.6: nothing frozen', () => {
    expect(WaterScenarioRules.schema.parse({})).toEqual({ ec: 'moderate', subZero: false, iceHexes: [] });
    expect(WaterScenarioRules.schema.parse({ river: {} })).toMatchObject({ river: { depth: 'deep' } });
  });
  it('B21.6 iceHexes: up to 400 hex names of up to 12 characters', () => {
    const names = (n: number, name = '71R5') => Array.from({ length: n }, () => name);
    expect(rules({ iceHexes: names(400) })).toBe(true);
    expect(rules({ iceHexes: names(401) })).toBe(false);
    expect(rules({ iceHexes: names(1, 'x'.repeat(12)) })).toBe(true);
    expect(rules({ iceHexes: names(1, 'x'.repeat(13)) })).toBe(false);
  });
});
