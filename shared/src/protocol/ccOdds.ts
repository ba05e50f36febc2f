// The CC Table lookup (A11.11): odds rounded down to a printed column, in the defender's favour ("7 to
// 4 would be 3-2; 11 to 2 would be 4-1; 4 to 15 would be 1-4"). The table itself is the core's
// parameter (rules/core/ccTable.ts); this lookup is shared with the client, which shows the odds and
// Kill Number a CC declaration gives (A11.12) before it is sent.

/** The printed odds columns, worst first ([[attack, defence], Kill Number]); `below`/`above`: the "<1-8" and ">10-1" Kill Numbers. */
export interface KillTableData {
  readonly columns: readonly (readonly [readonly [number, number], number])[];
  readonly below: number;
  readonly above: number;
}

/** The Kill Number of attackFp against defenceFp: the odds rounded down to a printed column (A11.11). */
export function killNumber(table: KillTableData, attackFp: number, defenceFp: number): number {
  if (defenceFp <= 0) return table.above;
  const first = table.columns[0]![0];
  const last = table.columns.at(-1)![0];
  // compare a:d with the column's A:D by cross-multiplying (a * D against A * d), exact for halved FP
  const atLeast = ([a, d]: readonly [number, number]) => attackFp * d >= a * defenceFp;
  if (attackFp * last[1] > last[0] * defenceFp) return table.above;
  if (!atLeast(first)) return table.below;
  let kill = table.below;
  for (const [odds, k] of table.columns) if (atLeast(odds)) kill = k;
  return kill;
}

/** The printed odds column (A11.11) attackFp against defenceFp falls in, as the chart prints it ("3-2", "<1-8", ">10-1"). */
export function oddsColumn(table: KillTableData, attackFp: number, defenceFp: number): string {
  if (defenceFp <= 0) return '>10-1';
  const last = table.columns.at(-1)![0];
  if (attackFp * last[1] > last[0] * defenceFp) return '>10-1';
  let label = '<1-8';
  for (const [[a, d]] of table.columns) if (attackFp * d >= a * defenceFp) label = `${a}-${d}`;
  return label;
}
