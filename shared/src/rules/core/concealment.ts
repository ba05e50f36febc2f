// Losing concealment (A12.14, A12.15): what every module that makes a unit act in view of the enemy
// calls. A revealed dummy is removed.
import type { GameEvent } from '../../engine/events';
import type { ApplyContext } from '../../engine/module';
import { type GameState, otherSide, type UnitState } from '../../engine/state';
import { BENEATH, copyLocation, locationKey } from '../../units/location';
import { type Fortification, hiddenFortifications, setFortificationHidden, viewOf } from './fortifications';

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
export function revealHidden(unit: UnitState, rule = 'A12.31'): GameEvent[] {
  if (!unit.status.hidden || !unit.loc || unit.eliminated) return [];
  unit.status.hidden = false;
  unit.status.concealed = false;
  return [{ type: 'concealmentLost', audience: 'all', data: { unit: unit.id, type: unit.type, loc: copyLocation(unit.loc), rule } }];
}

/**
 * How a hidden unit comes on board (A12.3): 'discovered' (A12.31: "totally discovered; it is not placed
 * on board beneath a '?'"), or 'concealed': placed on board beneath a "?" (A12.15: "all hidden Units in
 * the Location must be placed on board beneath a '?'"; A12.3: Hidden Status "the equal of
 * concealment", so a unit that gives it up by acting keeps the "?" until it acts in view, A12.14).
 */
export type HipLoss = 'discovered' | 'concealed';

/**
 * THE seam every module calls when the rules end Hidden Initial Placement (A12.3x): the hidden units
 * among `units` come on board as `how` says, each reveal one event told to everyone with `rule`.
 * Discovered: `concealmentLost` (the unit, its type and Location) to all. Beneath a "?": the owner
 * hears each unit, the opponent once per Location that a "?" is there (`concealmentGained` as a pair,
 * the opponent's form last, so spectators get it): never how many came on board, nor which.
 */
export function loseHip(ctx: ApplyContext, units: readonly UnitState[], how: HipLoss, rule: string): void {
  const hidden = units.filter((u) => u.status.hidden && u.loc && !u.eliminated);
  // A12.33 (our reading): a unit coming on board beneath a hidden counter is seen in that position
  for (const u of hidden) if (u.loc!.position === BENEATH) revealFortificationsAt(ctx, u.side, u.loc!.hex, 'unitSeen');
  if (how === 'discovered') {
    for (const u of hidden) for (const e of revealHidden(u, rule)) ctx.emit(e);
    return;
  }
  const byLocation = new Map<string, UnitState[]>();
  for (const u of hidden) {
    const key = `${u.side}|${locationKey(u.loc!)}#${u.loc!.position ?? ''}`;
    byLocation.set(key, [...(byLocation.get(key) ?? []), u]);
  }
  for (const group of byLocation.values()) {
    const first = group[0]!;
    for (const u of group) {
      u.status.hidden = false;
      u.status.concealed = true;
      ctx.emit({ type: 'concealmentGained', audience: u.side, data: { unit: u.id, loc: copyLocation(u.loc!), rule } });
    }
    ctx.emit({ type: 'concealmentGained', audience: otherSide(first.side), data: { loc: copyLocation(first.loc!), rule } });
  }
}

/** What brought a hidden fortification on board (A12.33, our reading of A12.3: HIP ends when the enemy would see it). */
export type FortificationReveal = 'enemyEntered' | 'unitSeen' | 'entrenching';

/**
 * THE seam that ends a fortification's hidden status (A12.33, our reading; the hip module's grant sets
 * it): its counter comes on board with the id it always had (its side and hex, core/fortifications.ts),
 * one public `fortificationRevealed` event saying why. Every reveal calls it: an enemy unit in its
 * Location (the hip module's afterCommand, rout's walk through it), a unit beneath it losing HIP (loseHip)
 * or seen there (afterCommand), an Entrenching Attempt enlarging it (entrenching.ts).
 */
export function revealFortification(ctx: ApplyContext, f: Fortification, why: FortificationReveal): void {
  if (!f.hidden) return;
  setFortificationHidden(ctx, f.id, false);
  const { hidden: _, ...shown } = viewOf(f);
  ctx.emit({ type: 'fortificationRevealed', audience: 'all', data: { fortification: shown, why, rule: 'A12.33' } });
}

/** `side`'s hidden counters in `hex` revealed (there is at most one: B27.12, B27.51). */
export function revealFortificationsAt(ctx: ApplyContext, side: UnitState['side'], hex: string, why: FortificationReveal): void {
  for (const f of hiddenFortifications(ctx.state)) if (f.side === side && f.hex === hex) revealFortification(ctx, f, why);
}
