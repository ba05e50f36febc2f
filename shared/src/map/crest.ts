// Crest Lines (B21.2, B10.11): "a Crest Line is formed where a Water Obstacle hex meets a ground level
// or higher terrain feature"; likewise around any depression (gully, stream, B19/B20). A depression's
// floor is one level below its hex's ground (A6.3), so the line runs along each hexside where a
// depression hex meets a hex whose own ground (its floor, if it is a depression too) is at least one
// level higher. Ice (B21.6) stays a depression, so a frozen pond keeps its Crest Lines. Pure data for
// drawing (the client's LOS tool) and for tests; LOS itself reads depressions in ./los.ts.
import { DIRECTIONS, type Direction, neighbour } from '../hex/grid';
import type { GameMap, MapHex } from './gameMap';

export interface CrestLine {
  /** The depression hex the hexside is named from. */
  readonly hex: string;
  readonly side: Direction;
}

/** The level units on the hex's ground stand at: a depression's floor is one below its elevation. */
function floorLevel(cell: MapHex): number {
  return cell.spec.elevation - (cell.terrain.depression ? 1 : 0);
}

/**
 * Every hexside where a depression hex meets ground at least one level above its floor, named once,
 * from the depression (of two adjacent depressions only the lower one can qualify, so none is named twice).
 */
export function crestLines(map: GameMap): CrestLine[] {
  const out: CrestLine[] = [];
  for (const cell of map.hexes()) {
    if (!cell.terrain.depression) continue;
    const floor = floorLevel(cell);
    for (const side of DIRECTIONS) {
      const other = map.at(neighbour(cell.hex, side));
      if (other && floorLevel(other) >= floor + 1) out.push({ hex: cell.name, side });
    }
  }
  return out;
}
