// What the dice of a fire attack do to the SW MG that fired in it: Multiple ROF (A9.2) and breakdown (A9.7).
//
// A9.2: "This time factor is abstractly represented by the Original colored dr of the MG's IFT
// Resolution ... DR. If that colored dr is <= the MG's applicable ROF, the MG retains its Multiple ROF
// and may be fired again during that phase." The colored die is the first of the roll's two dice (a
// convention of this implementation; the roll event lists them in that order). A MG that keeps its ROF
// loses its fire marker for the rest of the phase and takes it back when the phase ends.
// Both events are the owner's alone (the other side is told of the possessor's fire, not of its MG).
// A9.7: an Original IFT DR >= the MG's B# malfunctions it (every MG of a Fire Group, on the one DR);
// a malfunctioned MG neither fires nor keeps its ROF.
import type { ApplyContext, FiredAttack, GameContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { activity } from '../core/activity';
import { mgType } from './mg';
import { SupportWeaponParams } from './params';
import { sw } from './state';

/** The B# of a MG: its type's, else the ruleset's `mgBreakdown` (A9.7). */
export function breakdownNumber(ctx: GameContext, weapon: UnitState): number {
  return mgType(ctx, weapon)?.breakdown ?? SupportWeaponParams.of(ctx).mgBreakdown;
}

export function onFired(ctx: ApplyContext, fired: FiredAttack): void {
  const s = sw(ctx.state);
  for (const f of fired.firers) {
    const possessor = (f as { possessor?: string }).possessor;
    const type = mgType(ctx, f);
    if (!possessor || !type) continue;
    // A9.11: what the possessor fired this Player Turn (its Inherent FP follows from it, mg.ts)
    const had = s.firedBy[possessor] ?? [];
    if (!had.includes(f.id)) s.firedBy[possessor] = [...had, f.id];
    if (!fired.roll) continue;
    // what a unit carries is its owner's business (view/project.ts): the other side sees the possessor
    // fire (fire/announce.ts), never the MG by name, so these events are the owner's (A12.14: a "?" too)
    const audience = f.side;
    const B = breakdownNumber(ctx, f);
    if (fired.roll.original >= B) {
      s.malfunctioned[f.id] = true;
      ctx.emit({
        type: 'mgMalfunctioned',
        audience,
        data: { unit: f.id, type: f.type, original: fired.roll.original, breakdown: B, rule: 'A9.7' },
      });
      continue;
    }
    const rof = type.rof ?? 0;
    const colored = fired.roll.dice[0]!;
    const kept = rof > 0 && colored <= rof;
    ctx.emit({ type: 'multipleRof', audience, data: { unit: f.id, type: f.type, colored, rof, kept, rule: 'A9.2' } });
    if (!kept) continue;
    const a = activity(ctx.state);
    const mark = a.fired[f.id];
    if (mark) s.rofKept[f.id] = s.rofKept[f.id] ?? mark;
    delete a.fired[f.id];
  }
}

/** A9.2: "fired again during that phase": a MG that kept its ROF takes its fire marker when the phase ends. */
export function endRofPhase(ctx: ApplyContext): void {
  const s = sw(ctx.state);
  const kept = Object.entries(s.rofKept);
  if (!kept.length) return;
  const a = activity(ctx.state);
  for (const [id, mark] of kept) if (!a.fired[id]) a.fired[id] = mark;
  s.rofKept = {};
}
