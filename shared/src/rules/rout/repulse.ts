// A routing unit that tries to enter a Location holding enemy units it could not know of (A10.533): a
// rout is planned on Known enemy units only (paths.ts), so its path may lead into a concealed or hidden
// enemy's Location. Entering it reveals them (a dummy is removed, A12.15) and, when a real unit is
// there, repulses the router: it stays in the Location it tried to leave and its rout is over. It then
// ends its RtPh where it stands: ADJACENT to (or in the Location of) a Known unbroken armed enemy unit,
// which the revealed unit now is, it is eliminated (A10.5; the A10.533 EX: the router, repulsed, ends the
// RtPh ADJACENT to the revealed unit and is eliminated).
// Our reading, as A12.15 in the movement module: every concealed unit there is revealed (no choice for
// their owner, no Random Selection); the router does not go on with the MF it has left.
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { copyLocation, ground, sameLocation } from '../../units/location';
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
 * A10.533: the router tries to enter `hex`. The enemy units there it could not know of lose their "?" (or
 * come out of hiding) in everyone's sight; dummies are removed. True when a real unit was there: the router
 * is repulsed.
 */
export function repulsedAt(ctx: ApplyContext, u: UnitState, hex: string): boolean {
  let repulsed = false;
  for (const e of unknownEnemiesIn(ctx, u, hex)) {
    e.status.concealed = false;
    e.status.hidden = false;
    if (e.kind === 'dummy') {
      e.eliminated = true;
      ctx.emit({ type: 'dummyRevealed', audience: 'all', data: { loc: copyLocation(e.loc!), side: e.side, rule: 'A10.533' } });
      continue;
    }
    repulsed = true;
    ctx.emit({ type: 'concealmentLost', audience: 'all', data: { unit: e.id, type: e.type, loc: copyLocation(e.loc!), rule: 'A10.533' } });
  }
  return repulsed;
}

/** A10.5: a routing unit may not end its RtPh ADJACENT to (or in the Location of) a Known unbroken armed enemy unit; the repulsed router that does is eliminated (A10.533 EX). */
export function endRepulsedRout(ctx: ApplyContext, u: UnitState): void {
  if (goodOrderEnemies(knownEnemies(ctx, ctx.state, u)).some((e) => range(ctx, e.loc!, u.loc!) <= 1)) eliminate(ctx, u, 'A10.533');
}
