// Line of sight (A6): traced from centre dot to centre dot. Terrain on our maps fills whole hexes, so a
// hex whose terrain is an obstacle blocks a line that enters it; a line running exactly along a hexside
// (a hexspine LOS) is blocked only when the hexes on both sides would block it, and hindered only when
// both sides hinder. Heights are absolute levels; the line's height at each crossing is interpolated
// between the two viewers' levels, so hills, upper building levels and depressions (A6.3: units IN a
// depression are a level below the ground around it, so the crest of the surrounding ground blocks
// non-adjacent LOS at the same level) all fall out of one comparison.
// B21.2 replaces that comparison between a unit IN a Water Obstacle and a higher viewer: see
// `waterCrestBlock` below.
import { type Hex, centre, directionTo, hexKey, packedHexAt, sameHex, unpackHex } from '../hex/grid';
import type { GameMap, MapHex } from './gameMap';
import { HEXSIDE, type HexsideTerrain } from './terrain';

export interface Viewpoint {
  readonly hex: Hex;
  /** Absolute level of the viewer's eyes (see `groundLevel` and `locationLevel`). */
  readonly level: number;
}

export interface LosStep {
  readonly hex: string;
  readonly reason: string;
  /** Where along the line, from `from` (0) to `to` (1): the blocking point, or where the hindrance hex is crossed. */
  readonly at?: number;
}

/** A6.7/A6.8-style hindrance along the line: the hex, its terrain kind (B terrain key) and its +DRM. */
export interface LosHindrance extends LosStep {
  readonly drm: number;
  readonly kind: string;
}

export interface LosResult {
  readonly clear: boolean;
  readonly blockedBy?: LosStep;
  readonly hindrances: readonly LosHindrance[];
  /** Total hindrance DRM along the line (A6.7). */
  readonly hindranceDrm: number;
  /**
   * B9.3: the wall or hedge of the target's (`to`) hex the line crosses as it enters that hex, or the
   * wall/hedge hexspine touching the target hex the line runs along (B9.2 EX), if any.
   */
  readonly targetHexside?: HexsideTerrain;
}

export interface LosOptions {
  /** A6.7: a LOS hindered by this total DRM or more is blocked. */
  readonly hindranceBlocksAt?: number;
}

/** The level of the ground a unit stands on in this hex: one lower IN a depression (A6.3). */
export function groundLevel(cell: MapHex): number {
  return cell.spec.elevation - (cell.terrain.depression ? 1 : 0);
}

/** The top of an obstacle hex's obstacle (asked of obstacle hexes only). */
function obstacleTop(cell: MapHex): number {
  const t = cell.terrain;
  return cell.spec.elevation + t.obstacleHeight + (t.building ? (cell.spec.upperLevels ?? 0) : 0);
}

/** A run of consecutive samples of the line in the same hex (or the same two hexes beside a hexspine). */
interface Crossing {
  /** Where along the line the run's first sample is (0 at `from`, 1 at `to`). */
  readonly t: number;
  /** Its last sample. */
  tLast: number;
  readonly cells: readonly MapHex[]; // one hex, or the two hexes beside a hexspine
}

const SAMPLES_PER_HEX = 24;
// An irrational offset keeps samples off the exact points where the line crosses a hexside.
const OFFSET = Math.SQRT2 / 3;
const NUDGE = 1e-7;

/**
 * The hexes the line passes through, sampled along it, as runs of samples in the same hex(es); the two
 * end hexes only when `withEnds`. The last line traced is kept: LOS traces the same line again for the
 * target's hexside (B9.3). The runs are read, never changed.
 */
function trace(map: GameMap, a: Hex, b: Hex, withEnds = false): Crossing[] {
  const last = lastTrace;
  if (last && last.map === map && last.withEnds === withEnds && sameHex(last.a, a) && sameHex(last.b, b)) return last.out;
  const out = traceLine(map, a, b, withEnds);
  lastTrace = { map, a, b, withEnds, out };
  return out;
}

let lastTrace: { map: GameMap; a: Hex; b: Hex; withEnds: boolean; out: Crossing[] } | undefined;

