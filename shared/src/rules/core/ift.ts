// The Infantry Fire Table (A7.3) as data: the ruleset parameter `ift` holds the FP columns and, per
// Final DR from `minDr` up, one result per column, as the chart prints them. The chart's first row
// reads "≤0" and its last "≥15": a Final DR below `minDr` reads the first row, one above the last row
// the last (A7.3 IFT). The default below is the printed chart.
// Results: `nKIA` (n units eliminated, the rest of the Location breaks), `K/n` (one unit Casualty
// Reduced, the rest take an nMC), `nMC` (each unit takes a MC with +n), `NMC` (a Normal MC), `PTC`
// (a Pin Task Check), `-` (no effect, A7.306).
import * as z from 'zod';

export type IftResult =
  | { kind: 'KIA'; n: number }
  | { kind: 'K'; n: number }
  | { kind: 'MC'; n: number }
  | { kind: 'NMC' }
  | { kind: 'PTC' }
  | { kind: 'none' };

const RESULT = /^(?:(\d)KIA|K\/(\d)|(\d)MC|NMC|PTC|-)$/;

export const IftTableSchema = z
  .strictObject({
    /** The FP columns, smallest first. */
    columns: z.array(z.number().positive()).min(1),
    /** The Final DR of the first row (the chart's "≤0" row). */
    minDr: z.int(),
    /** rows[Final DR - minDr][column index]: a result name. */
    rows: z.array(z.array(z.string().regex(RESULT))).min(1),
  })
  .refine((t) => t.rows.every((r) => r.length === t.columns.length), 'one result per column in every row');
export type IftTable = z.infer<typeof IftTableSchema>;

/** The largest column not above the firepower (A7.3); 0 when below the first column. */
export function iftColumn(table: IftTable, fp: number): number {
  let col = 0;
  for (const c of table.columns) if (c <= fp) col = c;
  return col;
}

export function parseResult(name: string): IftResult {
  const m = RESULT.exec(name);
  if (!m || name === '-') return { kind: 'none' };
  if (m[1]) return { kind: 'KIA', n: Number(m[1]) };
  if (m[2]) return { kind: 'K', n: Number(m[2]) };
  if (m[3]) return { kind: 'MC', n: Number(m[3]) };
  return name === 'NMC' ? { kind: 'NMC' } : { kind: 'PTC' };
}

/** The result of a Final DR on a column; beyond the first and last rows the chart's "≤" and "≥" rows. */
export function iftResult(table: IftTable, column: number, finalDr: number): IftResult {
  const i = table.columns.indexOf(column);
  if (i < 0) return { kind: 'none' };
  const row = table.rows[Math.max(0, Math.min(table.rows.length - 1, finalDr - table.minDr))]!;
  return parseResult(row[i]!);
}

export function resultName(r: IftResult): string {
  switch (r.kind) {
    case 'KIA':
      return `${r.n}KIA`;
    case 'K':
      return `K/${r.n}`;
    case 'MC':
      return `${r.n}MC`;
    case 'NMC':
      return 'NMC';
    case 'PTC':
      return 'PTC';
    default:
      return '-';
  }
}

/** A7.3 the printed Infantry Fire Table (Personnel results), row by Final DR, column by FP. */
export const DEFAULT_IFT: IftTable = {
  columns: [1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36],
  minDr: 0,
  rows: [
    //  1       2       4       6       8       12      16      20      24      30      36+
    ['1KIA', '2KIA', '2KIA', '3KIA', '3KIA', '3KIA', '4KIA', '4KIA', '5KIA', '6KIA', '7KIA'], // ≤0
    ['K/1', '1KIA', '1KIA', '2KIA', '2KIA', '2KIA', '3KIA', '3KIA', '4KIA', '5KIA', '6KIA'], // 1
    ['1MC', 'K/1', 'K/2', '1KIA', '1KIA', '1KIA', '2KIA', '2KIA', '3KIA', '4KIA', '5KIA'], // 2
    ['1MC', '1MC', '2MC', 'K/2', 'K/2', 'K/3', '1KIA', '1KIA', '2KIA', '3KIA', '4KIA'], // 3
    ['NMC', '1MC', '1MC', '2MC', '2MC', '3MC', 'K/3', 'K/4', '1KIA', '2KIA', '3KIA'], // 4
    ['PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4', '1KIA', '2KIA'], // 5
    ['-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4', '1KIA'], // 6
    ['-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC', 'K/4'], // 7
    ['-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC', '4MC'], // 8
    ['-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC', '3MC'], // 9
    ['-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC', '2MC'], // 10
    ['-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC', '2MC'], // 11
    ['-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC', '1MC'], // 12
    ['-', '-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC', '1MC'], // 13
    ['-', '-', '-', '-', '-', '-', '-', '-', '-', 'PTC', 'NMC'], // 14
    ['-', '-', '-', '-', '-', '-', '-', '-', '-', '-', 'PTC'], // ≥15
  ],
};
