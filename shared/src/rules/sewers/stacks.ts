// Removing sewer stacks: when their units are gone (B8.45: a unit that breaks in a sewer is
// eliminated), when they are stranded (B8.41), when a DC rubbles their Sewer Location (B8.5). The
// opponent learns only that the counter is gone.
import type { ApplyContext } from '../../engine/module';
import { eliminate } from '../core/morale';
import { type SewerStack, sewers, stacksOf, stackUnits } from './sewerState';

/** Every unit of the stack is eliminated; the opponent learns only that the counter is gone. */
export function eliminateStack(ctx: ApplyContext, stack: SewerStack, rule: string): void {
  for (const u of stackUnits(ctx.state, stack)) eliminate(ctx, u, rule);
  removeStack(ctx, stack, rule);
}

export function removeStack(ctx: ApplyContext, stack: SewerStack, rule: string): void {
  delete sewers(ctx.state).stacks[stack.id];
  ctx.emit({ type: 'sewerStackRemoved', audience: 'all', data: { stack: stack.id, hex: stack.hex, rule } });
}

/** B8.45: units that broke or went berserk in a sewer are eliminated; emptied stacks vanish. */
export function purgeSewers(ctx: ApplyContext): void {
  for (const s of stacksOf(ctx.state)) {
    for (const u of stackUnits(ctx.state, s)) if (u.status.broken || u.status.berserk) eliminate(ctx, u, 'B8.45');
    if (!stackUnits(ctx.state, s).length) removeStack(ctx, s, 'B8.45');
  }
}

/** B8.5: a Sewer Location rubbled by a DC: every unit and SW in it is eliminated, and no sewer movement enters it again. */
export function rubbleSewerLocation(ctx: ApplyContext, hex: string): void {
  const sw = sewers(ctx.state);
  if (!sw.rubbled.includes(hex)) sw.rubbled.push(hex);
  ctx.emit({ type: 'sewerRubbled', audience: 'all', data: { hex, rule: 'B8.5' } });
  for (const s of stacksOf(ctx.state).filter((x) => x.hex === hex)) eliminateStack(ctx, s, 'B8.5');
}
