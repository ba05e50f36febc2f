// ASL geomorphic coordinates (A2.2): a hex is named board + column letters + row, e.g. `1AA5`.
// Columns A..Z then AA..GG run left to right; even-indexed columns (A, C, ..., GG) hold rows 1..10,
// the others hold rows 0..10, whose rows 0 and 10 are half hexes on the board's long edges. Boards are
// butted on a grid: the GG column of one board is the A column of the board to its right, and row 10
// of a board is row 0 of the board below it (the half hexes combine into one hex, which then has two
// names; `formatHex` uses the first board listed, `parseHex` accepts either).
import type { Hex } from './grid';

export interface BoardPlacement {
  /** Board id as printed in coordinates: digits for geomorphic boards, a lower-case letter for Deluxe. */
  readonly id: string;
  /** Grid position of the board: x to the right, y downwards. */
  readonly x: number;
  readonly y: number;
  /** Deluxe boards (B8.1 EXC): only marked manholes count. */
  readonly deluxe?: boolean;
}

export interface BoardGeometry {
  /** Columns per board, including both half-hex edge columns (33 = A..GG). */
  readonly columns: number;
  /** Highest row number (10 on a standard board). */
  readonly rows: number;
}

export const STANDARD_BOARD: BoardGeometry = { columns: 33, rows: 10 };

export function columnName(index: number): string {
  if (index < 0) throw new RangeError(`column index ${index}`);
  const letter = String.fromCharCode(65 + (index % 26));
  return letter.repeat(Math.floor(index / 26) + 1);
}

export function columnIndex(name: string): number | undefined {
  if (!/^([A-Z])\1*$/.test(name)) return undefined;
  return (name.length - 1) * 26 + (name.charCodeAt(0) - 65);
}

/** First row of a column: even-indexed columns start at 1, odd ones at the half hex 0. */
export function firstRow(columnIdx: number): number {
  return columnIdx % 2 === 0 ? 1 : 0;
}

// In doubled rows a hex's y2 has the parity of its column; the half-hex-offset columns (rows 0..10)
// sit half a hex higher than their neighbours' row of the same number.
function localY2(columnIdx: number, row: number): number {
  return columnIdx % 2 === 0 ? 2 * row : 2 * row + 1;
}

function boardOrigin(b: BoardPlacement, g: BoardGeometry): Hex {
  return { col: b.x * (g.columns - 1), y2: b.y * 2 * g.rows };
}

const NAME = /^([0-9]+|[a-z])([A-Z]+)([0-9]+)$/;

export interface ParsedName {
  board: string;
  column: string;
  row: number;
}

export function splitHexName(name: string): ParsedName | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  return { board: m[1]!, column: m[2]!, row: Number(m[3]) };
}

/** The global hex named `name` on these boards, or undefined when no such hex exists. */
export function parseHex(name: string, boards: readonly BoardPlacement[], g: BoardGeometry = STANDARD_BOARD): Hex | undefined {
  const p = splitHexName(name);
  if (!p) return undefined;
  const board = boards.find((b) => b.id === p.board);
  const c = columnIndex(p.column);
  if (!board || c === undefined || c >= g.columns) return undefined;
  if (p.row < firstRow(c) || p.row > g.rows) return undefined;
  const o = boardOrigin(board, g);
  return { col: o.col + c, y2: o.y2 + localY2(c, p.row) };
}

/** The names a global hex has (two on a butted edge), first board first. */
export function hexNames(h: Hex, boards: readonly BoardPlacement[], g: BoardGeometry = STANDARD_BOARD): string[] {
  const names: string[] = [];
  for (const b of boards) {
    const o = boardOrigin(b, g);
    const c = h.col - o.col;
    const y = h.y2 - o.y2;
    if (c < 0 || c >= g.columns) continue;
    const row = c % 2 === 0 ? y / 2 : (y - 1) / 2;
    if (!Number.isInteger(row) || row < firstRow(c) || row > g.rows) continue;
    names.push(`${b.id}${columnName(c)}${row}`);
  }
  return names;
}

export function formatHex(h: Hex, boards: readonly BoardPlacement[], g: BoardGeometry = STANDARD_BOARD): string | undefined {
  return hexNames(h, boards, g)[0];
}

/** Every hex on these boards, each once. */
export function allHexes(boards: readonly BoardPlacement[], g: BoardGeometry = STANDARD_BOARD): Hex[] {
  const seen = new Set<string>();
  const out: Hex[] = [];
  for (const b of boards) {
    const o = boardOrigin(b, g);
    for (let c = 0; c < g.columns; c++) {
      for (let row = firstRow(c); row <= g.rows; row++) {
        const h = { col: o.col + c, y2: o.y2 + localY2(c, row) };
        const k = `${h.col},${h.y2}`;
        if (!seen.has(k)) {
          seen.add(k);
          out.push(h);
        }
      }
    }
  }
  return out;
}
