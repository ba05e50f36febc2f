// Boundary tests found by mutation testing (npm run mutate -- core/ccTable): what the existing tests of
// the A11.11 Close Combat Table left unpinned.
import { DEFAULT_CC_KILL_NUMBERS, DEFAULT_HAND_TO_HAND_KILL_NUMBERS, KillTableSchema } from './ccTable';

describe('A11.11 the Close Combat Table as a ruleset parameter: its bounds', () => {
  it('A11.11: the printed chart (twelve inner columns) is a valid table, black and red alike', () => {
    expect(DEFAULT_CC_KILL_NUMBERS.columns).toHaveLength(12);
    expect(KillTableSchema.parse(DEFAULT_CC_KILL_NUMBERS)).toEqual(DEFAULT_CC_KILL_NUMBERS);
    expect(KillTableSchema.parse(DEFAULT_HAND_TO_HAND_KILL_NUMBERS)).toEqual(DEFAULT_HAND_TO_HAND_KILL_NUMBERS);
  });

  it('a table needs at least one printed column: none is refused, one or two are accepted', () => {
    expect(KillTableSchema.safeParse({ columns: [], below: 0, above: 13 }).success).toBe(false);
    expect(KillTableSchema.safeParse({ columns: [[[1, 1], 5]], below: 0, above: 13 }).success).toBe(true);
    expect(
      KillTableSchema.safeParse({
        columns: [
          [[1, 1], 5],
          [[2, 1], 7],
        ],
        below: 0,
        above: 13,
      }).success,
    ).toBe(true);
  });
});
