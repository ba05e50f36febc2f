// What this seat knows of the board, for the prompts that say why a clicked hex is no option
// (prompts.ts HexFacts): distances, the LOS between hexes' ground levels (A6) on the map in play, whose
// units it sees in a hex, where a unit of its view is. Read from its own view only.
import { distance } from '@hexfog/shared/hex/index';
import { groundLevel, lineOfSight, type GameMap } from '@hexfog/shared/map/index';
import type { View } from '@hexfog/shared/protocol/index';
import type { HexFacts } from './prompts';

export function hexFacts(map: GameMap, v: View, seat: 'A' | 'B' | null): HexFacts {
  const cell = (name: string) => map.byName(name);
  return {
    distance: (a, b) => {
      const x = cell(a);
      const y = cell(b);
      return x && y ? distance(x.hex, y.hex) : Infinity;
    },
    blocked: (from, to) => {
      const a = cell(from);
      const b = cell(to);
      if (!a || !b) return 'not on the map';
      const r = lineOfSight(map, { hex: a.hex, level: groundLevel(a) }, { hex: b.hex, level: groundLevel(b) });
      return r.clear ? null : `blocked at ${r.blockedBy!.hex} (${r.blockedBy!.reason})`;
    },
    holds: (hex) => {
      const here = v.units.filter((u) => u.loc?.hex === hex && !u.eliminated);
      const markers = v.markers.filter((m) => m.loc.hex === hex);
      return { own: here.some((u) => u.side === seat), enemy: here.some((u) => u.side !== seat) || markers.some((m) => m.side !== seat) };
    },
    hexOf: (id) => v.units.find((u) => u.id === id)?.loc?.hex,
  };
}
