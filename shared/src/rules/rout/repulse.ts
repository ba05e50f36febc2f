// A routing unit that tries to enter a Location holding enemy units it could not know of (A10.533): a
// rout is planned on Known enemy units only (paths.ts: "Concealed units, since they are not Known, must be
// ignored by the routing player in determining his legal rout route"), so its path may lead into a
// concealed or hidden enemy's Location. "Upon entrance of the concealed unit's Location, one concealed
// non-Dummy unit therein must become Known (i.e., lose its concealment, using Random Selection) in
// repulsing the routing unit to the last occupied hex (wherein the routing unit must end its RtPh—and be
// eliminated for ending the RtPh ADJACENT to a Known enemy unit; 12.15)". Hidden units there are first
// placed beneath a "?" (A12.15: "all hidden Units in the Location must be placed on board beneath a '?'
// prior to that Random Selection"); a Dummy selected is eliminated and the selection goes on (A.9). With
// no real unit there the router goes in (the dummies are gone). The router does not go on with the MF it
// has left ("must end its RtPh").
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { copyLocation, ground, sameLocation } from '../../units/location';
import { loseHip } from '../core/concealment';
import { eliminate } from '../core/morale';
import { range } from '../core/sight';
import { goodOrderEnemies, knownEnemies } from './paths';

/** A10.533: the enemy units in the ground Location of `hex` the router could not know of (concealed, hidden, dummies), by id. */
function unknownEnemiesIn(ctx: ApplyContext, u: UnitState, hex: string): UnitState[] {
  const loc = ground(hex);
  return Object.values(ctx.state.units)
    .filter((e) => e.side !== u.side && !e.eliminated && e.loc && sameLocation(e.loc, loc) && (e.status.concealed || e.status.hidden))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * A10.533: the router tries to enter `hex`. Hidden units there go beneath a "?"; then Random Selection
 * among the concealed ones until a non-Dummy unit is picked, which becomes Known in everyone's sight (each
 * Dummy picked on the way is removed). True when a real unit was there: the router is repulsed.
 */
export function repulsedAt(ctx: ApplyContext, u: UnitState, hex: string): boolean {
  let pool = unknownEnemiesIn(ctx, u, hex);
  loseHip(ctx, pool, 'concealed', 'A12.15');
  while (pool.length) {
    const e = randomlySelected(ctx, pool);
    pool = pool.filter((x) => x !== e);
    e.status.concealed = false;
    if (e.kind === 'dummy') {
      e.eliminated = true;
      ctx.emit({ type: 'dummyRevealed', audience: 'all', data: { loc: copyLocation(e.loc!), side: e.side, rule: 'A10.533' } });
      continue;
    }
    ctx.emit({ type: 'concealmentLost', audience: 'all', data: { unit: e.id, type: e.type, loc: copyLocation(e.loc!), rule: 'A10.533' } });
    return true;
  }
  return false;
}

/**
 * A.9 Random Selection among the concealed units of one side: one dr, the owner's own (how many counters
 * lie beneath the "?" is not the router's to count, as core/closeCombat.ts's Partial Kill); none for one.
 */
function randomlySelected(ctx: ApplyContext, pool: readonly UnitState[]): UnitState {
  if (pool.length === 1) return pool[0]!;
  const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection (repulsing a router)', rule: 'A10.533', audience: pool[0]!.side });
  return pool[(d.final - 1) % pool.length]!;
}

/** A10.5: a routing unit may not end its RtPh ADJACENT to (or in the Location of) a Known unbroken armed enemy unit; the repulsed router that does is eliminated (A10.533 EX). */
export function endRepulsedRout(ctx: ApplyContext, u: UnitState): void {
  if (goodOrderEnemies(knownEnemies(ctx, ctx.state, u)).some((e) => range(ctx, e.loc!, u.loc!) <= 1)) eliminate(ctx, u, 'A10.533');
}
