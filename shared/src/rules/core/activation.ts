// Activation tokens (sewer-cards SC.7, after Tide of Iron's Action Phase): in each action turn the
// active side activates one fresh unit for one action; when the action is over the unit carries an
// activation token, fatigue side up (it acts no more this round), or Op Fire side up (it may fire later
// at an enemy unit acting in its LOS). The Status Phase removes the tokens: every unit is fresh again.
// Kept here, in the core, because two rule areas meet on it: the turn that hands out activations
// (rules/activations) and the areas whose own units are activated through it (rules/sewerCards: a
// squad on a Sewer card). Neither imports the other.
import { fail } from '../../engine/errors';
import type { ApplyContext, GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState, Side, UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';

export const ACTIVATION_STATE = 'activation';

/** The phase activity of the action turns: the phasing side activates one unit (PhaseSpec.acts). */
export const ACTIVATE = 'activate';

export type TokenSide = 'fatigue' | 'opFire';

/**
 * What an activated unit does (Tide of Iron's actions, as the shared core plays them): 'advance' moves,
 * 'fire' fires without moving (Concentrated Fire), 'fireAndMove' does both, 'opFire' prepares Op Fire,
 * 'assault' attacks an adjacent enemy Location in Close Combat, 'fatigue' does nothing; a rule area may
 * name its own ('sewerAdvance').
 */
export type ActionKind = 'advance' | 'fire' | 'fireAndMove' | 'opFire' | 'assault' | 'fatigue' | (string & {});

export interface ActivationState {
  /** The unit activated in the current action turn and its action, until the action turn ends. */
  active: { unit: string; action: ActionKind } | null;
  /** Activation tokens by unit id, until the Status Phase removes them. */
  tokens: Record<string, TokenSide>;
}

export const emptyActivation = (): ActivationState => ({ active: null, tokens: {} });

export function readActivation(state: GameState): ActivationState {
  return readModuleState(state, ACTIVATION_STATE, emptyActivation);
}

export function activation(state: GameState): ActivationState {
  return moduleState(state, ACTIVATION_STATE, emptyActivation);
}

/** A fresh unit: it carries no activation token this round. */
export function isFresh(state: GameState, unitId: string): boolean {
  return !readActivation(state).tokens[unitId];
}

/** Whether `side` may activate a unit now: its action turn, no decision pending, nothing activated yet. */
export function mayActivateNow(ctx: GameContext, state: GameState, side: Side): boolean {
  return state.status === 'playing' && actsFor(ctx, state, side, ACTIVATE, true) && !readActivation(state).active;
}

/**
 * Takes this action turn's one activation for `unit` (SC.7). Refuses when it is not `ctx.side`'s action
 * turn, something is already activated, or the unit is not fresh. The caller emits what the players see.
 */
export function activateUnit(ctx: ApplyContext, unit: UnitState, action: ActionKind, rule = 'SC.7'): void {
  if (unit.side !== ctx.side) fail('ILLEGAL_COMMAND', `${unit.id} is not your unit`, rule);
  if (!actsFor(ctx, ctx.state, ctx.side, ACTIVATE))
    fail('NOT_YOUR_TURN', 'units are activated by the active side in its action turn', rule);
  if (readActivation(ctx.state).active) fail('ILLEGAL_COMMAND', 'this action turn has already activated a unit', rule);
  if (!isFresh(ctx.state, unit.id)) fail('ILLEGAL_COMMAND', `${unit.id} carries an activation token: it is not fresh this round`, rule);
  activation(ctx.state).active = { unit: unit.id, action };
}

/** The active unit's action is over at once (Prepare Op Fire, Fatigue Unit, a sewer advance): its token goes on now; the action turn stays used until it ends. */
export function completeActivation(ctx: ApplyContext, token: TokenSide = 'fatigue'): void {
  const a = activation(ctx.state);
  if (a.active) a.tokens[a.active.unit] = token;
}
