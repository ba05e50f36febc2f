// The Defensive First Fire question (A8.1): after every MF expenditure of the ATTACKER's units the
// DEFENDER is asked whether to fire at the Location they are in, always, whether or not it can, so
// the question itself reveals nothing. The fire module answers it (defensiveFire / declineFire).
// "Defensive First Fire attacks affect only the moving unit/stack" (A8.1): the units that spent the MF
// are kept in the question's server-side context (never sent to anyone), not in what the DEFENDER is shown.
import { unitCondition } from '../../engine/hooks';
import type { ApplyContext } from '../../engine/module';
import { otherSide } from '../../engine/state';
import { activity, readActivity } from './activity';
import { resultAudience } from './morale';

export const DFF_KIND = 'defensiveFirstFire';

interface DffContext {
  readonly target: string;
  readonly movers?: readonly string[];
  /** Units that already attacked the movers after this expenditure (A8.14: a follow-up attack is by "different attackers"). */
  readonly firedAt?: readonly string[];
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

/** The units that already attacked at this MF expenditure (A8.14). */
export function dffFiredAt(ctx: { state: { pending: { context?: unknown } | null } }): readonly string[] {
  return (ctx.state.pending!.context as DffContext).firedAt ?? [];
}

/**
 * A8.1: the DEFENDER fires "with as many attacks as he can bring to bear"; A8.14: a unit that survives
 * a Defensive First Fire attack "can be fired on again in that same Location ... before expending
 * additional MF/MP, but only by different attackers" (and one broken or pinned by it, "in its broken or
 * pinned state"). The question stays pending for the same seat, Location and movers, with `fired` added
 * to the units that may not attack again at this expenditure.
 */
export function askFollowUpFirstFire(ctx: ApplyContext, fired: readonly string[]): void {
  const p = ctx.state.pending!;
  const before = p.context as DffContext;
  const context: DffContext = { ...before, firedAt: [...(before.firedAt ?? []), ...fired] };
  ctx.state.pending = { ...p, context };
}

/**
 * The DEFENDER is done with Defensive First Fire at this expenditure (he declined, or no attack follows):
 * the question closes and what waits on it follows (A4.134).
 */
export function endDefensiveFirstFire(ctx: ApplyContext): void {
  ctx.state.pending = null;
  pinMinimumMovers(ctx);
}

/**
 * A4.134: "After a unit has entered a hex by Minimum Move and undergone all First Fire, all unbroken
 * survivors become both pinned and CX (even if CX previously)". Called when that First Fire is over (or
 * none was asked). A unit immune to Pin (B21.41 fording) is only CX.
 */
export function pinMinimumMovers(ctx: ApplyContext): void {
  if (!readActivity(ctx.state).minimumMove) return; // read first: writing copies the record (engine/draft.ts)
  const act = activity(ctx.state);
  for (const id of Object.keys(act.minimumMove!)) {
    const u = ctx.state.units[id];
    if (!u || u.eliminated || u.status.broken) continue;
    u.status.cx = true;
    if (u.status.pinned || unitCondition(ctx, ctx.state, u, 'pinImmune')) continue;
    u.status.pinned = true;
    ctx.emit({ type: 'pinned', audience: resultAudience(ctx, u), data: { unit: u.id, rule: 'A4.134' } });
  }
  delete act.minimumMove;
}
