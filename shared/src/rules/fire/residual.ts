// Residual FP (A8.2). Defensive First Fire (including Subsequent First Fire and FPF) at a moving unit
// leaves Residual FP in the target hex: "half (up to a maximum of 12 after adjustment as per 8.26; FRD)
// of the highest IFT FP column used", on the largest IFT column not above that half (A7.372), one
// column less for each positive DRM from outside the target hex (A8.26); a larger residual replaces a
// smaller one, they never add up (A8.21). Every unit that later spends MF
// entering that hex in the same MPh is attacked by it at once, with the DRM the modules give (the
// hex's TEM; FFMO / FFNAM as for Defensive First Fire). Residual FP is public (a counter on the map)
// and is gone when the MPh ends.
import { phaseActs } from '../../engine/turn';
import type { RollModifier } from '../../engine/events';
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

/** A8.2: "up to a maximum of 12". */
export const RESIDUAL_MAX = 12;

/**
 * A8.26: positive DRM "caused solely by conditions outside ... the target hex": CX (A4.51), leadership
 * (A7.53), a hexside (wall/hedge) TEM of the target Location (B9.3) and a LOS Hindrance (A6.7); each
 * point costs the Residual FP one IFT column. Negative DRM "never affect" it.
 */
const OUTSIDE_RULES = new Set(['A4.51', 'A7.53', 'B9.3', 'A6.7']);

export function outsideDrm(modifiers: readonly RollModifier[]): number {
  return modifiers.filter((m) => m.value > 0 && OUTSIDE_RULES.has(m.rule)).reduce((s, m) => s + m.value, 0);
}

/** Leaves Residual FP at `hex` after a Defensive First Fire attack on the IFT `column` with these DRM (A8.2, A8.26). */
export function leaveResidual(ctx: ApplyContext, hex: string, attackColumn: number, modifiers: readonly RollModifier[]): void {
  const columns = CoreParams.of(ctx).ift.columns;
  const half = iftColumn(CoreParams.of(ctx).ift, attackColumn / 2);
  const index = columns.indexOf(half) - outsideDrm(modifiers);
  if (half <= 0 || index < 0) return;
  const column = Math.min(RESIDUAL_MAX, columns[index]!);
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
  iftAttack(ctx, {
    source: 'residual',
    firers: [],
    target: ground(hex),
    targets: group,
    fp: column,
    purpose: `Residual FP in ${hex}`,
    label: hex,
    checkPurpose: `fire at ${hex}`,
    rule: 'A8.2',
  });
}

/** The public Residual FP counters of the current MPh. */
export function residualView(ctx: GameContext, state: GameState): FireView | undefined {
  if (!phaseActs(ctx, state, 'move')) return undefined;
  const residual = Object.entries(readActivity(state).residual ?? {})
    .map(([hex, fp]) => ({ hex, fp }))
    .sort((x, y) => (x.hex < y.hex ? -1 : 1));
  return residual.length ? { residual } : undefined;
}
