// A test scene's map cells turned into another terrain for the length of a check, and restored after:
// the compiled map is shared by every scene of a game, so a test may change it only for a moment.
import type { MapHex } from '../map/gameMap';
import { TERRAIN } from '../map/terrain';
import type { Given } from './scenarioBuilder';

/** Runs `f` with the map's cells `hexes` made of `terrain` (restored after). */
export function withTerrain<T>(g: Given, hexes: string[], terrain: keyof typeof TERRAIN, f: () => T): T {
  const cells = hexes.map((h) => g.game.ctx.map.byName(h)! as { -readonly [K in keyof MapHex]: MapHex[K] });
  const before = cells.map((c) => ({ terrain: c.terrain, spec: c.spec.terrain }));
  try {
    for (const c of cells) {
      c.terrain = TERRAIN[terrain];
      (c.spec as { terrain?: string }).terrain = terrain;
    }
    return f();
  } finally {
    cells.forEach((c, i) => {
      c.terrain = before[i]!.terrain;
      (c.spec as { terrain?: string }).terrain = before[i]!.spec;
    });
  }
}
