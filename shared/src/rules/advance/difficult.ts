// What an advance asks of each unit (A4.7, A4.72): portage and CX.
//   A4.72: "An advance into any hex whose MF cost (excluding SMOKE) is ≥ four MF or all of a unit's
//   available non-Double Time MF allotment (whichever is less) may not be made if the unit is already CX
//   [EXC: Climbing, B11.432; Deep Stream Entry, B20.43]; otherwise it may advance but becomes CX in the
//   process. In no case may a unit advance if it retains no MF after deducting for portage costs." Its EX:
//   a squad with five PP has two MF and "must become CX to advance into a hex requiring two MF", unless a
//   leader "adds two MF and one IPC to the squad; thereby leaving it with five MF".
//   A4.7: "A unit's IPC is unchanged during the APh except as restricted by Difficult Terrain": the MF
//   allotment is the MPh's (A4.11, A4.12 "MPh/APh" leader bonus) less the portage loss (A4.42), the IPC
//   as the unit stands when it advances (one less if already CX, A4.52).
//   B16.4: a marsh hex "cannot be entered during the APh" (the only "all MF" terrain an advance meets:
//   fording is refused by the water module, B21.41).
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import type { EntryCost } from '../core/entryCost';
import { allowance } from '../core/moving';
import { portageMfLoss } from '../core/portage';

/** A4.72: the unit's available non-Double Time MF allotment in the APh, less its portage loss. */
export function advanceMf(ctx: GameContext, state: GameState, u: UnitState, group: readonly UnitState[]): number {
  return allowance(u, group) - portageMfLoss(ctx, state, u, group);
}

type Verdict = { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly rule: string };

/** A4.72: "In no case may a unit advance if it retains no MF after deducting for portage costs." */
export function canAdvanceAtAll(ctx: GameContext, state: GameState, group: readonly UnitState[]): Verdict {
  const stuck = group.find((u) => advanceMf(ctx, state, u, group) <= 0);
  return stuck
    ? { ok: false, reason: `${stuck.id} retains no MF after its portage costs and cannot advance`, rule: 'A4.72' }
    : { ok: true };
}

/** An advance into a Location: refused, or allowed with the units that become CX in the process (A4.72). */
export type AdvanceCost =
  | { readonly ok: true; readonly cx: readonly string[] }
  | { readonly ok: false; readonly reason: string; readonly rule: string };

/** What advancing `group` into a Location whose MPh entry cost is `cost` asks of it (A4.72, B16.4). */
export function advanceCost(ctx: GameContext, state: GameState, group: readonly UnitState[], cost: EntryCost): AdvanceCost {
  if (!cost.ok) return cost;
  if (cost.allMf) return { ok: false, reason: 'a marsh hex cannot be entered during the APh', rule: 'B16.4' };
  const cx: string[] = [];
  for (const u of group) {
    const mf = advanceMf(ctx, state, u, group);
    if (cost.mf < Math.min(4, mf)) continue; // not Difficult Terrain for this unit
    if (u.status.cx) return { ok: false, reason: `${u.id} is already CX and cannot advance into Difficult Terrain`, rule: 'A4.72' };
    cx.push(u.id);
  }
  return { ok: true, cx };
}

/** A4.72: the units that advanced into Difficult Terrain become CX. */
export function becomeCx(group: readonly UnitState[], ids: readonly string[]): void {
  for (const u of group) if (ids.includes(u.id)) u.status.cx = true;
}
