// The Defensive First Fire question (A8.1): after every MF expenditure of the ATTACKER's units the
// DEFENDER is asked whether to fire at the Location they are in, always, whether or not it can, so
// the question itself reveals nothing. The fire module answers it (defensiveFire / declineFire).
// "Defensive First Fire attacks affect only the moving unit/stack" (A8.1): the units that spent the MF
// are kept in the question's server-side context (never sent to anyone), not in what the DEFENDER is shown.
import type { ApplyContext } from '../../engine/module';
import { otherSide } from '../../engine/state';

export const DFF_KIND = 'defensiveFirstFire';

interface DffContext {
  readonly target: string;
  readonly movers?: readonly string[];
}

/** Asks the side that is not moving about Defensive First Fire at `target` (a hex, or hex/level), where the units `movers` just spent MF. */
export function askDefensiveFirstFire(ctx: ApplyContext, target: string, movers?: readonly string[]): void {
  const context: DffContext = movers ? { target, movers: [...movers] } : { target };
  ctx.state.pending = { side: otherSide(ctx.side), kind: DFF_KIND, rule: 'A8.1', options: [{ target }], context };
}

/** The Location a pending Defensive First Fire question is about. */
export function dffTarget(ctx: { state: { pending: { context?: unknown } | null } }): string {
  return (ctx.state.pending!.context as DffContext).target;
}

/** The moving unit/stack a pending Defensive First Fire question is about (A8.1), when the asker named it. */
export function dffMovers(ctx: { state: { pending: { context?: unknown } | null } }): readonly string[] | undefined {
  return (ctx.state.pending!.context as DffContext).movers;
}
