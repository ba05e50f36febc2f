// One attack on the Infantry Fire Table (A7.3), whatever makes it: the fire phases, Residual FP (A8.2),
// a Demolition Charge (A23.7), fire in and out of sewers (B8.3). The FP gives the column; the modules
// give the DRM (the `modifiers` hook, asked with an `ift` roll query); the Final DR gives the result,
// which every unit in the target Location suffers (A7.3); then the modules hear of it
// (`onAttackResolved`). What comes before the roll (the fire event, who fired) is the caller's.
import type { RollEventData } from '../../engine/events';
import { collectModifiers, runOnAttackResolved } from '../../engine/hooks';
import type { ApplyContext } from '../../engine/module';
import type { IftRollQuery } from '../../engine/rollQuery';
import { SIDES, type UnitState } from '../../engine/state';
import { revealIfSeen } from './concealment';
import { iftColumn, iftResult, type IftResult, resultName } from './ift';
import { casualtyReduce, eliminate, moraleCheck, pinTaskCheck } from './morale';
import { CoreParams } from './params';

export interface IftAttack extends Omit<IftRollQuery, 'kind'> {
  readonly fp: number;
  /** The roll's purpose, without the column ("fire at 71P2", "Residual FP in 71P2"). */
  readonly purpose: string;
  /** The target as the players name it in the result ("71P2", "71P2/1", a sewer counter "S3"). */
  readonly label: string;
  /** What the morale checks of the result say they are for ("fire at 71P2"). */
  readonly checkPurpose: string;
  readonly rule: string;
  /** The targets keep their concealment and their results are their owners' alone (units in a sewer, B8.42). */
  readonly hidden?: boolean;
}

export interface IftOutcome {
  readonly column: number;
  /** Absent when the FP is below the first column (no attack). */
  readonly roll?: RollEventData;
  readonly result: IftResult;
}

export function iftAttack(ctx: ApplyContext, a: IftAttack): IftOutcome {
  const table = CoreParams.of(ctx).ift;
  const column = iftColumn(table, a.fp);
  if (column === 0) return { column, result: { kind: 'none' } };
  const { source, fire, firers, target, targets } = a;
  const modifiers = collectModifiers(ctx, ctx.state, { kind: 'ift', source, fire, firers, target, targets });
  const roll = ctx.roll({ kind: 'DR', purpose: `${a.purpose} (${column} FP column)`, rule: a.rule, modifiers, audience: 'all' });
  const result = iftResult(table, column, roll.final);
  ctx.emit({ type: 'fireResult', audience: 'all', data: { target: a.label, result: resultName(result), rule: a.rule } });
  for (const side of SIDES) {
    const theirs = targets.filter((t) => t.side === side);
    if (theirs.length) applyResult(ctx, theirs, a.checkPurpose, result, a.hidden);
  }
  runOnAttackResolved(ctx, { source, target, result: result.kind });
  return { column, roll, result };
}

/**
 * The IFT result on one side's units in the target Location. `hidden`: the targets stay concealed and
 * their results are their owner's alone (units in a sewer, B8.42: "concealment is not lost").
 */
function applyResult(ctx: ApplyContext, targets: UnitState[], purpose: string, result: IftResult, hidden = false): void {
  const { state } = ctx;
  if (result.kind === 'none') return;
  // an effect reveals the concealed units there; dummies are removed (A12.15)
  if (!hidden) for (const t of targets) for (const e of revealIfSeen(state, t, () => true)) ctx.emit(e);
  const hit = targets.filter((t) => !t.eliminated && t.kind !== 'dummy');
  const pick = (units: UnitState[]) => {
    if (units.length <= 1) return units[0];
    const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection', rule: 'A7.302', audience: hidden ? units[0]!.side : 'all' });
    return units[(d.final - 1) % units.length];
  };
  if (result.kind === 'KIA') {
    for (let i = 0; i < result.n; i++) {
      const v = pick(hit.filter((u) => !u.eliminated));
      if (v) eliminate(ctx, v, 'A7.301');
    }
    for (const u of hit) moraleCheck(ctx, u, 0, purpose);
  } else if (result.kind === 'K') {
    const v = pick(hit);
    if (v) casualtyReduce(ctx, v);
    for (const u of hit) moraleCheck(ctx, u, result.n, purpose);
  } else if (result.kind === 'MC' || result.kind === 'NMC') {
    for (const u of hit) moraleCheck(ctx, u, result.kind === 'MC' ? result.n : 0, purpose);
  } else {
    for (const u of hit) pinTaskCheck(ctx, u, purpose);
  }
}
