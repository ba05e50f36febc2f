// The Defensive First Fire question (A8.1): after every MF expenditure of the ATTACKER's units the
// DEFENDER is asked whether to fire at the Location they are in, always, whether or not it can, so
// the question itself reveals nothing. The fire module answers it (defensiveFire / declineFire).
import type { ApplyContext } from '../../engine/module';
import { otherSide } from '../../engine/state';

export const DFF_KIND = 'defensiveFirstFire';

/** Asks the side that is not moving about Defensive First Fire at `target` (a hex, or hex/level). */
export function askDefensiveFirstFire(ctx: ApplyContext, target: string): void {
  ctx.state.pending = { side: otherSide(ctx.side), kind: DFF_KIND, rule: 'A8.1', options: [{ target }], context: { target } };
}

/** The Location a pending Defensive First Fire question is about. */
export function dffTarget(ctx: { state: { pending: { context?: unknown } | null } }): string {
  return (ctx.state.pending!.context as { target: string }).target;
}
