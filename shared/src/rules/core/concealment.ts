// Losing concealment (A12.14, A12.15): what every module that makes a unit act in view of the enemy
// calls. A revealed dummy is removed.
import type { GameEvent } from '../../engine/events';
import type { GameState, UnitState } from '../../engine/state';
import { copyLocation } from '../../units/location';

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
    return [{ type: 'dummyRevealed', audience: 'all', data: { loc: copyLocation(unit.loc), side: unit.side, rule: 'A12.15' } }];
  }
  return [
    { type: 'concealmentLost', audience: 'all', data: { unit: unit.id, type: unit.type, loc: copyLocation(unit.loc), rule: 'A12.14' } },
  ];
}

/**
 * A12.31: a hidden unit revealed "is totally discovered; it is not placed on board beneath a '?'"
 * (A12.3: hidden status is "the equal of concealment", so what reveals a concealed unit reveals it).
 */
export function revealHidden(unit: UnitState): GameEvent[] {
  if (!unit.status.hidden || !unit.loc || unit.eliminated) return [];
  unit.status.hidden = false;
  unit.status.concealed = false;
  return [
    { type: 'concealmentLost', audience: 'all', data: { unit: unit.id, type: unit.type, loc: copyLocation(unit.loc), rule: 'A12.31' } },
  ];
}
