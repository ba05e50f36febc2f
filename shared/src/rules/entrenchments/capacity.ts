// How many units a counter holds, per side (B27.44: "The capacity of a foxhole counter is per side; i.e.,
// two opposing squads can both occupy a 1S foxhole during CC"):
//   foxhole   its squads (1S/2S/3S), "exceeded by four SMC" (B27.12);
//   trench    "never more than three squads and four SMC or their equivalents" (B27.51), an A-T Ditch too
//             (B27.56: "treated the same as a trench");
//   sangar    "the same capacity as a 1S foxhole" (F8.3);
//   pillbox   its printed stacking capacity in squad-equivalents (B30.111); the counter record carries
//             none, so a parameter stands in (`pillboxSquads`) until it does. SMC beyond it: as a
//             foxhole's four (our reading; B30.111 counts squad-equivalents only).
// Dummies count for nothing (A5.1 stacking); only Infantry, SW and dm mortars go beneath (B27.1).
import * as z from 'zod';
import type { GameContext } from '../../engine/module';
import { defineParams } from '../../engine/params';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import type { Location } from '../../units/location';
import { countKinds, type StackCount } from '../../units/stacking';
import type { Fortification } from '../core/fortifications';
import { unitsIn } from './positions';

export const EntrenchmentCapacityParams = defineParams(
  z.object({
    /** B30.111: squad-equivalents a pillbox holds (printed on the counter: 1 on a 1-5-7). */
    pillboxSquads: z.int().min(1).max(3).default(1),
  }),
);

/** B27.12: "The capacity of a foxhole counter can be exceeded by four SMC." */
const SMC_BEYOND = 4;

export function capacityOf(ctx: GameContext, f: Fortification): StackCount {
  switch (f.kind) {
    case 'foxhole':
      return { squads: f.squads ?? 1, smc: SMC_BEYOND };
    case 'sangar':
      return { squads: 1, smc: SMC_BEYOND };
    case 'trench':
    case 'atDitch':
      return { squads: 3, smc: SMC_BEYOND };
    case 'pillbox':
    case 'bunker':
      return { squads: EntrenchmentCapacityParams.of(ctx).pillboxSquads, smc: SMC_BEYOND };
  }
}

/** B27.1: "only Infantry/SW may be placed beneath a foxhole counter" (and a dm mortar; mortars are not modelled). */
export function mayGoBeneath(u: UnitState): boolean {
  return isInfantry(u.kind) || u.kind === 'dummy' || u.kind === 'sw';
}

/** The side's units at `loc` (the counter's position) with `incoming` added would not exceed the counter's capacity. */
export function hasRoom(
  ctx: GameContext,
  state: GameState,
  side: Side,
  f: Fortification,
  loc: Location,
  incoming: readonly UnitState[],
): boolean {
  const ids = new Set(incoming.map((u) => u.id));
  const there = unitsIn(state, side, loc).filter((u) => !ids.has(u.id));
  const c = countKinds([...there, ...incoming].map((u) => u.kind));
  const cap = capacityOf(ctx, f);
  return c.squads <= cap.squads && c.smc <= cap.smc;
}

/** B27.6 "If a sangar already contains its maximum stacking capacity": the side's squads there fill it. */
export function isFull(ctx: GameContext, state: GameState, side: Side, f: Fortification, loc: Location): boolean {
  return countKinds(unitsIn(state, side, loc).map((u) => u.kind)).squads >= capacityOf(ctx, f).squads;
}
