// Who fires a SW MG and what it costs the possessor (A9.1, A9.11, A7.352).
//
// A9.1: "A ½" MG counter is a SW and is dependent on Personnel to portage and fire it"; its FP and
// Normal Range are the counter's. A9.11: "A squad may fire any one SW MG at no cost to its own Inherent
// FP, or any two SW MG ... at the cost of forfeiting its own Inherent FP for the current and any
// remaining fire phases in that Player Turn ... Any other MMC may fire only one SW MG (regardless of
// type) with full FP, but in so doing forfeits its Inherent FP for any remaining fire phases in that
// Player Turn." (A7.352 says the same of a crew/HS/SMC and any SW.)
// Not built: SMC use (A9.12: a leader fires a MG as Area Fire, two SMC at full FP; here a SMC's MG does
// not fire), A7.353 (halved Inherent FP kept for SFF, FPF and Final Fire vs ADJACENT units).
import type { UnitCondition } from '../../engine/conditions';
import type { FireAs, FpFactor, GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { isInfantry, isMMC, type UnitType } from '../../units/catalog';
import { isDismantled } from '../core/swPieces';
import { readSw } from './state';

/** The MG type of a unit, if it is a SW MG. */
export function mgType(ctx: GameContext, u: UnitState): UnitType | undefined {
  if (u.kind !== 'sw') return undefined;
  const t = ctx.unitTypes.get(u.type);
  return t?.mg ? t : undefined;
}

/** The Infantry unit possessing a SW (A4.4), if any. */
export function possessorOf(state: GameState, swId: string): UnitState | undefined {
  for (const u of Object.values(state.units)) if (!u.eliminated && isInfantry(u.kind) && u.carries.includes(swId)) return u;
  return undefined;
}

/** A9.1, A9.11: a SW MG possessed by a MMC fires through it; not while malfunctioned (A9.7) nor dismantled (A9.8). */
export function fireAs(ctx: GameContext, state: GameState, u: UnitState): FireAs | undefined {
  if (!mgType(ctx, u) || u.eliminated || readSw(state).malfunctioned[u.id] || isDismantled(state, u.id)) return undefined;
  const possessor = possessorOf(state, u.id);
  return possessor && isMMC(possessor.kind) ? { possessor, rule: 'A9.11' } : undefined;
}

/** The SW MG among `firers` that `possessor` fires (weapons stand in with their possessor's id, fire/eligibility.ts). */
function mgFiredWith(ctx: GameContext, possessor: UnitState, firers: readonly UnitState[]): number {
  let n = 0;
  for (const f of firers) if ((f as { possessor?: string }).possessor === possessor.id && mgType(ctx, f)) n++;
  return n;
}

/** A9.11: the Inherent FP a MMC forfeits in an attack by the SW MG it fires with it. */
export function firepowerFactors(ctx: GameContext, _state: GameState, firer: UnitState, firers: readonly UnitState[]): FpFactor[] {
  if ((firer as { possessor?: string }).possessor || !isMMC(firer.kind)) return [];
  const n = mgFiredWith(ctx, firer, firers);
  if (firer.kind === 'squad' ? n < 2 : n < 1) return [];
  const why = firer.kind === 'squad' ? 'a squad firing two SW MG' : 'a half-squad or crew firing a SW MG';
  return [{ name: `Inherent FP forfeited (${why})`, times: 0, rule: 'A9.11' }];
}

/** A9.11, A7.352: a MMC that fired SW MG this Player Turn keeps them but not its Inherent FP (a squad after two). */
export function unitConditions(_ctx: GameContext, state: GameState, u: UnitState): UnitCondition[] {
  const fired = readSw(state).firedBy[u.id]?.length ?? 0;
  if (!fired || !isMMC(u.kind)) return [];
  if (u.kind === 'squad' && fired < 2) return [];
  return [{ kind: 'noInherentFire', reason: `${u.id} fired SW MG this Player Turn: its Inherent FP is forfeited`, rule: 'A9.11' }];
}
