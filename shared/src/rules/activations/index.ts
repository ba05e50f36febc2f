// Activations (sewer-cards SC.7, our reading of Tide of Iron's Action Phase): the sides alternate action
// turns (sequence.ts); in its action turn the active side activates one fresh unit for one action
// (activate.ts, assault.ts), or passes; the other side's units in Op Fire mode may fire at it as it
// moves in their LOS (the core's Defensive First Fire, conditions.ts); the Status Phase takes the
// activation tokens off.
import type { ApplyContext, RuleModule } from '../../engine/module';
import { moduleState } from '../../engine/moduleState';
import { phaseActs } from '../../engine/turn';
import { ACTIVATE, activation, completeActivation, readActivation } from '../core/activation';
import { activateCommand } from './activate';
import { assaultCommand } from './assault';
import { activationConditions } from './conditions';
import { activationInvariants } from './invariants';
import { REFRESH } from './sequence';
import { ACTIVATIONS_MODULE, emptyActivations, type ActivationsState } from './state';
import { tokenOf } from './tokens';
import { activationsView } from './view';

const mutable = (ctx: ApplyContext) => moduleState<ActivationsState>(ctx.state, ACTIVATIONS_MODULE, emptyActivations);

/** ToI Op Fire: a unit that fired from Op Fire mode is fatigued: its token flips. */
function fatigueOpFirers(ctx: ApplyContext): void {
  const a = activation(ctx.state);
  for (const id of Object.keys(a.tokens)) if (tokenOf(ctx.state, id) === 'fatigue') a.tokens[id] = 'fatigue';
}

/**
 * ToI Op Fire: "If the Op Fire attacker ... manages to either pin or disrupt an active squad ..., the
 * active unit is immediately fatigued": an active unit the other side's fire pins or breaks (A7.8,
 * A10.3) ends its action at once: it neither moves on nor fires (Fire and Movement).
 */
function fatigueStruckActiveUnit(ctx: ApplyContext): void {
  const active = readActivation(ctx.state).active;
  const u = active && ctx.state.units[active.unit];
  if (u && !readActivation(ctx.state).tokens[u.id] && (u.status.pinned || u.status.broken || u.eliminated))
    completeActivation(ctx, 'fatigue');
}

/** Action turn end: the active unit's token goes on (fatigue, unless its action set one); a turn with nothing activated is a pass. */
function endActionTurn(ctx: ApplyContext): void {
  const s = mutable(ctx);
  const a = activation(ctx.state);
  if (a.active && !a.tokens[a.active.unit]) a.tokens[a.active.unit] = 'fatigue';
  fatigueOpFirers(ctx);
  s.passes = a.active ? 0 : s.passes + 1;
  a.active = null;
}

const inActionTurn = (ctx: ApplyContext) => !!phaseActs(ctx, ctx.state, ACTIVATE);

export const activationsModule: RuleModule = {
  id: ACTIVATIONS_MODULE,
  rules: ['SC.7'],
  commands: [activateCommand, assaultCommand],
  init: emptyActivations,
  unitConditions: activationConditions,
  onPhaseStart(ctx) {
    if (inActionTurn(ctx)) {
      mutable(ctx).serial += 1;
      activation(ctx.state).active = null;
    }
    // the Status Phase: every unit is fresh again (ToI), the next round's action turns count passes anew
    if (phaseActs(ctx, ctx.state, REFRESH)) {
      activation(ctx.state).tokens = {};
      mutable(ctx).passes = 0;
    }
  },
  onPhaseEnd(ctx) {
    if (inActionTurn(ctx)) endActionTurn(ctx);
  },
  // the Op Fire token flips as soon as its unit's attack is resolved; a pinned or broken target is fatigued
  onAttackResolved(ctx) {
    // Stryker disable next-line ConditionalExpression: equivalent, outside the action turns no unit is active (onPhaseStart, endActionTurn) and every Op Fire unit that fired was flipped as its action turn ended; the RtPh's Interdiction marks no firer
    if (!inActionTurn(ctx)) return;
    fatigueOpFirers(ctx);
    fatigueStruckActiveUnit(ctx);
  },
  // an action turn that activated nothing is a pass (two in succession end the action turns, sequence.ts)
  endPhaseLabel(ctx, state) {
    if (!phaseActs(ctx, state, ACTIVATE)) return undefined;
    return readActivation(state).active ? 'End action' : 'Pass';
  },
  view: activationsView,
  invariants: activationInvariants,
};
