// Pure hex geometry for ASL's grid: vertical columns of flat-topped hexes, alternate columns offset by
// half a hex. A hex is addressed globally by its column and its "doubled" row (y2): moving one hex
// straight up or down changes y2 by 2, a diagonal step changes the column by 1 and y2 by 1. This makes
// neighbours, distance and the pixel centre simple arithmetic; ASL names live in ./asl.ts.

export interface Hex {
  readonly col: number;
  readonly y2: number;
}

/** Hexside directions of a flat-topped hex, clockwise from the top. */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const DELTA: Record<Direction, readonly [number, number]> = {
  N: [0, -2],
  NE: [1, -1],
  SE: [1, 1],
  S: [0, 2],
  SW: [-1, 1],
  NW: [-1, -1],
};

export function hexKey(h: Hex): string {
  return `${h.col},${h.y2}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.y2 === b.y2;
}

export function opposite(d: Direction): Direction {
  return DIRECTIONS[(DIRECTIONS.indexOf(d) + 3) % 6]!;
}

export function neighbour(h: Hex, d: Direction): Hex {
  const [dc, dy] = DELTA[d];
  return { col: h.col + dc, y2: h.y2 + dy };
}

export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => neighbour(h, d));
}

/** The direction from a to b when they are adjacent, else undefined. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  return DIRECTIONS.find((d) => sameHex(neighbour(a, d), b));
}

/** Range in hexes (A7.1 counts the target hex but not the firer's: that is this distance). */
export function distance(a: Hex, b: Hex): number {
  const dc = Math.abs(a.col - b.col);
  const dy = Math.abs(a.y2 - b.y2);
  return dc + Math.max(0, (dy - dc) / 2);
}

export function isAdjacent(a: Hex, b: Hex): boolean {
  return distance(a, b) === 1;
}

/**
 * A hexside is named from one of its two hexes; this picks one canonical name (directions N, NE, SE)
 * so that both hexes' views of the same hexside share one key.
 */
export function hexsideKey(h: Hex, d: Direction): string {
  const i = DIRECTIONS.indexOf(d);
  if (i < 3) return `${hexKey(h)}:${d}`;
  return `${hexKey(neighbour(h, d))}:${opposite(d)}`;
}

// Pixel geometry: circumradius 1, flat top. Columns are 1.5 apart; y2 steps are sqrt(3)/2 apart.
export const SQRT3 = Math.sqrt(3);

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function centre(h: Hex): Point {
  return { x: 1.5 * h.col, y: (SQRT3 / 2) * h.y2 };
}

/** The hex containing a point (cube rounding on axial coordinates). */
export function hexAt(p: Point): Hex {
  return unpackHex(packedHexAt(p.x, p.y));
}

// A hex packed in one number (column and doubled row, each offset to be positive): LOS samples every
// few pixels of a line and finds their hexes without building an object (map/los.ts).
const PACK = 65536;
const BIAS = 32768;

/** The hex containing the point (x, y), packed (unpackHex). */
export function packedHexAt(x: number, y: number): number {
  const q = (2 / 3) * x;
  const r = (-1 / 3) * x + (SQRT3 / 3) * y;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return (rq + BIAS) * PACK + (2 * rr + rq + BIAS);
}

export function unpackHex(p: number): Hex {
  return { col: Math.floor(p / PACK) - BIAS, y2: (p % PACK) - BIAS };
}

/** The six corners of a hex, for drawing. */
export function corners(h: Hex): Point[] {
  const c = centre(h);
  return [0, 60, 120, 180, 240, 300].map((deg) => {
    const a = (Math.PI / 180) * deg;
    return { x: c.x + Math.cos(a), y: c.y + Math.sin(a) };
  });
}
