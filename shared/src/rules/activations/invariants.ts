// What must always hold of the activations (SC.7), checked by the random playouts after every command.
// An active unit may carry its token before its action turn ends: an action a module completes early
// (`completeActivation`: Prepare Op Fire, a squad going down onto a Sewer card) leaves it inactive.
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { phaseActs } from '../../engine/turn';
import { ACTIVATE, readActivation } from '../core/activation';
import { readActivations } from './state';

export function activationInvariants(ctx: GameContext, state: GameState): string[] {
  const a = readActivation(state);
  const out: string[] = [];
  if (a.active && !phaseActs(ctx, state, ACTIVATE)) out.push(`an activation outlives the action turn (${state.phase})`);
  if (a.active && state.units[a.active.unit] && state.units[a.active.unit]!.side !== state.attacker)
    out.push(`${a.active.unit} is active but is not of the active side`);
  for (const id of Object.keys(a.tokens)) if (!state.units[id]) out.push(`a token on ${id}, which is no unit`);
  if (readActivations(state).passes > 2) out.push(`${readActivations(state).passes} passes in succession`);
  return out;
}
