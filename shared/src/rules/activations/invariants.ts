// What must always hold of the activations (SC.7), checked by the random playouts after every command.
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { phaseActs } from '../../engine/turn';
import { ACTIVATE, readActivation } from '../core/activation';
import { readActivations } from './state';

/** Actions that last until the action turn ends: the unit carries no token before then. */
const ONGOING = new Set(['advance', 'fire', 'fireAndMove']);

export function activationInvariants(ctx: GameContext, state: GameState): string[] {
  const a = readActivation(state);
  const out: string[] = [];
  if (a.active && !phaseActs(ctx, state, ACTIVATE)) out.push(`an activation outlives the action turn (${state.phase})`);
  if (a.active && state.units[a.active.unit] && state.units[a.active.unit]!.side !== state.attacker) out.push(`${a.active.unit} is active but is not of the active side`);
  if (a.active && ONGOING.has(a.active.action) && a.tokens[a.active.unit]) out.push(`${a.active.unit} carries a token while its ${a.active.action} goes on`);
  for (const id of Object.keys(a.tokens)) if (!state.units[id]) out.push(`a token on ${id}, which is no unit`);
  if (readActivations(state).passes > 2) out.push(`${readActivations(state).passes} passes in succession`);
  return out;
}
