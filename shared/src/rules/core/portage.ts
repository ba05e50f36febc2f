// Portage (A4.4): support weapons cost Portage Points to carry; each Infantry unit carries up to its
// Inherent Portage Capacity without penalty (A4.42). Sewers and tunnels forbid carrying more than the
// IPC (B8.4, B8.61), so the check lives in the core for every module to use. The IPC table is the
// core parameter `ipc`.
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { CoreParams } from './params';

export function ipcOf(ctx: GameContext, unit: UnitState): number {
  const table: Readonly<Record<string, number>> = CoreParams.of(ctx).ipc;
  // A4.51: a CX unit carries one PP less
  return Math.max(0, (table[unit.kind] ?? 0) - (unit.status.cx ? 1 : 0));
}

/** Portage Points of everything `unit` carries (A4.43). */
export function portageLoad(ctx: GameContext, state: GameState, unit: UnitState): number {
  return unit.carries.reduce((sum, id) => {
    const sw = state.units[id];
    return sum + (sw ? (ctx.unitTypes.get(sw.type)?.portage ?? 0) : 0);
  }, 0);
}

const isSmc = (u: UnitState) => u.kind === 'leader' || u.kind === 'hero';

/**
 * True when every unit of a group moving together carries within its IPC (A4.42). Infantry may not
 * pool their IPC, except that a SMC "can add its IPC to that of any one Good Order Infantry unit": each
 * SMC's spare PP go to one other unit (the largest spare to the largest excess).
 */
export function withinIpc(ctx: GameContext, state: GameState, group: readonly UnitState[]): boolean {
  const margin = (u: UnitState) => ipcOf(ctx, u) - portageLoad(ctx, state, u);
  if (group.filter(isSmc).some((u) => margin(u) < 0)) return false;
  const spares = group.filter((u) => isSmc(u) && margin(u) > 0).map(margin).sort((a, b) => b - a);
  const excesses = group.filter((u) => !isSmc(u) && margin(u) < 0).map((u) => -margin(u)).sort((a, b) => b - a);
  return excesses.every((need, i) => (spares[i] ?? 0) >= need);
}
