// Portage (A4.4): support weapons cost Portage Points to carry; each Infantry unit carries up to its
// Inherent Portage Capacity without penalty (A4.42) and "loses one MF for each PP carried in excess"
// (A4.42; `portageMfLoss`). A CX unit's IPC is one less (A4.51, A4.52). Sewers and tunnels forbid carrying
// more than the IPC (B8.4, B8.61), so the check lives in the core for every module to use. The IPC table is
// the core parameter `ipc`.
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { CoreParams } from './params';
import { portageOf } from './swPieces';

export function ipcOf(ctx: GameContext, unit: UnitState): number {
  const table: Readonly<Record<string, number>> = CoreParams.of(ctx).ipc;
  // A4.51: a CX unit carries one PP less
  return Math.max(0, (table[unit.kind] ?? 0) - (unit.status.cx ? 1 : 0));
}

/** Portage Points of everything `unit` carries (A4.43), each SW as it is now (A9.8 dm, swPieces.ts). */
export function portageLoad(ctx: GameContext, state: GameState, unit: UnitState): number {
  return unit.carries.reduce((sum, id) => {
    const sw = state.units[id];
    return sum + (sw ? portageOf(ctx, state, sw) : 0); // A9.8: a dm SW at its dm side's PP
  }, 0);
}

const isSmc = (u: UnitState) => u.kind === 'leader' || u.kind === 'hero';

/**
 * True when every unit of a group moving together carries within its IPC (A4.42). Infantry may not
 * pool their IPC, except that a SMC "can add its IPC to that of any one Good Order Infantry unit": each
 * SMC's spare PP go to one other unit (the largest spare to the largest excess).
 */
export function withinIpc(ctx: GameContext, state: GameState, group: readonly UnitState[]): boolean {
  for (const excess of portageExcess(ctx, state, group).values()) if (excess > 0) return false;
  return true;
}

/**
 * The PP each member of a group moving together carries beyond its IPC (A4.42), after each SMC's spare
 * IPC went to one Good Order Infantry unit of the group ("can add its IPC to that of any one Good Order
 * Infantry unit ... Otherwise, Infantry units may not combine their IPC"): the largest spare to the
 * largest excess.
 */
export function portageExcess(ctx: GameContext, state: GameState, group: readonly UnitState[]): Map<string, number> {
  const margin = new Map(group.map((u) => [u.id, ipcOf(ctx, u) - portageLoad(ctx, state, u)]));
  const spares = group
    .filter((u) => isSmc(u) && margin.get(u.id)! > 0)
    .map((u) => margin.get(u.id)!)
    .sort((a, b) => b - a);
  const takers = group
    .filter((u) => !isSmc(u) && !u.status.broken && margin.get(u.id)! < 0)
    .sort((a, b) => margin.get(a.id)! - margin.get(b.id)!);
  takers.forEach((u, i) => margin.set(u.id, margin.get(u.id)! + (spares[i] ?? 0)));
  return new Map([...margin].map(([id, m]) => [id, Math.max(0, -m)]));
}

/** A4.42: the MF `unit` loses for the PP it carries beyond its IPC (with a SMC's help in its group). */
export function portageMfLoss(ctx: GameContext, state: GameState, unit: UnitState, group: readonly UnitState[]): number {
  if (!unit.carries.length) return 0; // nothing carried, nothing beyond the IPC
  return portageExcess(ctx, state, group.includes(unit) ? group : [unit]).get(unit.id) ?? 0;
}
