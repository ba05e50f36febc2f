// Removing sewer stacks: when their units are gone (B8.45: a unit that breaks in a sewer is
// eliminated), when they are stranded (B8.41), when a DC rubbles their Sewer Location (B8.5). The
// opponent learns only that the counter is gone.
import type { ApplyContext } from '../../engine/module';
import { eliminate } from '../core/morale';
import type { Side } from '../../engine/state';
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

/**
 * B8.41: units starting their MPh in one Sewer Location use Sewer Movement as one combined stack, and
 * the Emergence dr is made for the entire stack (B8.42): stacks of a side that end its MPh in one Sewer
 * Location (within the stacking limit, B8.2) become one, under the first counter. Simplified: the
 * combined stack is "Lost ?" if either part was, and pinned and CX on advancing out if either part
 * left an Encircled Location that turn. The opponent sees one counter taken into another.
 */
export function combineStacks(ctx: ApplyContext, side: Side): void {
  const byHex = new Map<string, SewerStack[]>();
  for (const s of stacksOf(ctx.state, side)) byHex.set(s.hex, [...(byHex.get(s.hex) ?? []), s]);
  for (const [hex, [first, ...rest]] of byHex) {
    if (!first || !rest.length) continue;
    const sw = sewers(ctx.state); // the draft's own copy, taken only when stacks combine (engine/moduleState.ts)
    const keep = sw.stacks[first.id]!;
    const parts = [keep, ...rest];
    const enteredTurn = Math.max(...parts.map((r) => r.enteredTurn));
    const combined: SewerStack = {
      ...keep,
      units: parts.flatMap((r) => r.units),
      lost: parts.some((r) => r.lost),
      enteredTurn,
      leftEncircled: parts.some((r) => r.leftEncircled && r.enteredTurn === enteredTurn),
    };
    sw.stacks[keep.id] = combined;
    for (const r of rest) delete sw.stacks[r.id];
    ctx.emit({
      type: 'sewerStacksCombined',
      audience: 'all',
      data: { stack: keep.id, from: rest.map((r) => r.id), hex, lost: combined.lost, rule: 'B8.41' },
    });
  }
}
