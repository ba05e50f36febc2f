import { DEFAULT_CC_KILL_NUMBERS, DEFAULT_HAND_TO_HAND_KILL_NUMBERS, KillTableSchema, killNumber, oddsColumn } from './ccTable';

const black = (a: number, d: number) => killNumber(DEFAULT_CC_KILL_NUMBERS, a, d);
const red = (a: number, d: number) => killNumber(DEFAULT_HAND_TO_HAND_KILL_NUMBERS, a, d);

describe('A11.11 the Close Combat Table (the printed chart)', () => {
  it('A11.11: normally the black Kill Numbers: 1-1 gives 5', () => {
    // odds <1-8, 1-8, 1-6, 1-4, 1-2, 1-1, 3-2, 2-1, 3-1, 4-1, 6-1, 8-1, 10-1, >10-1
    const odds: Array<[number, number]> = [
      [1, 9],
      [1, 8],
      [1, 6],
      [1, 4],
      [1, 2],
      [1, 1],
      [3, 2],
      [2, 1],
      [3, 1],
      [4, 1],
      [6, 1],
      [8, 1],
      [10, 1],
      [11, 1],
    ];
    expect(odds.map(([a, d]) => black(a, d))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('A11.11: the odds are rounded down to the printed column: 7 to 4 is 3-2, 11 to 2 is 4-1, 4 to 15 is 1-4', () => {
    expect([black(7, 4), black(11, 2), black(4, 15)]).toEqual([6, 9, 3]);
    // the rule's example: two 6-2-8 squads against a 4-6-7 squad, 12-4, is 3-1
    expect(black(12, 4)).toBe(8);
    // just below a column stays in the one before it
    expect([black(5.9, 4), black(3.9, 1), black(1, 8.5), black(10, 1), black(10.5, 1)]).toEqual([5, 8, 0, 12, 13]);
  });

  it('A11.11, J2.31: the red Kill Numbers, two higher, are for Hand-to-Hand CC only', () => {
    expect([red(1, 9), red(1, 1), red(3, 2), red(10, 1), red(11, 1)]).toEqual([2, 7, 8, 14, 15]);
  });

  it('A11.11: a defence of no FP is the best column', () => {
    expect(black(2, 0)).toBe(13);
  });

  it('a ruleset may replace the table', () => {
    const t = KillTableSchema.parse({ columns: [[[1, 1], 6]], below: 2, above: 9 });
    expect([killNumber(t, 1, 2), killNumber(t, 1, 1), killNumber(t, 2, 1)]).toEqual([2, 6, 9]);
  });

  it('A11.11: the odds column named for the dice panel is the one whose Kill Number is used', () => {
    const odds = (a: number, d: number) => oddsColumn(DEFAULT_CC_KILL_NUMBERS, a, d);
    // the rule's examples: "7 to 4 would be 3-2; 11 to 2 would be 4-1; 4 to 15 would be 1-4"; 12-4 is 3-1
    expect([odds(7, 4), odds(11, 2), odds(4, 15), odds(12, 4)]).toEqual(['3-2', '4-1', '1-4', '3-1']);
    expect([odds(1, 9), odds(11, 1), odds(2, 0), odds(6, 4), odds(4, 6)]).toEqual(['<1-8', '>10-1', '>10-1', '3-2', '1-2']);
  });
});
