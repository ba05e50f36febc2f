// What the other side is told of an activation (the test of what it sees: ../core/seen.ts).
import type { GameContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { onMapFor, seenByOpponent } from '../core/seen';

/** What the other side is told of an activation: the unit and its action if it sees it; the hex if it sees its "?"; otherwise only that something was activated. */
export function activationSeen(ctx: GameContext, u: UnitState, action: string) {
  if (seenByOpponent(ctx, u)) return { hex: u.loc!.hex, units: [u.id], action };
  return { ...(onMapFor(ctx, u) ? { hex: u.loc!.hex } : {}), units: [] as string[], concealed: true };
}
