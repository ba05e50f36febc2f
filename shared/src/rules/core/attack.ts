// One attack on the Infantry Fire Table (A7.3), whatever makes it: the fire phases, Residual FP (A8.2),
// a Demolition Charge (A23.7), fire in and out of sewers (B8.3). The FP gives the column; the modules
// give the DRM (the `modifiers` hook, asked with an `ift` roll query); the Final DR gives the result,
// which the `targets` the caller names suffer (A7.3): every enemy unit in the Location (A7.4), or only
// the moving unit/stack for Defensive First Fire and Residual FP (A8.1); then the modules hear of it
// (`onAttackResolved`). What comes before the roll (the fire event, who fired) is the caller's.
// B27.13: units beneath a foxhole or trench counter are in another Location for TEM than those above
// it in the same hex, so one attack on both is one DR (A7.3: one attack) whose Final DR each position
// gets with its own DRM: the roll carries the first position's, a `fireResult` each other's. A7.4: a
// unit to which the LOF is blocked, "such as being entrenched behind a wall [B9.21]" (B27.2), is not
// affected.
import type { Audience, RollEventData, RollModifier } from '../../engine/events';
import { collectModifiers, runOnAttackResolved, total } from '../../engine/hooks';
import type { ApplyContext } from '../../engine/module';
import type { IftRollQuery } from '../../engine/rollQuery';
import { SIDES, type UnitState } from '../../engine/state';
import type { Location } from '../../units/location';
import { loseHip, revealIfSeen } from './concealment';
import { iftColumn, iftResult, type IftResult, resultName } from './ift';
import { breakUnit, casualtyReduce, eliminate, leadersFirst, moraleCheck, pinTaskCheck, withLeaderLoss } from './morale';
import { CoreParams } from './params';
import { losBetween } from './sight';

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
  /**
   * A12.13: "If a target Location contains both concealed and unconcealed units, any attack capable of
   * affecting both types must be resolved once for each type, using a different FP column ... but the
   * same DR". `fp` is then the FP vs the unconcealed units and this the FP (halved as Area Fire, A7.23)
   * vs those `concealed` says are (by default those under "?").
   */
  readonly vsConcealed?: { readonly fp: number; readonly concealed?: (t: UnitState) => boolean };
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
  const { source, fire, attack, firers } = a;
  const groups = byConcealment(a, publicFirst(a, positionGroups(ctx, a))).map((g) => {
    const query: IftRollQuery = { kind: 'ift', source, fire, ...(attack ? { attack } : {}), firers, target: g.target, targets: g.targets };
    return { ...g, modifiers: collectModifiers(ctx, ctx.state, query) };
  });
  const [first, ...others] = groups as [TypeGroup & { modifiers: RollModifier[] }, ...(TypeGroup & { modifiers: RollModifier[] })[]];
  // the roll's explanation: the FP and column it was rolled on (A7.3), and the target whose result it decided
  const explain = (r: { final: number }) => ({
    table: 'IFT',
    fp: a.fp,
    column,
    target: a.label,
    result: resultName(iftResult(table, column, r.final)),
  });
  const roll = ctx.roll({
    kind: 'DR',
    purpose: `${a.purpose} (${column} FP column)`,
    rule: a.rule,
    modifiers: first.modifiers,
    audience: 'all',
    explain,
    // A14.1: the firers' non-OBA IFT Original DR may call the enemy Sniper (attacks without firers: none)
    ...(firers[0] ? { made: { by: firers[0].side, check: 'IFT' as const } } : {}),
  });
  const result = iftResult(table, column, roll.final);
  const at = (g: PositionGroup) => (g.target.position ? { position: g.target.position } : {});
  ctx.emit({ type: 'fireResult', audience: 'all', data: { target: a.label, ...at(first), result: resultName(result), rule: a.rule } });
  const outcomes = [{ group: first, final: roll.final, result, column }];
  for (const g of others) {
    const final = roll.original + total(g.modifiers);
    // A12.13: the concealed units' result on their own (halved) FP column, with the same DR
    const groupColumn = g.fp === a.fp ? column : iftColumn(table, g.fp);
    const r = groupColumn ? iftResult(table, groupColumn, final) : ({ kind: 'none' } as const);
    ctx.emit({
      type: 'fireResult',
      audience: groupAudience(a, g, r),
      data: { target: a.label, ...at(g), modifiers: g.modifiers, final, result: resultName(r), rule: a.rule },
    });
    outcomes.push({ group: g, final, result: r, column: groupColumn });
  }
  for (const o of outcomes) {
    // A10.62: an attack that could have given a NMC or worse (its best Final DR, an Original 2 with the
    // same DRM) puts the broken units it attacks under DM
    const capable = o.column > 0 && worstOf(iftResult(table, o.column, 2 + o.final - roll.original));
    for (const side of SIDES) {
      const theirs = o.group.targets.filter((t) => t.side === side);
      if (theirs.length) applyIftResult(ctx, theirs, a.checkPurpose, o.result, a.hidden, capable);
    }
    runOnAttackResolved(ctx, { source, target: o.group.target, result: o.result.kind, column: o.column, original: roll.original });
  }
  return { column, roll, result };
}

