// One attack on the Infantry Fire Table (A7.3), whatever makes it: the fire phases, Residual FP (A8.2),
// a Demolition Charge (A23.7), fire in and out of sewers (B8.3). The FP gives the column; the modules
// give the DRM (the `modifiers` hook, asked with an `ift` roll query); the Final DR gives the result,
// which the `targets` the caller names suffer (A7.3): every enemy unit in the Location (A7.4), or only
// the moving unit/stack for Defensive First Fire and Residual FP (A8.1); then the modules hear of it
// (`onAttackResolved`). What comes before the roll (the fire event, who fired) is the caller's.
import type { RollEventData } from '../../engine/events';
import { collectModifiers, runOnAttackResolved } from '../../engine/hooks';
import type { ApplyContext } from '../../engine/module';
import type { IftRollQuery } from '../../engine/rollQuery';
import { SIDES, type UnitState } from '../../engine/state';
import { revealIfSeen } from './concealment';
import { iftColumn, iftResult, type IftResult, resultName } from './ift';
import { breakUnit, casualtyReduce, eliminate, leadersFirst, moraleCheck, pinTaskCheck, withLeaderLoss } from './morale';
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
  // A10.62: an attack that could have given a NMC or worse (its best Final DR, an Original 2 with the
  // same DRM) puts the broken units it attacks under DM
  const capable = worstOf(iftResult(table, column, 2 + roll.final - roll.original));
  for (const side of SIDES) {
    const theirs = targets.filter((t) => t.side === side);
    if (theirs.length) applyIftResult(ctx, theirs, a.checkPurpose, result, a.hidden, capable);
  }
  runOnAttackResolved(ctx, { source, target, result: result.kind });
  return { column, roll, result };
}

/** Whether an IFT result is a NMC or worse (A10.62). */
function worstOf(r: IftResult): boolean {
  return r.kind === 'KIA' || r.kind === 'K' || r.kind === 'MC' || r.kind === 'NMC';
}

/**
 * The IFT result on one side's units in the target Location. `hidden`: the targets stay concealed and
 * their results are their owner's alone (units in a sewer, B8.42: "concealment is not lost").
 * `dmCapable`: the attack could have given a NMC or worse, so broken targets come under DM (A10.62);
 * by default when the result itself is one. Leaders check before the others and their loss costs the
 * others a LLMC or LLTC once the result is applied (A10.2).
 */
export function applyIftResult(ctx: ApplyContext, targets: UnitState[], purpose: string, result: IftResult, hidden = false, dmCapable = worstOf(result)): void {
  const { state } = ctx;
  if (result.kind === 'none') return;
  // an effect reveals the concealed units there; dummies are removed (A12.15)
  if (!hidden) for (const t of targets) for (const e of revealIfSeen(state, t, () => true)) ctx.emit(e);
  const hit = leadersFirst(ctx, targets.filter((t) => !t.eliminated && t.kind !== 'dummy'));
  if (dmCapable) for (const u of hit) if (u.status.broken) u.status.dm = true;
  const pick = (units: UnitState[]) => {
    if (units.length <= 1) return units[0];
    const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection', rule: 'A7.302', audience: hidden ? units[0]!.side : 'all' });
    return units[(d.final - 1) % units.length];
  };
  withLeaderLoss(ctx, hit, () => {
    if (result.kind === 'KIA') {
      // A7.301: # units (Random Selection) are eliminated and every other one is broken at once, no MC
      // (the A10.2 EX: "both squads are automatically broken"); an already broken one, broken again,
      // suffers Casualty Reduction as a broken unit failing a MC does (A10.3)
      for (let i = 0; i < result.n; i++) {
        const v = pick(hit.filter((u) => !u.eliminated));
        if (v) eliminate(ctx, v, 'A7.301');
      }
      for (const u of hit) {
        if (u.eliminated) continue;
        if (u.status.broken) casualtyReduce(ctx, u, 'A7.301');
        else breakUnit(ctx, u, 'A7.301');
      }
    } else if (result.kind === 'K') {
      const v = pick(hit);
      if (v) casualtyReduce(ctx, v);
      for (const u of hit) moraleCheck(ctx, u, result.n, purpose);
    } else if (result.kind === 'MC' || result.kind === 'NMC') {
      for (const u of hit) moraleCheck(ctx, u, result.kind === 'MC' ? result.n : 0, purpose);
    } else {
      for (const u of hit) pinTaskCheck(ctx, u, purpose);
    }
  }, purpose);
}
