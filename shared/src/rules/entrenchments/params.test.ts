// B27 the entrenchments' parameters and the scenario's OB allowance at their bounds (issue #33, mutation
// testing): the B27.43 vehicle MP (a value the texts lost, DESIGN section 6) and what each side may place
// (B27.1 foxholes by total squad capacity, B27.51 trenches, B27.56 A-T Ditches), one step inside and one
// step outside each bound.
import { EntrenchmentAllowanceSchema, EntrenchmentParams, EntrenchmentScenarioRules } from './params';

const params = (p: Record<string, unknown>) => EntrenchmentParams.schema.safeParse(p).success;
const allowance = (a: Record<string, unknown>) => EntrenchmentAllowanceSchema.safeParse(a).success;

describe('B27.43 the foxhole vehicle MP', () => {
  it('B27.43: 1 MP by default; 0 or more, whole', () => {
    expect(EntrenchmentParams.schema.parse({})).toEqual({ foxholeVehicleMp: 1 });
    expect(params({ foxholeVehicleMp: 0 })).toBe(true);
    expect(params({ foxholeVehicleMp: -1 })).toBe(false);
    expect(params({ foxholeVehicleMp: 1.5 })).toBe(false);
  });
});

describe('B27.1, B27.51, B27.56 the OB allowance', () => {
  it('B27.1: nothing unless the scenario says so', () => {
    expect(EntrenchmentAllowanceSchema.parse({})).toEqual({ foxholeSquads: 0, trenches: 0, atDitches: 0 });
    expect(EntrenchmentScenarioRules.schema.parse({})).toEqual({ entrenchments: {} });
  });
  it('B27.1: each count from 0 to 60, whole; no other key', () => {
    for (const key of ['foxholeSquads', 'trenches', 'atDitches']) {
      expect(allowance({ [key]: 0 })).toBe(true);
      expect(allowance({ [key]: 60 })).toBe(true);
      expect(allowance({ [key]: -1 })).toBe(false);
      expect(allowance({ [key]: 61 })).toBe(false);
      expect(allowance({ [key]: 1.5 })).toBe(false);
    }
    expect(allowance({ sangars: 1 })).toBe(false);
    expect(EntrenchmentScenarioRules.schema.safeParse({ entrenchments: { C: {} } }).success).toBe(false);
  });
});