function traceLine(map: GameMap, a: Hex, b: Hex, withEnds: boolean): Crossing[] {
  const pa = centre(a);
  const pb = centre(b);
  const dx = pb.x - pa.x;
  const dy = pb.y - pa.y;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const n = Math.max(2, Math.ceil(len * SAMPLES_PER_HEX));
  const out: Crossing[] = [];
  // the current run: its two packed hexes, and its crossing (undefined while its samples are left out)
  let p1 = NaN;
  let p2 = NaN;
  let run: Crossing | undefined;
  for (let i = 0; i < n; i++) {
    const t = (i + OFFSET) / n;
    const x = pa.x + dx * t;
    const y = pa.y + dy * t;
    const h1 = packedHexAt(x + nx * NUDGE, y + ny * NUDGE);
    const h2 = packedHexAt(x - nx * NUDGE, y - ny * NUDGE);
    if (h1 === p1 && h2 === p2) {
      if (run) run.tLast = t;
      continue;
    }
    p1 = h1;
    p2 = h2;
    const cells = sampleCells(map, a, b, withEnds, h1, h2);
    run = cells ? { t, tLast: t, cells } : undefined;
    if (run) out.push(run);
  }
  return out;
}

/** The map hexes of one sample (one hex, or the two beside a hexspine), or undefined when left out (an end, off the map). */
function sampleCells(map: GameMap, a: Hex, b: Hex, withEnds: boolean, p1: number, p2: number): readonly MapHex[] | undefined {
  const h1 = unpackHex(p1);
  const two = p1 !== p2;
  const h2 = two ? unpackHex(p2) : h1;
  if (!withEnds && (sameHex(h1, a) || sameHex(h1, b) || (two && (sameHex(h2, a) || sameHex(h2, b))))) return undefined;
  const m1 = map.at(h1);
  if (!m1) return undefined;
  if (!two) return [m1];
  const m2 = map.at(h2);
  return m2 ? [m1, m2] : undefined;
}

/**
 * The hexes a straight line between two hex centres passes through, both ends included; along a
 * hexspine, the hexes on one side of it (a hair off the line). Sewer movement beneath a Water Obstacle
 * (HL.6) asks it.
 */
export function hexesOnLine(map: GameMap, a: Hex, b: Hex): MapHex[] {
  const out = new Map<string, MapHex>();
  for (const c of trace(map, a, b, true)) out.set(c.cells[0]!.name, c.cells[0]!);
  return [...out.values()];
}

/** Hexside obstacles (walls, hedges) crossed between intervening hexes; never those of either end. */
function hexsideCrossings(crossings: Crossing[]): { t: number; from: MapHex; to: MapHex }[] {
  const out: { t: number; from: MapHex; to: MapHex }[] = [];
  for (let i = 1; i < crossings.length; i++) {
    const prev = crossings[i - 1]!;
    const cur = crossings[i]!;
    if (prev.cells.length !== 1 || cur.cells.length !== 1) continue;
    const from = prev.cells[0]!;
    const to = cur.cells[0]!;
    if (from === to) continue;
    if (!directionTo(from.hex, to.hex)) continue;
    out.push({ t: (prev.tLast + cur.t) / 2, from, to });
  }
  return out;
}

// LOS depends only on the map and the two viewpoints, and rule modules ask the same questions again
// and again (every legal() and view): results are memoized per compiled map.
const cache = new WeakMap<GameMap, Map<string, LosResult>>();
const CACHE_LIMIT = 500_000;

