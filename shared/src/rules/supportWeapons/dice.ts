// What the dice of a fire attack do to the SW MG that fired in it: Multiple ROF (A9.2) and breakdown (A9.7).
//
// A9.2: "This time factor is abstractly represented by the Original colored dr of the MG's IFT
// Resolution ... DR. If that colored dr is <= the MG's applicable ROF, the MG retains its Multiple ROF
// and may be fired again during that phase." The colored die is the first of the roll's two dice (a
// convention of this implementation; the roll event lists them in that order). A MG that keeps its ROF
// loses its fire marker for the rest of the phase and takes it back when the phase ends.
// Both events are the owner's alone (the other side is told of the possessor's fire, not of its MG).
// A9.7: an Original IFT DR >= the MG's B# malfunctions it (every MG of a Fire Group, on the one DR);
// a malfunctioned MG neither fires nor keeps its ROF. A captured MG (A21.1) has its B# two lower (A21.11)
// with its printed B# as its X# (A.11: then eliminated) and its ROF one lower (A21.12), named in the events.
import type { ApplyContext, FiredAttack, GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { activity } from '../core/activity';
import { mgType, possessorOf } from './mg';
import { SupportWeaponParams } from './params';
import { readSw, sw } from './state';

/** The printed B# of a MG: its type's, else the ruleset's `mgBreakdown` (A9.7). */
export function printedBreakdown(ctx: GameContext, weapon: UnitState): number {
  return mgType(ctx, weapon)?.breakdown ?? SupportWeaponParams.of(ctx).mgBreakdown;
}

/** A21.1: the MG was captured (recovered from the other side, recovery.ts). */
export function isCaptured(state: GameState, weapon: UnitState): boolean {
  return !!readSw(state).captured?.[weapon.id];
}

/**
 * The B# of a MG in use: A21.11 "A captured Gun/SW ... has its B#/X# decreased by two" (`capturedBreakdown`),
 * and A.11: such a use "transforms the weapon's Original B# to an X#" (`x`: an Original DR >= it eliminates).
 */
export function breakdownNumber(ctx: GameContext, state: GameState, weapon: UnitState): { b: number; x?: number } {
  const printed = printedBreakdown(ctx, weapon);
  if (!isCaptured(state, weapon)) return { b: printed };
  return { b: printed - SupportWeaponParams.of(ctx).capturedBreakdown, x: printed };
}

/** A9.2 ROF in use: A21.12 "Captured weapons must reduce any Multiple ROF capability by one" (`capturedRof`). */
export function rofOf(ctx: GameContext, state: GameState, weapon: UnitState): number {
  const rof = mgType(ctx, weapon)?.rof ?? 0;
  return isCaptured(state, weapon) ? Math.max(0, rof - SupportWeaponParams.of(ctx).capturedRof) : rof;
}

export function onFired(ctx: ApplyContext, fired: FiredAttack): void {
  const s = sw(ctx.state);
  for (const f of fired.firers) {
    const possessor = (f as { possessor?: string }).possessor;
    if (!possessor || !mgType(ctx, f)) continue;
    // A9.11: what the possessor fired this Player Turn (its Inherent FP follows from it, mg.ts)
    const had = s.firedBy[possessor] ?? [];
    if (!had.includes(f.id)) s.firedBy[possessor] = [...had, f.id];
    if (!fired.roll) continue;
    // what a unit carries is its owner's business (view/project.ts): the other side sees the possessor
    // fire (fire/announce.ts), never the MG by name, so these events are the owner's (A12.14: a "?" too)
    const audience = f.side;
    const captured = isCaptured(ctx.state, f);
    const { b: B, x: X } = breakdownNumber(ctx, ctx.state, f);
    if (fired.roll.original >= B) {
      const eliminated = X !== undefined && fired.roll.original >= X;
      if (eliminated) eliminateMg(ctx, f.id);
      else s.malfunctioned[f.id] = true;
      ctx.emit({
        type: 'mgMalfunctioned',
        audience,
        data: {
          unit: f.id,
          type: f.type,
          original: fired.roll.original,
          breakdown: B,
          ...(captured ? { captured: true, eliminated } : {}),
          rule: captured ? 'A21.11' : 'A9.7',
        },
      });
      continue;
    }
    const rof = rofOf(ctx, ctx.state, f);
    const colored = fired.roll.dice[0]!;
    const kept = colored <= rof; // a die is never below 1: ROF 0 keeps nothing
    ctx.emit({
      type: 'multipleRof',
      audience,
      data: { unit: f.id, type: f.type, colored, rof, kept, ...(captured ? { captured: true } : {}), rule: captured ? 'A21.12' : 'A9.2' },
    });
    if (!kept) continue;
    const a = activity(ctx.state);
    const mark = a.fired[f.id];
    if (mark) s.rofKept[f.id] = s.rofKept[f.id] ?? mark;
    delete a.fired[f.id];
  }
}

/** A9.2: "fired again during that phase": a MG that kept its ROF takes its fire marker when the phase ends. */
/** A.11: a captured MG's Original DR >= its X# removes it for good; its possessor carries it no more. */
function eliminateMg(ctx: ApplyContext, id: string): void {
  const w = ctx.state.units[id]!;
  w.eliminated = true;
  delete sw(ctx.state).malfunctioned[id];
  const p = possessorOf(ctx.state, id);
  if (p) p.carries = p.carries.filter((c) => c !== id);
}

export function endRofPhase(ctx: ApplyContext): void {
  const s = sw(ctx.state);
  const kept = Object.entries(s.rofKept);
  if (!kept.length) return;
  const a = activity(ctx.state);
  for (const [id, mark] of kept) if (!a.fired[id]) a.fired[id] = mark;
  s.rofKept = {};
}
