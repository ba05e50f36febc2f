// The names of the map hexes around a hex, in direction order (hex/grid `neighbours`), off-map ones
// left out: movement, advance and rout ask it for every stack in every legal(). A table per compiled
// map (a changed map, engine/mapChanges.ts, has the same hexes and gets its own).
import { neighbours } from '../hex/grid';
import type { GameMap } from './gameMap';

const tables = new WeakMap<GameMap, Map<string, readonly string[]>>();
const NONE: readonly string[] = [];

/** The names of the hexes adjacent to the hex named `name` (either name of a butted half hex), in direction order; none for a name not on the map. */
export function neighbourNames(map: GameMap, name: string): readonly string[] {
  let table = tables.get(map);
  if (!table) tables.set(map, (table = new Map()));
  let out = table.get(name);
  if (!out) {
    const cell = map.byName(name);
    out = cell ? neighbours(cell.hex).flatMap((h) => map.at(h)?.name ?? []) : NONE;
    table.set(name, out);
  }
  return out;
}
