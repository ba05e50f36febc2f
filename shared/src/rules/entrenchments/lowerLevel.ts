// B27.6 LOWER-LEVEL LOCATIONS: "Infantry beneath a Trench or Sangar counter may move/rout/advance/
// Withdraw-from-CC directly to any Accessible, non-Crest-status lower-elevation Location without having
// to first exit to above that trench/sangar. Such a move ... in the opposite direction, from a
// non-Crest-status position to beneath an Accessible higher-elevation trench/sangar, is also allowed if
// that Infantry unit and trench/sangar are in the same side's OB and/or the unit's side Controls the
// trench/sangar." Either way the unit pays the terrain's cost of the Location entered and nothing for
// the counter (the EX: K2 to beneath the L2 sangar "expend two MF", the doubled COT of L2).
// "If a sangar already contains its maximum stacking capacity, a unit wishing to enter that sangar hex
// must first exit to above any trench it may currently be in and may not utilize trench/sangar
// movement/TEM benefits to enter that hex." "This rule does not apply to Infantry Pushing equipment":
// no Infantry pushes anything in the engine. Withdrawal from CC is not built.
import type { EnterEvent, EntryQuery } from '../../engine/entry';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { GameState, Side } from '../../engine/state';
import { ground } from '../../units/location';
import { type Fortification, setFortificationControl } from '../core/fortifications';
import { isFull } from './capacity';
import { CREST, accessible, beneathCounter, BENEATH, controller, counterAt, trenchLike, unitsIn } from './positions';
import { isInfantry } from '../../units/catalog';
import { otherSide } from '../../engine/state';
import { levelOf } from './crest';

/** A trench (or A-T Ditch) or a sangar: the counters B27.6 lets units move straight out of and into. */
export function lowerLevelCounter(f: Fortification | undefined): f is Fortification {
  return trenchLike(f) || f?.kind === 'sangar';
}

/** B27.6: a sangar in `hex` the side already fills: no trench/sangar benefits to enter that hex. */
export function fullSangar(ctx: GameContext, state: GameState, side: Side, hex: string): boolean {
  const f = beneathCounter(state, hex);
  return f?.kind === 'sangar' && isFull(ctx, state, side, f, { ...ground(hex), position: BENEATH });
}

/** Straight from beneath a trench/sangar to an Accessible, non-Crest-status, lower-elevation Location. */
export function downFromBeneath(ctx: GameContext, state: GameState, q: EntryQuery, from: Fortification | undefined): boolean {
  return (
    q.from.position === BENEATH &&
    lowerLevelCounter(from) &&
    !q.to.position &&
    accessible(ctx, q.from.hex, q.to.hex) &&
    levelOf(ctx, q.to) < levelOf(ctx, q.from) &&
    !fullSangar(ctx, state, q.side, q.to.hex)
  );
}

/** Straight from a non-Crest-status Location to beneath an Accessible higher-elevation trench/sangar of the side's OB or Control. */
export function upToBeneath(ctx: GameContext, state: GameState, q: EntryQuery, to: Fortification | undefined): boolean {
  return (
    !q.from.position &&
    q.to.position === BENEATH &&
    lowerLevelCounter(to) &&
    accessible(ctx, q.from.hex, q.to.hex) &&
    levelOf(ctx, q.to) > levelOf(ctx, q.from) &&
    (to.side === q.side || controller(to) === q.side)
  );
}

/** The higher trench/sangar the unit may not enter straight beneath for want of OB or Control (for the refusal's wording). */
export function upWithoutControl(ctx: GameContext, q: EntryQuery, to: Fortification | undefined): boolean {
  return q.from.position !== CREST && q.to.position === BENEATH && lowerLevelCounter(to) && levelOf(ctx, q.to) > levelOf(ctx, q.from);
}

/**
 * The onEnter hook: Good Order Infantry that enter beneath or inside a counter with no enemy unit there
 * gain its Control for their side (B30.91: "a unit must actually enter that Location"; our reading for
 * trenches and sangars, whose Control B27.6 reads). Dummies control nothing.
 */
export function recordControl(ctx: ApplyContext, e: EnterEvent): void {
  if (!e.entered || !e.to.position) return;
  const f = counterAt(ctx.state, e.to);
  if (!f || !e.group.some((u) => isInfantry(u.kind) && !u.status.broken)) return;
  if (unitsIn(ctx.state, otherSide(e.side), e.to).length) return;
  setFortificationControl(ctx, f.id, e.side);
}
