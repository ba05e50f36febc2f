// Residual FP (A8.2). Defensive First Fire (including Subsequent First Fire and FPF) at a moving unit
// leaves Residual FP in the target hex: half the attack's FP, on the largest IFT column not above it;
// a larger residual replaces a smaller one, they never add up. Every unit that later spends MF
// entering that hex in the same MPh is attacked by it at once, with the hex's TEM and FFMO / FFNAM
// as for Defensive First Fire. Residual FP is public (a counter on the map) and is gone when the
// MPh ends.
import type { RollModifier } from '../../engine/events';
import type { ApplyContext, GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { activity, readActivity } from '../activity';
import { applyResult } from './fire';
import { defaultIftResult, iftColumn, type IftResult, resultName } from './ift';

export function residualIn(state: GameState, hex: string): number {
  return readActivity(state).residual?.[hex] ?? 0;
}

/** Leaves Residual FP after a Defensive First Fire attack of `fp` at `hex`. */
export function leaveResidual(ctx: ApplyContext, hex: string, fp: number): void {
  const column = iftColumn(fp / 2, ctx.params.iftColumns as number[] | undefined);
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
  const cell = ctx.map.byName(hex)!;
  const a = readActivity(ctx.state);
  const mods: RollModifier[] = [];
  if (cell.terrain.tem) mods.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule });
  if (!cell.terrain.concealmentTerrain && cell.terrain.tem <= 0) mods.push({ name: 'FFMO', value: -1, rule: 'A4.6' });
  if (group.some((u) => a.nonAssault[u.id])) mods.push({ name: 'FFNAM', value: -1, rule: 'A4.6' });
  const r = ctx.roll({ kind: 'DR', purpose: `Residual FP in ${hex} (${column} FP column)`, rule: 'A8.2', modifiers: mods, audience: 'all' });
  const table = ctx.params.iftResult as ((column: number, dr: number) => IftResult) | undefined;
  const result = (table ?? defaultIftResult)(column, r.final);
  ctx.emit({ type: 'fireResult', audience: 'all', data: { target: hex, result: resultName(result), rule: 'A8.2' } });
  applyResult(ctx, [...group], hex, result);
}

/** The public Residual FP counters of the current MPh. */
export function residualView(_ctx: GameContext, state: GameState): { hex: string; fp: number }[] {
  if (state.phase !== 'MPh') return [];
  return Object.entries(readActivity(state).residual ?? {}).map(([hex, fp]) => ({ hex, fp })).sort((x, y) => (x.hex < y.hex ? -1 : 1));
}
