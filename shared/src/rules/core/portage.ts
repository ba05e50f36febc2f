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

/** True when a group moving together carries no more than the sum of its IPC (leaders help, A4.42). */
export function withinIpc(ctx: GameContext, state: GameState, group: readonly UnitState[]): boolean {
  const load = group.reduce((s, u) => s + portageLoad(ctx, state, u), 0);
  const capacity = group.reduce((s, u) => s + ipcOf(ctx, u), 0);
  return load <= capacity;
}
