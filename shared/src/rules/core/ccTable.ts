// The Close Combat Table (A11.11) as data: odds -> Kill Number. Every Close Combat reads it (A11, and
// B8.44 in the sewers), so it belongs to the core.
import * as z from 'zod';

export const KillTableSchema = z.array(z.tuple([z.number().positive(), z.int()])).min(1);
export type KillTable = z.infer<typeof KillTableSchema>;

/** A11.11 odds -> Kill Number (default to confirm): [ratio at least, kill number], best first. */
export const DEFAULT_CC_KILL_NUMBERS: KillTable = [
  [10, 14], [8, 13], [6, 12], [4, 11], [3, 10], [2, 9], [1.5, 8], [1, 7], [1 / 2, 6], [1 / 3, 5], [1 / 4, 4], [1 / 6, 3], [1 / 8, 2],
];

export function killNumber(table: KillTable, attackFp: number, defenceFp: number): number {
  if (defenceFp <= 0) return 14;
  const ratio = attackFp / defenceFp;
  for (const [r, k] of table) if (ratio >= r - 1e-9) return k;
  return 1;
}
