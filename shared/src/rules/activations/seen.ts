// What the other side may know of a unit of this module's (the same test as view/project.ts
// `opponentSees`): on the map for it (not hidden, not out of sight) and not under a "?".
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

/** What the other side is told of an activation: the unit and its action if it sees it; the hex if it sees its "?"; otherwise only that something was activated. */
export function activationSeen(ctx: GameContext, u: UnitState, action: string) {
  if (seenByOpponent(ctx, u)) return { hex: u.loc!.hex, units: [u.id], action };
  return { ...(onMapFor(ctx, u) ? { hex: u.loc!.hex } : {}), units: [] as string[], concealed: true };
}
