// Which units may be activated, and the token a unit carries as the rules read it (SC.7, after Tide of
// Iron's Action Phase: "Only a fresh unit may be activated"; "After resolving an Op Fire attack, the lead
// Op Fire unit ... [is] fatigued").
import type { GameContext } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { isFresh, readActivation, type TokenSide } from '../core/activation';
import { readActivity } from '../core/activity';

/** The actions of Tide of Iron's Action Phase this module plays (Assault is its own command, assault.ts). */
export const ACTIONS = ['advance', 'fire', 'fireAndMove', 'opFire', 'fatigue'] as const;
export type TurnAction = (typeof ACTIONS)[number];

/** Actions a unit without firepower may take (a leader, a dummy): it may move, or wait, or (a "?" bluffing) prepare Op Fire. */
const UNARMED: readonly TurnAction[] = ['advance', 'fatigue'];
const DUMMY: readonly TurnAction[] = ['advance', 'opFire', 'fatigue'];

/** A unit of `side` on the map (not beneath it), Good Order infantry or a dummy. */
export function goodOrderOnMap(ctx: GameContext, u: UnitState, side: Side): boolean {
  if (u.side !== side || u.eliminated || !u.loc || ctx.locations.underground(u.loc)) return false;
  return (isInfantry(u.kind) || u.kind === 'dummy') && !u.status.broken;
}

/** A unit of `side` that may be activated now: Good Order on the map and fresh. */
export function mayBeActivated(ctx: GameContext, state: GameState, u: UnitState, side: Side): boolean {
  return goodOrderOnMap(ctx, u, side) && isFresh(state, u.id);
}

/** The actions `u` may be activated for: all five with firepower; a dummy may move, bluff Op Fire or wait; a leader move or wait. */
export function actionsOf(ctx: GameContext, u: UnitState): readonly TurnAction[] {
  if (u.kind === 'dummy') return DUMMY;
  return (ctx.unitTypes.get(u.type)?.firepower ?? 0) > 0 ? ACTIONS : UNARMED;
}

/**
 * The token `unitId` carries as the rules read it: an Op Fire token whose unit has fired since it was
 * placed is on its fatigue side at once (ToI Op Fire; the token itself flips when the attack is
 * resolved or, at the latest, as the action turn ends). An Op Fire unit could not fire before its token
 * went on: fresh and not active, it was inactive (conditions.ts), and fire marks last the round.
 */
export function tokenOf(state: GameState, unitId: string): TokenSide | undefined {
  const t = readActivation(state).tokens[unitId];
  return t === 'opFire' && readActivity(state).fired[unitId] ? 'fatigue' : t;
}
