// A compiled map: the validated document indexed by hex, with derived facts (Manhole Locations, B8.1).
import type { BoardGeometry, BoardPlacement } from '../hex/asl';
import { allHexes, formatHex, parseHex } from '../hex/asl';
import { type Direction, type Hex, hexKey, hexsideKey, neighbour, opposite } from '../hex/grid';
import { type HexSpec, type MapDoc, MapDocSchema } from './schema';
import { type HexsideTerrain, TERRAIN, type TerrainInfo } from './terrain';

export interface MapHex {
  readonly hex: Hex;
  readonly name: string;
  readonly spec: HexSpec;
  readonly terrain: TerrainInfo;
  readonly board: BoardPlacement;
}

export interface GameMap {
  readonly doc: MapDoc;
  readonly geometry: BoardGeometry;
  /** The map hex at a global position, or undefined off the map. */
  at(h: Hex): MapHex | undefined;
  /** The map hex named `name` (either name of a butted half hex), or undefined. */
  byName(name: string): MapHex | undefined;
  name(h: Hex): string;
  hexes(): readonly MapHex[];
  hexside(h: Hex, d: Direction): HexsideTerrain | undefined;
  /** B8.1: a manhole is printed here, or (not on Deluxe boards) a paved road crosses >= 3 hexsides. */
  isManholeLocation(h: Hex): boolean;
}

export interface MapProblem {
  readonly hex?: string;
  readonly message: string;
}

export class MapValidationError extends Error {
  constructor(
    readonly mapId: string,
    readonly problems: readonly MapProblem[],
  ) {
    super(`map ${mapId}: ${problems.map((p) => (p.hex ? `${p.hex}: ${p.message}` : p.message)).join('; ')}`);
    this.name = 'MapValidationError';
  }
}

/** B8.1 Manhole Location derivation from a hex's printed features. */
export function derivesManhole(spec: HexSpec, deluxe: boolean): boolean {
  if (spec.manhole) return true;
  if (deluxe) return false; // B8.1 EXC: on Deluxe boards only marked hexes
  return spec.road?.kind === 'paved' && new Set(spec.road.sides).size >= 3;
}

/** Validates a map document (zod, then cross-hex consistency) and compiles it. */
export function compileMap(input: unknown): GameMap {
  const parsed = MapDocSchema.safeParse(input);
  const mapId = typeof input === 'object' && input && 'id' in input ? String((input as { id: unknown }).id) : '?';
  if (!parsed.success) {
    throw new MapValidationError(
      mapId,
      parsed.error.issues.map((i) => {
        const hexIdx = i.path[0] === 'hexes' && typeof i.path[1] === 'string' ? i.path[1] : undefined;
        return { ...(hexIdx ? { hex: hexIdx } : {}), message: `${i.path.join('.')}: ${i.message}` };
      }),
    );
  }
  const doc = parsed.data;
  const geometry: BoardGeometry = { columns: doc.columns, rows: doc.rows };
  const problems: MapProblem[] = [];
  const ids = new Set<string>();
  for (const b of doc.boards) {
    if (ids.has(b.id)) problems.push({ message: `board ${b.id} is placed twice` });
    ids.add(b.id);
  }

  const byKey = new Map<string, MapHex>();
  const byNameCache = new Map<string, MapHex | undefined>();
  const defaultSpec = (): HexSpec => ({ terrain: 'open', elevation: 0 });
  for (const h of allHexes(doc.boards, geometry)) {
    const name = formatHex(h, doc.boards, geometry)!;
    const board = doc.boards.find((b) => name.startsWith(b.id) && /[A-Z]/.test(name.charAt(b.id.length)))!;
    byKey.set(hexKey(h), { hex: h, name, spec: defaultSpec(), terrain: TERRAIN.open, board });
  }
  for (const [name, spec] of Object.entries(doc.hexes)) {
    const h = parseHex(name, doc.boards, geometry);
    if (!h) {
      problems.push({ hex: name, message: 'no such hex on this map' });
      continue;
    }
    const cell = byKey.get(hexKey(h))!;
    byKey.set(hexKey(h), { ...cell, spec, terrain: TERRAIN[spec.terrain] });
    if (spec.upperLevels !== undefined && !TERRAIN[spec.terrain].building) {
      problems.push({ hex: name, message: `upper levels on ${spec.terrain}: only buildings have them` });
    }
    if (spec.bridge && !spec.road)
      problems.push({ hex: name, message: 'a bridge without a road across it (B6.1: a bridge is an extension of a road)' });
    if (spec.manhole && TERRAIN[spec.terrain].waterObstacle) {
      problems.push({ hex: name, message: 'a manhole in a Water Obstacle hex (B8.4: no sewer beneath water)' });
    }
  }
  // A road that crosses a hexside must continue in the hex beyond it (or leave the map there).
  for (const cell of byKey.values()) {
    for (const side of cell.spec.road?.sides ?? []) {
      const other = byKey.get(hexKey(neighbour(cell.hex, side)));
      if (other && !other.spec.road?.sides.includes(opposite(side))) {
        problems.push({
          hex: cell.name,
          message: `road leaves through ${side} but ${other.name} has no road entering from ${opposite(side)}`,
        });
      }
    }
  }
  const sides = new Map<string, HexsideTerrain>();
  for (const s of doc.hexsides) {
    const h = parseHex(s.hex, doc.boards, geometry);
    if (!h) {
      problems.push({ hex: s.hex, message: `hexside ${s.side}: no such hex on this map` });
      continue;
    }
    sides.set(hexsideKey(h, s.side), s.terrain);
    if (s.terrain === 'cliff') {
      const other = byKey.get(hexKey(neighbour(h, s.side)));
      if (other && other.spec.elevation === byKey.get(hexKey(h))!.spec.elevation) {
        problems.push({ hex: s.hex, message: `cliff hexside ${s.side} between hexes of equal elevation` });
      }
    }
  }
  if (problems.length) throw new MapValidationError(doc.id, problems);

  const cells = [...byKey.values()];
  // `at` is asked constantly (LOS traces, neighbours): looked up by the two numbers, no key string built
  const grid = new Map<number, Map<number, MapHex>>();
  for (const cell of cells) {
    let column = grid.get(cell.hex.col);
    if (!column) grid.set(cell.hex.col, (column = new Map()));
    column.set(cell.hex.y2, cell);
  }
  return {
    doc,
    geometry,
    at: (h) => grid.get(h.col)?.get(h.y2),
    byName: (name) => {
      // names are looked up constantly by the rules: parse each distinct name once
      let cell = byNameCache.get(name);
      if (cell === undefined && !byNameCache.has(name)) {
        const h = parseHex(name, doc.boards, geometry);
        cell = h ? byKey.get(hexKey(h)) : undefined;
        if (byNameCache.size < 10000) byNameCache.set(name, cell);
      }
      return cell;
    },
    name: (h) => byKey.get(hexKey(h))?.name ?? `off-map(${hexKey(h)})`,
    hexes: () => cells,
    hexside: (h, d) => sides.get(hexsideKey(h, d)),
    isManholeLocation: (h) => {
      const cell = byKey.get(hexKey(h));
      return !!cell && derivesManhole(cell.spec, !!cell.board.deluxe);
    },
  };
}
