// A12 concealment. A "?" hides what is beneath it from the opponent. Units may set up concealed where
// the OB grants it and they are in Concealment Terrain (A12.12); dummies are "?" counters with nothing
// beneath and are always concealed. A concealed unit loses its "?" when it fires, or moves or acts in
// the LOS of a Good Order enemy ground unit (A12.14/A12.15, applied by the fire and movement modules
// through `revealIfSeen`).
import type { GameEvent } from '../engine/events';
import type { GameState, UnitState } from '../engine/state';
import type { MapHex } from '../map/gameMap';

export function canSetUpConcealed(u: UnitState, cell: MapHex): boolean {
  if (u.kind === 'dummy') return true;
  return u.mayConceal && cell.terrain.concealmentTerrain;
}

/**
 * A12.14: `unit` acted in view of an enemy. `seenBy` decides whether a Good Order enemy ground unit
 * has LOS to it. A revealed dummy is removed (A12.15: a dummy that must lose concealment is eliminated).
 */
export function revealIfSeen(state: GameState, unit: UnitState, seenBy: (enemy: UnitState) => boolean): GameEvent[] {
  if (!unit.status.concealed || !unit.loc) return [];
  const watchers = Object.values(state.units).filter(
    (e) => e.side !== unit.side && !e.eliminated && e.loc && !e.status.broken && e.kind !== 'dummy' && seenBy(e),
  );
  if (watchers.length === 0) return [];
  unit.status.concealed = false;
  if (unit.kind === 'dummy') {
    unit.eliminated = true;
    return [{ type: 'dummyRevealed', audience: 'all', data: { loc: { ...unit.loc }, side: unit.side, rule: 'A12.15' } }];
  }
  return [{ type: 'concealmentLost', audience: 'all', data: { unit: unit.id, type: unit.type, loc: { ...unit.loc }, rule: 'A12.14' } }];
}
