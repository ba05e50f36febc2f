// B8 the sewers' parameters and the scenario special rules they read, at their bounds (issue #33,
// mutation testing): the defaults (B8.41 "up to three hexes", a dr of 6 makes the stack lost; the B8.42
// Emergence results and drm and the B8.5 rubble dr, whose numbers the text lost, DESIGN section 6), and
// what a ruleset or a scenario may say, one step inside and one step outside each bound.
import { SewerParams, SewerScenarioRules } from './params';

const params = (p: Record<string, unknown>) => SewerParams.schema.safeParse(p).success;
const rules = (r: Record<string, unknown>) => SewerScenarioRules.schema.safeParse(r).success;

describe('B8 the sewer parameters', () => {
  it('B8.41, B8.42, B8.4, B8.5: the defaults', () => {
    expect(SewerParams.schema.parse({})).toEqual({
      sewerMaxHexes: 3,
      sewerLostAt: 6,
      sewerEmergence: { mayEmergeMax: 4, discoveredMin: 7 },
      sewerEmergenceDrm: {
        friendlyInManhole: -1,
        safeManhole: -1,
        lost: 1,
        perEnemyGoodOrderMmc: 1,
        enemyInAdjacentSewer: 1,
        hinderedLosAtLeast: 2,
      },
      sewerLeaderTaskCheckDrm: 4,
      dcSewerRubbleDr: 1,
    });
  });
  it('B8.41: a sewer move goes at least one hex; whole numbers only', () => {
    expect(params({ sewerMaxHexes: 1 })).toBe(true);
    expect(params({ sewerMaxHexes: 0 })).toBe(false);
    expect(params({ sewerMaxHexes: 2.5 })).toBe(false);
    expect(params({ sewerLostAt: 5.5 })).toBe(false);
  });
  it('B8.42: the Emergence results and drm name every key and no other', () => {
    expect(params({ sewerEmergence: { mayEmergeMax: 3, discoveredMin: 8 } })).toBe(true);
    expect(params({ sewerEmergence: { mayEmergeMax: 3 } })).toBe(false);
    expect(params({ sewerEmergence: { mayEmergeMax: 3, discoveredMin: 8, other: 1 } })).toBe(false);
    const drm = {
      friendlyInManhole: -1,
      safeManhole: -1,
      lost: 1,
      perEnemyGoodOrderMmc: 1,
      enemyInAdjacentSewer: 1,
      hinderedLosAtLeast: 2,
    };
    expect(params({ sewerEmergenceDrm: drm })).toBe(true);
    expect(params({ sewerEmergenceDrm: { ...drm, extra: 0 } })).toBe(false);
  });
});

describe('B8.1, B8.4 the scenario special rules', () => {
  it('B8.1: sewers are not usable unless an SSR says so; B8.4: no side has Sewer Movement capability unless named', () => {
    expect(SewerScenarioRules.schema.parse({})).toEqual({ sewersUsable: false, sewerMovement: [] });
    expect(rules({ sewersUsable: true, sewerMovement: ['A', 'B'] })).toBe(true);
    expect(rules({ sewerMovement: ['C'] })).toBe(false);
  });
});
