// The Close Combat Table (A11.11) as data: odds column -> Kill Number. Every Close Combat reads it (A11,
// and B8.44 in the sewers), so it belongs to the core. The chart prints two Kill Numbers per column:
// the black one, used normally, and the red one, two higher, used only in Hand-to-Hand CC (A11.11,
// J2.31). The odds are rounded down to the nearest printed column, in the defender's favour (A11.11:
// "7 to 4 would be 3-2; 11 to 2 would be 4-1; 4 to 15 would be 1-4"); the chart's end columns read
// "<1-8" and ">10-1".
import * as z from 'zod';

const Odds = z.tuple([z.number().positive(), z.number().positive()]);

export const KillTableSchema = z.strictObject({
  /** The printed odds columns, worst first: [[attack, defence], Kill Number]. */
  columns: z.array(z.tuple([Odds, z.int()])).min(1),
  /** The Kill Number of odds below the first column (the chart's "<1-8"). */
  below: z.int(),
  /** The Kill Number of odds above the last column (the chart's ">10-1"), and of a defence of 0 FP. */
  above: z.int(),
});
export type KillTable = z.infer<typeof KillTableSchema>;

/** A11.11 the printed CC Table: odds, black Kill Number, red (Hand-to-Hand) Kill Number. */
const PRINTED: ReadonlyArray<readonly [odds: string, black: number, red: number]> = [
  ['<1-8', 0, 2],
  ['1-8', 1, 3],
  ['1-6', 2, 4],
  ['1-4', 3, 5],
  ['1-2', 4, 6],
  ['1-1', 5, 7],
  ['3-2', 6, 8],
  ['2-1', 7, 9],
  ['3-1', 8, 10],
  ['4-1', 9, 11],
  ['6-1', 10, 12],
  ['8-1', 11, 13],
  ['10-1', 12, 14],
  ['>10-1', 13, 15],
];

function table(kill: (black: number, red: number) => number): KillTable {
  const inner = PRINTED.slice(1, -1);
  return {
    columns: inner.map(([odds, b, r]) => [odds.split('-').map(Number) as [number, number], kill(b, r)]),
    below: kill(PRINTED[0]![1], PRINTED[0]![2]),
    above: kill(PRINTED.at(-1)![1], PRINTED.at(-1)![2]),
  };
}

/** A11.11: the black Kill Numbers, used in every CC but Hand-to-Hand. */
export const DEFAULT_CC_KILL_NUMBERS: KillTable = table((black) => black);
/** A11.11, J2.31: the red Kill Numbers, used only in Hand-to-Hand CC. */
export const DEFAULT_HAND_TO_HAND_KILL_NUMBERS: KillTable = table((_, red) => red);

// killNumber and oddsColumn are read by the client too (the CC declaration panel shows the odds a choice
// gives): they live beside the wire schemas, which the browser may import.
export { killNumber, oddsColumn } from '../../protocol/ccOdds';