interface PositionGroup {
  readonly target: Location;
  readonly targets: UnitState[];
}

/**
 * The targets by their position in the Location (B27.13), those with none first; each group's target
 * Location carries its position. A unit in a position its firers' LOS does not reach while it reaches
 * the Location (B27.2: beneath a foxhole behind a wall of its hex) is not affected (A7.4), nor when
 * only some firers of a Fire Group see it (A7.52: "All members of a FG must be able to trace a LOS to
 * the target").
 */
function positionGroups(ctx: ApplyContext, a: IftAttack): PositionGroup[] {
  const blocked = (t: UnitState) =>
    !!t.loc?.position && a.firers.some((f) => losBetween(ctx, f.loc!, a.target).clear && !losBetween(ctx, f.loc!, t.loc!).clear);
  const byPosition = new Map<string, UnitState[]>();
  for (const t of a.targets) {
    if (blocked(t)) continue;
    const p = t.loc?.position ?? '';
    byPosition.set(p, [...(byPosition.get(p) ?? []), t]);
  }
  if (!byPosition.size) return [{ target: a.target, targets: [] }];
  return [...byPosition.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([position, targets]) => ({ target: position ? { ...a.target, position } : a.target, targets }));
}

const allHidden = (g: PositionGroup) => g.targets.length > 0 && g.targets.every((t) => t.status.hidden);

/**
 * The public roll carries the first group's DRM: when that group is a position (beneath a foxhole)
 * only hidden units hold, the roll is the Location's instead (an empty group first), so that neither
 * its DRM (the entrenchment's TEM) nor its result tells the other side that anyone is there (A12.3).
 */
function publicFirst(a: IftAttack, groups: PositionGroup[]): PositionGroup[] {
  const first = groups[0]!;
  if (a.hidden || !first.target.position || !allHidden(first)) return groups;
  return [{ target: a.target, targets: [] }, ...groups];
}

interface TypeGroup extends PositionGroup {
  /** The attack's FP vs these units (A12.13: halved vs the concealed ones of a mixed Location). */
  readonly fp: number;
}

/**
 * A12.13: each position's units split into the unconcealed ones (first: the public roll is theirs) and
 * the concealed ones, attacked on the FP column of `vsConcealed`; without it one group per position.
 */
function byConcealment(a: IftAttack, groups: readonly PositionGroup[]): TypeGroup[] {
  const vs = a.vsConcealed;
  if (!vs) return groups.map((g) => ({ ...g, fp: a.fp }));
  const concealed = vs.concealed ?? ((t: UnitState) => t.status.concealed);
  return groups
    .flatMap((g) => {
      const open = g.targets.filter((t) => !concealed(t));
      const hid = g.targets.filter(concealed);
      const out: TypeGroup[] = [];
      if (open.length || !hid.length) out.push({ target: g.target, targets: open, fp: a.fp });
      if (hid.length) out.push({ target: g.target, targets: hid, fp: vs.fp });
      return out;
    })
    .sort((x, y) => (x.fp === a.fp ? 0 : 1) - (y.fp === a.fp ? 0 : 1));
}

/**
 * Who hears another position's result: everyone, unless its units are known to their owner alone (in
 * a sewer, or hidden). A12.3: "Hidden Status is considered the equal of concealment": a result that
 * leaves hidden units unaffected is their owner's; one that affects them reveals them (as it does
 * concealed units, applyIftResult) and is everyone's.
 */
function groupAudience(a: IftAttack, g: PositionGroup, r: IftResult): Audience {
  const owner = g.targets[0]?.side;
  if (!owner) return 'all';
  return a.hidden || (allHidden(g) && r.kind === 'none') ? owner : 'all';
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
export function applyIftResult(
  ctx: ApplyContext,
  targets: UnitState[],
  purpose: string,
  result: IftResult,
  hidden = false,
  dmCapable = worstOf(result),
): void {
  const { state } = ctx;
  if (result.kind === 'none') return;
  // an effect reveals the concealed units there; dummies are removed (A12.15); hidden units too, "totally
  // discovered", not beneath a "?" (A12.3: hidden is "the equal of concealment"; A12.31)
  // (through loseHip, the one seam: a hidden unit beneath a hidden fortification brings it on board too, A12.33)
  if (!hidden)
    for (const t of targets) {
      if (t.status.hidden) loseHip(ctx, [t], 'discovered', 'A12.31');
      else for (const e of revealIfSeen(state, t, () => true)) ctx.emit(e);
    }
  const hit = leadersFirst(
    ctx,
    targets.filter((t) => !t.eliminated && t.kind !== 'dummy'),
  );
  if (dmCapable) for (const u of hit) if (u.status.broken) u.status.dm = true;
  const pick = (units: UnitState[]) => {
    if (units.length <= 1) return units[0];
    const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection', rule: 'A7.302', audience: hidden ? units[0]!.side : 'all' });
    return units[(d.final - 1) % units.length];
  };
  withLeaderLoss(
    ctx,
    hit,
    () => {
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
    },
    purpose,
  );
}
