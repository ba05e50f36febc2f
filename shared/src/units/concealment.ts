// A12 concealment. A "?" hides what is beneath it from the opponent. Units may set up concealed where
// the OB grants it and they are in Concealment Terrain (A12.12); dummies are "?" counters with nothing
// beneath and are always concealed. A concealed unit loses its "?" when it fires, or moves or acts in
// the LOS of a Good Order enemy ground unit (A12.14/A12.15, applied by the rule modules through
// rules/core/concealment.ts).
import type { UnitState } from './unit';
import type { MapHex } from '../map/gameMap';

export function canSetUpConcealed(u: UnitState, cell: MapHex): boolean {
  if (u.kind === 'dummy') return true;
  return u.mayConceal && cell.terrain.concealmentTerrain;
}
