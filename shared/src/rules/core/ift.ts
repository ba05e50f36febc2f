// The Infantry Fire Table (A7.3) as data: the ruleset parameter `ift` holds its columns and, per column,
// the result of each Final DR from `minDr` up (a DR below `minDr` reads the first row, one above the
// last row the last). The rule texts do not carry the printed table; the default below is generated
// once from a stated formula and is to be replaced by the printed chart (docs/rules-coverage.md).
// Results: `nKIA` (n units eliminated, the rest of the Location breaks), `K/n` (one unit Casualty
// Reduced, the rest take an nMC), `nMC` (each unit takes a MC with +n), `NMC` (a Normal MC), `PTC`
// (a Pin Task Check), `-` (no effect).
import * as z from 'zod';

export type IftResult = { kind: 'KIA'; n: number } | { kind: 'K'; n: number } | { kind: 'MC'; n: number } | { kind: 'NMC' } | { kind: 'PTC' } | { kind: 'none' };

const RESULT = /^(?:(\d)KIA|K\/(\d)|(\d)MC|NMC|PTC|-)$/;

export const IftTableSchema = z.strictObject({
  columns: z.array(z.number().positive()).min(1),
  minDr: z.int(),
  /** rows[column index][Final DR - minDr]: a result name. */
  rows: z.array(z.array(z.string().regex(RESULT)).min(1)).min(1),
}).refine((t) => t.rows.length === t.columns.length, 'one row list per column');
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

export function iftResult(table: IftTable, column: number, finalDr: number): IftResult {
  const i = table.columns.indexOf(column);
  if (i < 0) return { kind: 'none' };
  const row = table.rows[i]!;
  return parseResult(row[Math.max(0, Math.min(row.length - 1, finalDr - table.minDr))]!);
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

const COLUMNS = [1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36];
const MIN_DR = -8;
const MAX_DR = 20;

/**
 * Default to confirm: with i the column's index and n = DR - i, n >= 5 no effect, 4 PTC, 3 NMC,
 * 2 a (1 + i div 3)MC, 1 K/(1 + i div 3), n <= 0 (1 + -n div 2 + i div 4)KIA.
 */
function formulaResult(i: number, dr: number): string {
  const n = dr - i;
  if (n >= 5) return '-';
  if (n === 4) return 'PTC';
  if (n === 3) return 'NMC';
  if (n === 2) return `${1 + Math.floor(i / 3)}MC`;
  if (n === 1) return `K/${1 + Math.floor(i / 3)}`;
  return `${Math.min(9, 1 + Math.floor(-n / 2) + Math.floor(i / 4))}KIA`;
}

export const DEFAULT_IFT: IftTable = {
  columns: COLUMNS,
  minDr: MIN_DR,
  rows: COLUMNS.map((_, i) => Array.from({ length: MAX_DR - MIN_DR + 1 }, (_, k) => formulaResult(i, MIN_DR + k))),
};
