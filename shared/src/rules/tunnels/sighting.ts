// B8.63: "the entrance/exit has been used in the LOS of that unit". Each use of an entrance (going
// in, coming out, routing through) records which enemy units had LOS to its Location then, so that
// one of them may later discover it (discovery.ts). A use counts only when the enemy could see it:
// units it knew of went in, or the "?" it saw there went away with them, or something came out (the
// "Sewer ?" counter is public, B8.61; a router comes out in the open, B8.62). Concealed units going
// down from beneath a "?" that stays tell the enemy nothing, and so give no unit a right to discover.
import type { GameContext } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { ground, locationKey } from '../../units/location';
import { losBetween } from '../core/sight';
import { type Tunnel, tunnels } from './state';

/**
 * Whether the enemy of `side` sees units leave `loc` for a tunnel (`leaving`: the entering stack, never empty): one it knew of is among them, or
 * the "?" it saw in that Location (one per Location, view/project.ts) is gone once they have left.
 */
export function departureSeen(state: GameState, leaving: readonly UnitState[]): boolean {
  if (leaving.some((u) => !u.status.concealed && !u.status.hidden)) return true;
  const first = leaving[0]!;
  const key = locationKey(first.loc!);
  const gone = new Set(leaving.map((u) => u.id));
  const markerBefore = leaving.some((u) => u.status.concealed && !u.status.hidden);
  const markerAfter = Object.values(state.units).some(
    (u) =>
      u.side === first.side &&
      !gone.has(u.id) &&
      !u.eliminated &&
      u.loc &&
      locationKey(u.loc) === key &&
      u.status.concealed &&
      !u.status.hidden,
  );
  return markerBefore && !markerAfter;
}

/** Enemy units of `side` with LOS to the ground Location of `hex` now (dummies have no eyes; units below ground see nobody: `losBetween`, B8.2). */
export function witnesses(ctx: GameContext, state: GameState, side: Side, hex: string): string[] {
  return Object.values(state.units)
    .filter((e) => e.side !== side && !e.eliminated && e.loc && e.kind !== 'dummy' && losBetween(ctx, e.loc, ground(hex)).clear)
    .map((e) => e.id)
    .sort();
}

/** B8.63: entrance `i` of `t` was used; if the enemy could see it, its units with LOS then may discover it later. */
export function recordUse(ctx: GameContext, state: GameState, t: Tunnel, i: 0 | 1, seen: boolean): void {
  if (!seen) return;
  const e = tunnels(state).tunnels[t.id]!.entrances[i];
  e.seenBy = [...new Set([...e.seenBy, ...witnesses(ctx, state, t.side, e.hex)])].sort();
}
