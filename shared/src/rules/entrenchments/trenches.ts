// Moving from beneath one counter to beneath another as along a trench:
//   B27.54 "Trench counters are automatically connected to any adjacent trench counter not separated by
//   a cliff or Water Obstacle. Infantry already beneath a trench counter may therefore move to a
//   connecting trench without paying the extra MF to enter/exit the trench ... The cost to enter a
//   connecting trench hex is always one MF (unless doubled for a move to higher elevation) regardless of
//   the other terrain in the hex ... Even Wire, walls, or hedges have no effect";
//   B27.56: an A-T Ditch "is treated the same as a trench";
//   B27.6: "if a Trench counter and Sangar counter are Accessible to each other, Infantry may move/rout/
//   advance/Withdraw-from-CC from beneath one to beneath the other as if both were trenches (in the same
//   manner as a Bunker; see 30.8) regardless of which side set-up/Controls the one being entered";
//   B30.8: "a unit may move/rout/advance/Withdraw-from-CC between a bunker and such a trench as if the
//   bunker were also a trench [EXC: the entry/exit restrictions given in 30.42, 30.44 and 30.6 still apply]".
// Such a move is "never subject to the FFNAM/FFMO DRM, Snap Shots, Interdiction, or minefield attacks"
// and keeps concealment under Non-Assault Movement (B27.54): the entry lifts 'interdiction' (rout),
// 'concealmentLoss' (concealment) and 'movementDrm' (kept per unit; `trenchModifiers` cancels FFMO and
// FFNAM). The engine has no Snap Shots, minefields, Wire or SMOKE: nothing to lift there. Residual FP is
// not in the list: it still attacks (with the trench's TEM).
import type { EntryConsequence, EntryEffect } from '../../engine/entry';
import type { GameContext } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState } from '../../engine/state';
import type { Location } from '../../units/location';
import { readActivity } from '../core/activity';
import type { Fortification } from '../core/fortifications';
import { levelOf } from './crest';
import { accessible, CREST, isBunker, trenchLike } from './positions';

/** B27.54: adjacent trench counters not separated by a cliff or Water Obstacle (the terrain's own refusals). */
function connected(ctx: GameContext, a: Fortification, b: Fortification): boolean {
  return accessible(ctx, a.hex, b.hex) && accessible(ctx, b.hex, a.hex);
}

/** The rule under which `from` and `to` are moved between as trenches, if they are. */
export function trenchLink(ctx: GameContext, state: GameState, from: Fortification, to: Fortification): string | undefined {
  const asTrench = (f: Fortification) => trenchLike(f) || ((f.kind === 'pillbox' || f.kind === 'bunker') && isBunker(ctx, state, f));
  const bunker = (f: Fortification) => !trenchLike(f) && asTrench(f);
  if (!asTrench(from) && !asTrench(to)) return undefined;
  if (from.hex === to.hex) return bunker(from) !== bunker(to) && (trenchLike(from) || trenchLike(to)) ? 'B30.8' : undefined;
  if (trenchLike(from) && trenchLike(to)) return connected(ctx, from, to) ? 'B27.54' : undefined;
  if ((bunker(from) && trenchLike(to)) || (trenchLike(from) && bunker(to))) return accessible(ctx, from.hex, to.hex) ? 'B30.8' : undefined;
  const sangar = (f: Fortification) => f.kind === 'sangar';
  if ((sangar(from) && asTrench(to)) || (asTrench(from) && sangar(to))) return accessible(ctx, from.hex, to.hex) ? 'B27.6' : undefined;
  return undefined;
}

/** What a trench move lifts (B27.54). */
export const TRENCH_EXEMPT: readonly EntryConsequence[] = ['interdiction', 'concealmentLoss', 'movementDrm'];

/** One MF, doubled for a higher elevation (B27.54), with what it lifts. */
export function trenchMoveCost(ctx: GameContext, from: Location, to: Location, rule: string): EntryEffect[] {
  const up = levelOf(ctx, to) > levelOf(ctx, from);
  return [
    { kind: 'set', mf: up ? 2 : 1, name: up ? 'connecting trench x2 (higher elevation)' : 'connecting trench', rule },
    ...TRENCH_EXEMPT.map((from): EntryEffect => ({ kind: 'exempt', from, rule: 'B27.54' })),
  ];
}

/**
 * B27.54: units whose last entry was a trench move are "never subject to the FFNAM/FFMO DRM"; B27.42:
 * "The FFMO penalty applies only if Defensive First Fire is announced after the MF expenditure for entry
 * of the hex and prior to the MF expenditure for entry of the foxhole" (or on leaving it before the next
 * hex): movers beneath a counter or inside a pillbox are no longer in Open Ground. Names as the movement
 * module gives them ('FFMO', 'FFNAM').
 */
export function trenchModifiers(_ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind !== 'ift' || !(q.source === 'residual' || (q.source === 'fire' && q.fire === 'first'))) return [];
  const a = readActivity(state);
  const movers = q.targets.filter((t) => a.moved[t.id]);
  if (!movers.length) return [];
  const out: Modifier[] = [];
  if (movers.every((t) => a.entryExempt?.[t.id]?.includes('movementDrm'))) {
    out.push(
      { name: 'connecting trench: no FFMO', value: 0, rule: 'B27.54', cancels: 'FFMO' },
      { name: 'connecting trench: no FFNAM', value: 0, rule: 'B27.54', cancels: 'FFNAM' },
    );
  } else if (movers.every((t) => t.loc?.position && t.loc.position !== CREST)) {
    out.push({ name: 'entrenched: no FFMO', value: 0, rule: 'B27.42', cancels: 'FFMO' });
  }
  return out;
}
