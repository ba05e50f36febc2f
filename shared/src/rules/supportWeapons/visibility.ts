// Who sees a SW lying unpossessed in a Location (A4.44; core/swPieces.ts), the module view's allow-list:
//   - its owner's side, always;
//   - the other side when the Location is in its sight (not below ground: sewers, tunnels) and the
//     elimination that left it there was told to it (`unseen` false: its possessor was neither
//     concealed, hidden nor out of sight, core/morale.ts `resultAudience`);
//   - and any side with a unit of its own in that very Location (it stands on it).
// Spectators see what both sides see (view/project.ts): a SW the owner's opponent sees.
import type { GameContext } from '../../engine/module';
import { otherSide, type GameState, type Side } from '../../engine/state';
import { sameLocation } from '../../units/location';
import { readSwPieces } from '../core/swPieces';

export function lyingSeenBy(ctx: GameContext, state: GameState, swId: string, side: Side): boolean {
  const l = readSwPieces(state).lying[swId];
  const w = state.units[swId];
  if (!l || !w || w.eliminated) return false;
  if (w.side === side) return true;
  if (!l.unseen && !ctx.locations.outOfSight(l.loc)) return true;
  return Object.values(state.units).some((u) => u.side === side && !u.eliminated && !!u.loc && sameLocation(u.loc, l.loc));
}

/** A spectator's view: what the owner's opponent sees. */
export function lyingSeenByPublic(ctx: GameContext, state: GameState, swId: string): boolean {
  const w = state.units[swId];
  return !!w && lyingSeenBy(ctx, state, swId, otherSide(w.side));
}
