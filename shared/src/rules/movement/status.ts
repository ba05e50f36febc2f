// The movement module's bookkeeping through the turn, and its part of the view.
import type { ApplyContext, GameContext, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { actsFor, phaseActs, phasingSide, playerTurnBegins } from '../../engine/turn';
import type { MovementView } from '../../protocol/moduleViews';
import { isInfantry } from '../../units/catalog';
import { sameLocation } from '../../units/location';
import { activity, emptyActivity, readActivity } from '../core/activity';
import { allowance } from '../core/moving';
import { portageMfLoss } from '../core/portage';

/** MF status of the viewer's own units in its MPh: spent and allowance (A4.1, less the MF portage costs, A4.42); nothing for anyone else. */
export function movementView(ctx: GameContext, state: GameState, viewer: Viewer): MovementView | undefined {
  if (viewer.kind !== 'side' || !actsFor(ctx, state, viewer.side, 'move')) return undefined;
  const act = readActivity(state);
  const mine = Object.values(state.units).filter(
    (u) => u.side === viewer.side && !u.eliminated && u.loc && u.loc.place === 'ground' && (isInfantry(u.kind) || u.kind === 'dummy'),
  );
  const mf: Record<string, { spent: number; allowance: number }> = {};
  for (const u of mine) {
    const group = mine.filter((g) => sameLocation(g.loc!, u.loc!));
    mf[u.id] = {
      spent: act.mf[u.id] ?? 0,
      allowance: allowance(u, group) + (act.doubleTime?.[u.id] ? 2 : 0) - portageMfLoss(ctx, state, u, group),
    };
  }
  return { mf };
}

/** A new Player Turn clears who moved and fired; a new MPh clears MF spent, Double Time and Residual FP; CX ends as its owner's next Player Turn begins (A4.51). */
export function resetActivity(ctx: ApplyContext): void {
  const s = ctx.state;
  const newPlayerTurn = playerTurnBegins(ctx, s);
  const moving = phaseActs(ctx, s, 'move') !== undefined;
  // nothing to clear: the record is not copied, only created when missing (asked by `hasOwn`, not
  // read: reading a module's state on the draft copies it, engine/draft.ts)
  if (!newPlayerTurn && !moving && Object.hasOwn(s.modules, 'activity')) return;
  const a = activity(s);
  if (newPlayerTurn) Object.assign(a, emptyActivity());
  if (moving) {
    a.mf = {};
    a.done = {};
    a.doubleTime = {};
    a.residual = {};
    delete a.entryExempt;
    delete a.minimumMove;
  }
  if (newPlayerTurn) for (const u of Object.values(s.units)) if (u.side === phasingSide(s)) u.status.cx = false;
}
