// Residual FP (A8.2). Defensive First Fire (including Subsequent First Fire and FPF) at a moving unit
// leaves Residual FP in the target hex: half the attack's FP, on the largest IFT column not above it;
// a larger residual replaces a smaller one, they never add up. Every unit that later spends MF
// entering that hex in the same MPh is attacked by it at once, with the DRM the modules give (the
// hex's TEM; FFMO / FFNAM as for Defensive First Fire). Residual FP is public (a counter on the map)
// and is gone when the MPh ends.
import type { ApplyContext, GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import type { FireView } from '../../protocol/moduleViews';
import { ground } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { iftAttack } from '../core/attack';
import { iftColumn } from '../core/ift';
import { CoreParams } from '../core/params';

export function residualIn(state: GameState, hex: string): number {
  return readActivity(state).residual?.[hex] ?? 0;
}

/** Leaves Residual FP after a Defensive First Fire attack of `fp` at `hex`. */
export function leaveResidual(ctx: ApplyContext, hex: string, fp: number): void {
  const column = iftColumn(CoreParams.of(ctx).ift, fp / 2);
  if (column <= 0) return;
  const a = activity(ctx.state);
  a.residual = a.residual ?? {};
  if ((a.residual[hex] ?? 0) >= column) return;
  a.residual[hex] = column;
  ctx.emit({ type: 'residualFire', audience: 'all', data: { hex, fp: column, rule: 'A8.2' } });
}

/** A8.2: the moving group entering `hex` is attacked by the Residual FP there, if any. */
export function residualAttack(ctx: ApplyContext, group: readonly UnitState[], hex: string): void {
  const column = residualIn(ctx.state, hex);
  if (!column) return;
  iftAttack(ctx, { source: 'residual', firers: [], target: ground(hex), targets: group, fp: column, purpose: `Residual FP in ${hex}`, label: hex, checkPurpose: `fire at ${hex}`, rule: 'A8.2' });
}

/** The public Residual FP counters of the current MPh. */
export function residualView(_ctx: GameContext, state: GameState): FireView | undefined {
  if (state.phase !== 'MPh') return undefined;
  const residual = Object.entries(readActivity(state).residual ?? {}).map(([hex, fp]) => ({ hex, fp })).sort((x, y) => (x.hex < y.hex ? -1 : 1));
  return residual.length ? { residual } : undefined;
}
