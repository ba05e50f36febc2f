// The activations part of a view, by allow-list (SC.7): the active unit and the activation tokens as
// the viewer may know them. Its own units in full; the other side's only where it sees them (not
// hidden, not out of sight, not under a "?"), the test of view/project.ts `opponentSees`. A token on a
// "?" would tell what is under it (Op Fire: a unit with firepower; any: a unit that acted).
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import type { ActivationsView } from '../../protocol/moduleViews';
import { readActivation, type TokenSide } from '../core/activation';
import { viewerSees as sees } from '../core/seen';
import { readActivations } from './state';
import { tokenOf } from './tokens';

export function activationsView(ctx: GameContext, state: GameState, viewer: Viewer): ActivationsView | undefined {
  if (state.status === 'setup') return undefined;
  const everything = state.status === 'ended';
  const a = readActivation(state);
  const active =
    a.active && sees(ctx, viewer, state.units[a.active.unit], everything) ? { unit: a.active.unit, action: a.active.action } : null;
  const tokens: Record<string, TokenSide> = {};
  for (const id of Object.keys(a.tokens).sort()) if (sees(ctx, viewer, state.units[id], everything)) tokens[id] = tokenOf(state, id)!;
  return { active, tokens, passes: readActivations(state).passes, round: state.turn };
}