/** A6: LOS between two viewpoints on the map, with the hex that blocks it or the hindrances. */
export function lineOfSight(map: GameMap, from: Viewpoint, to: Viewpoint, opts: LosOptions = {}): LosResult {
  let memo = cache.get(map);
  if (!memo) cache.set(map, (memo = new Map()));
  const key = `${from.hex.col},${from.hex.y2},${from.level}|${to.hex.col},${to.hex.y2},${to.level}|${opts.hindranceBlocksAt ?? 6}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const los = computeLineOfSight(map, from, to, opts);
  const side = los.clear ? targetHexside(map, from.hex, to.hex) : undefined;
  const result = side ? { ...los, targetHexside: side } : los;
  if (memo.size >= CACHE_LIMIT) memo.clear();
  memo.set(key, result);
  return result;
}

/**
 * The wall or hedge of hex `own` that the line between `own` and `other` crosses as it leaves `own`
 * (or the wall/hedge hexspine touching `own` it runs along), if any: B27.2 "any intervening wall/hedge
 * hexside/hexspine forming a part of a foxhole hex".
 */
export function ownHexsideCrossed(map: GameMap, own: Hex, other: Hex): HexsideTerrain | undefined {
  return targetHexside(map, other, own);
}

/**
 * B9.3: the wall/hedge hexside through which the line from `a` enters the target hex `b`: the hexside
 * between `b` and the last hex the line crosses before it (the firer's own hex when ADJACENT), or,
 * when the line's last stretch runs along a hexspine ending at a vertex of `b`, that hexspine (B9.2 EX:
 * units on either side of a hedge hexspine both get its TEM vs each other's fire). Cliffs give none.
 */
function targetHexside(map: GameMap, a: Hex, b: Hex): HexsideTerrain | undefined {
  const wallOrHedge = (x: Hex, y: Hex) => {
    const d = directionTo(x, y);
    const side = d ? map.hexside(x, d) : undefined;
    return side === 'wall' || side === 'hedge' ? side : undefined;
  };
  const crossings = trace(map, a, b);
  const last = crossings[crossings.length - 1];
  if (!last) return directionTo(a, b) ? wallOrHedge(a, b) : undefined;
  const [x, y] = last.cells;
  return y ? wallOrHedge(x!.hex, y.hex) : wallOrHedge(x!.hex, b);
}

function computeLineOfSight(map: GameMap, from: Viewpoint, to: Viewpoint, opts: LosOptions): LosResult {
  const blocksAt = opts.hindranceBlocksAt ?? 6;
  if (sameHex(from.hex, to.hex)) return { clear: true, hindrances: [], hindranceDrm: 0 };
  const crossings = trace(map, from.hex, to.hex);
  const top = Math.max(from.level, to.level);
  const lineAt = (t: number) => from.level + (to.level - from.level) * t;
  // A hex's ground or obstacle is compared with the line where it passes nearest the hex's centre
  // dot (the whole hex is the terrain, but heights are read at the centre, as the printed art is).
  const pa = centre(from.hex);
  const pb = centre(to.hex);
  const len2 = (pb.x - pa.x) ** 2 + (pb.y - pa.y) ** 2;
  const tOf = (cell: MapHex) => {
    const c = centre(cell.hex);
    return Math.min(1, Math.max(0, ((c.x - pa.x) * (pb.x - pa.x) + (c.y - pa.y) * (pb.y - pa.y)) / len2));
  };

  // An obstacle blocks when it rises above the line, or is at least as high as both ends (A6.2);
  // bare ground (a hill or a crest) blocks only when it rises above the line.
  // B21.2: between a unit IN a Water Obstacle and a higher viewer the hexside test below replaces the
  // ground (hill/crest) comparison; obstacles, hexside obstacles and hindrances keep theirs.
  const water = waterPair(map, from, to);
  if (water) {
    const step = waterCrestBlock(map, water.low, water.high, water.level);
    if (step) return { clear: false, blockedBy: { ...step, at: round(tOf(map.byName(step.hex)!)) }, hindrances: [], hindranceDrm: 0 };
  }
  const groundBlocks = !water;
  const blocks = (cell: MapHex): string | undefined => {
    const z = lineAt(tOf(cell));
    if (groundBlocks && groundLevel(cell) > z + 1e-9) return `level ${groundLevel(cell)} ground (${cell.terrain.rule})`;
    if (cell.terrain.los === 'obstacle') {
      const h = obstacleTop(cell);
      if (h > z + 1e-9 || h >= top) return `${cell.spec.terrain} obstacle, top level ${h} (${cell.terrain.rule})`;
    }
    return undefined;
  };

  const hindrances = new Map<string, LosHindrance>();
  for (const c of crossings) {
    const reasons = c.cells.map((cell) => blocks(cell));
    if (reasons.every((r) => r !== undefined)) {
      const cell = c.cells[0]!;
      const reason = c.cells.length === 2 ? `hexspine between two obstacles: ${reasons[0]}` : reasons[0]!;
      return { clear: false, blockedBy: { hex: cell.name, reason, at: round(c.t) }, hindrances: [...hindrances.values()], hindranceDrm: 0 };
    }
    // Hindrance: a hex that hinders, or a hexspine with hindrances on both sides (counted once).
    if (c.cells.every((cell) => cell.terrain.los === 'hindrance')) {
      const key = c.cells
        .map((x) => hexKey(x.hex))
        .sort()
        .join('|');
      const cell = c.cells.reduce((lo, x) => (x.terrain.hindranceDrm < lo.terrain.hindranceDrm ? x : lo));
      if (!hindrances.has(key))
        hindrances.set(key, {
          hex: cell.name,
          kind: cell.spec.terrain,
          drm: cell.terrain.hindranceDrm,
          at: round(tOf(cell)),
          reason: `${cell.spec.terrain} hindrance (${cell.terrain.rule})`,
        });
    }
  }
  for (const s of hexsideCrossings(crossings)) {
    const side = map.hexside(s.from.hex, directionTo(s.from.hex, s.to.hex)!);
    if (!side || side === 'cliff' || side === 'water') continue;
    const h = Math.max(s.from.spec.elevation, s.to.spec.elevation) + HEXSIDE[side].obstacleHeight;
    if (h > lineAt(s.t) + 1e-9 || h >= top) {
      return {
        clear: false,
        blockedBy: { hex: s.from.name, reason: `${side} on the hexside to ${s.to.name} (${HEXSIDE[side].rule})`, at: round(s.t) },
        hindrances: [...hindrances.values()],
        hindranceDrm: 0,
      };
    }
  }
  const list = [...hindrances.values()];
  const total = list.reduce((s, h) => s + h.drm, 0);
  if (total >= blocksAt) {
    return {
      clear: false,
      blockedBy: { hex: list[list.length - 1]!.hex, reason: `hindrances total +${total} (A6.7)`, at: list[list.length - 1]!.at },
      hindrances: list,
      hindranceDrm: total,
    };
  }
  return { clear: true, hindrances: list, hindranceDrm: total };
}

/** Fractions along the line, kept short (the client draws them). */
const round = (t: number) => Math.round(t * 1000) / 1000;

/**
 * B21.2: the two ends of a LOS when one is a unit IN a Water Obstacle hex (at the water's level, not on
 * a bridge above it) and the other is higher; undefined otherwise (two units IN water at one level,
 * ice, which is not a Water Obstacle, or a viewer above the water keep the ordinary geometry).
 */
function waterPair(map: GameMap, from: Viewpoint, to: Viewpoint): { low: Hex; high: Hex; level: number } | undefined {
  if (from.level === to.level) return undefined;
  const [low, high] = from.level < to.level ? [from, to] : [to, from];
  const cell = map.at(low.hex);
  if (!cell?.terrain.waterObstacle || low.level !== groundLevel(cell)) return undefined;
  return { low: low.hex, high: high.hex, level: high.level };
}

/** B21.2: a hexside's elevation is the higher ground level of the two hexes it separates. */
function hexsideElevation(a: MapHex, b: MapHex): number {
  return Math.max(groundLevel(a), groundLevel(b));
}

/**
 * B21.2, read as one reciprocal relation: "a unit IN a Water Obstacle hex may trace a LOS into only the
 * initial hex of each level above it" and "a unit on a higher level may trace a LOS INTO a Water
 * Obstacle hex only if between it and the Water Obstacle hex, there are no other intervening hexsides
 * (other than its own) of equal or higher elevation to it". Every hexside the line crosses, the water
 * hex's own included, must be lower than the higher viewer's `level`, except the hexsides of the higher
 * viewer's own hex. Returns the blocking hexside, or undefined when the test passes.
 *
 * A hexside's elevation is the higher of its two hexes' ground levels (hexsideElevation), and every hex
 * the line has passed so far is lower than `level`: so a hexside crossed is too high exactly when the hex
 * it enters is as high as the viewer. Hexspines: where the line runs along the hexside between two hexes
 * it crosses neither, and it may be traced on either side of that hexside (as a hexspine is blocked only
 * when both sides block, A6): the test passes when one side of each hexspine is lower than the viewer.
 */
function waterCrestBlock(map: GameMap, low: Hex, high: Hex, level: number): LosStep | undefined {
  let passed: MapHex = map.at(low)!;
  let prevCells: readonly MapHex[] = [passed];
  for (const { cells } of trace(map, low, high, true)) {
    if (cells.length === prevCells.length && cells.every((c, i) => c === prevCells[i])) continue;
    prevCells = cells;
    // the higher viewer's own hexsides do not count
    const next = cells.find((c) => sameHex(c.hex, high) || groundLevel(c) < level);
    if (!next) {
      const c = cells[0]!;
      return {
        hex: passed.name,
        reason: `level ${hexsideElevation(passed, c)} hexside to ${c.name}, not lower than the level ${level} viewer (B21.2)`,
      };
    }
    passed = next;
  }
  return undefined;
}
