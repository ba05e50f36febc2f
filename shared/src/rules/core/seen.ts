// What the other side may know of a unit, for module views and events (the same test as
// view/project.ts `opponentSees`, which rule modules may not import): on the map for it (not hidden,
// not out of sight) and not under a "?". A marker on a unit the viewer does not see would tell what is
// beneath its "?" (a unit that fired, one with an Op Fire token).
import type { GameContext, Viewer } from '../../engine/module';
import type { Side, UnitState } from '../../engine/state';

/** The unit is on the map for the other side (a unit, or a "?" it may see moving). */
export function onMapFor(ctx: GameContext, u: UnitState): boolean {
  return !u.eliminated && !!u.loc && !u.status.hidden && !ctx.locations.outOfSight(u.loc);
}

/** The other side sees the unit itself (not only its "?"). */
export function seenByOpponent(ctx: GameContext, u: UnitState): boolean {
  return onMapFor(ctx, u) && !u.status.concealed;
}

/** The viewer is told everything of `side`'s pieces: its owner, or a replay. */
export function owns(viewer: Viewer, side: Side): boolean {
  return viewer.kind === 'replay' || (viewer.kind === 'side' && viewer.side === side);
}

/** The viewer may see this unit itself: its own, a replay, the match over, or the other side sees it. */
export function viewerSees(ctx: GameContext, viewer: Viewer, u: UnitState | undefined, ended: boolean): boolean {
  if (!u) return false;
  return ended || owns(viewer, u.side) || seenByOpponent(ctx, u);
}
