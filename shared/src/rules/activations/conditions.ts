// SC.7 (our reading of Tide of Iron's Action Phase and Op Fire with the chapter A fire core): in an
// action turn only the active unit of the active side acts, and only as its action allows; the other
// side's units act only in Op Fire mode (the core's Defensive First Fire, A8.1, at the active unit as it
// spends MF in their LOS); a fatigued unit acts no more this round.
import type { UnitCondition } from '../../engine/conditions';
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { phaseActs, phasingSide } from '../../engine/turn';
import { ACTIVATE, readActivation } from '../core/activation';
import { tokenOf } from './tokens';

const RULE = 'SC.7';
// asked for every unit in a legal(): "nothing" is one shared empty list
const NO_CONDITIONS: readonly UnitCondition[] = [];
const inactive = (reason: string): UnitCondition[] => [{ kind: 'inactive', reason, rule: RULE }];

export function activationConditions(ctx: GameContext, state: GameState, unit: UnitState): readonly UnitCondition[] {
  // phaseActs is undefined unless play is on (engine/turn.ts): no status check of our own
  if (!phaseActs(ctx, state, ACTIVATE)) return NO_CONDITIONS;
  const token = tokenOf(state, unit.id);
  if (token === 'fatigue') return inactive(`${unit.id} is fatigued: it acts no more this round`);
  if (unit.side !== phasingSide(state)) {
    return token === 'opFire'
      ? NO_CONDITIONS
      : inactive(`${unit.id} is not in Op Fire mode: it may not fire in the other side's action turn`);
  }
  const active = readActivation(state).active;
  if (active?.unit !== unit.id) return inactive(`${unit.id} was not activated in this action turn`);
  if (token) return inactive(`${unit.id} has completed its activation`);
  if (active.action === 'advance') return [{ kind: 'noFire', reason: `${unit.id} was activated to Advance: it may not fire`, rule: RULE }];
  if (active.action === 'fire')
    return [{ kind: 'noMove', reason: `${unit.id} was activated for Concentrated Fire: it may not move`, rule: RULE }];
  return NO_CONDITIONS;
}
