// The entrenchments module's part of each view, by allow-list. The counters themselves are the core
// `fortifications` view (public once play begins, their owner's while setup is secret); who is beneath
// a counter is each unit's `position`, shown to the opponent as its concealment allows (view/). Here:
// during setup, each side's own OB allowance and what is left of it (the replay sees both); in a phase
// with Entrenching Attempts, the viewer's own units that made one (the opponent's may be under "?").
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState, Side } from '../../engine/state';
import type { EntrenchmentAllowanceView, EntrenchmentsView } from '../../protocol/moduleViews';
import { attemptedThisPhase } from './entrenching';
import { allowanceLeft, allowanceOf } from './placement';

function allowance(ctx: GameContext, state: GameState, side: Side): EntrenchmentAllowanceView {
  const total = allowanceOf(ctx, side);
  const left = allowanceLeft(ctx, state, side);
  return {
    foxholeSquads: { total: total.foxholeSquads, left: left.foxholeSquads },
    trenches: { total: total.trenches, left: left.trenches },
    atDitches: { total: total.atDitches, left: left.atDitches },
  };
}

export function entrenchmentsView(ctx: GameContext, state: GameState, viewer: Viewer): EntrenchmentsView | undefined {
  if (viewer.kind === 'public') return undefined;
  const sides: Side[] = viewer.kind === 'side' ? [viewer.side] : ['A', 'B'];
  const withAllowance = state.status === 'setup' ? sides.filter((s) => Object.values(allowanceOf(ctx, s)).some((n) => n > 0)) : [];
  const attempted = attemptedThisPhase(state).filter((id) => sides.includes(state.units[id]?.side as Side));
  if (!withAllowance.length && !attempted.length) return undefined;
  return {
    ...(withAllowance.length ? { allowance: Object.fromEntries(withAllowance.map((s) => [s, allowance(ctx, state, s)])) } : {}),
    ...(attempted.length ? { attempted } : {}),
  };
}
