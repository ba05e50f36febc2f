// B21.6 ice: what removes it, and what falls through.
// - "Ice is removed from any hex in which an Original HE attack DR scores a KIA on the IFT": after an
//   HE attack (source 'dc', a Demolition Charge A23.7, is our only HE) on an ice hex, the attack's
//   Original DR (not the Final DR: DRM do not count) is read on the attack's column; a KIA there breaks
//   the ice (`brokenIce`; the hex is water again, terrainChanges.ts). The text eliminates units only
//   when the ice collapses, so the survivors of such an attack stay where they are, now IN the water
//   (the fording rules then apply to them: B21.43 a broken unit there must rout).
// - "The ice may collapse under the weight of any vehicle of >= five tons as per the rules for bridge
//   collapse (6.42; treating the Weight Limit for all ice hexes as equal to that of the highest weight
//   sustained thus far by any ice hex)": when a vehicle of >= five tons enters an ice hex and the
//   weight the hex then holds (the tons of all vehicles in it, B6.42 "the total weight of vehicles")
//   exceeds the Weight Limit (`iceWeightLimit`, from parameter `iceInitialWeightLimit`), a Collapse DR
//   is made: +1 per five-ton increment or fraction thereof in excess of the limit; a Final DR >= 12
//   collapses the ice "causing the elimination of all units in that hex"; otherwise the limit becomes
//   the weight just checked. After a collapse, "all future vehicles >= that weight venturing onto the
//   ice" are eliminated (no DR); the ice of the hex they enter stays.
// Vehicles do not move in this engine yet: `iceOnEnter` is the movement hook (RuleModule.onEnter) and
// acts once vehicle movement calls it, as the infantry moves do today.
import type { EnterEvent } from '../../engine/entry';
import type { ApplyContext, ResolvedAttack } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { iftResult } from '../core/ift';
import { eliminate } from '../core/morale';
import { CoreParams } from '../core/params';
import { waterState, writableWaterState } from './state';

/** B21.6: HE attacks (A23.7 Demolition Charges: the only HE this engine resolves). */
const HE_SOURCES: ReadonlySet<string> = new Set(['dc']);

/** B21.6: vehicles lighter than this never make the ice collapse. */
const COLLAPSE_MIN_TONS = 5;
/** B6.42: a Final Collapse DR >= 12 collapses. */
const COLLAPSE_DR = 12;
/** B6.42: +1 DRM per five-ton increment or fraction in excess of the limit. */
const TONS_PER_DRM = 5;

function isIce(ctx: ApplyContext, hex: string): boolean {
  return ctx.map.byName(hex)?.spec.terrain === 'ice';
}

/** RuleModule.onAttackResolved: B21.6 an Original HE attack DR that scores a KIA removes the ice. */
export function iceAfterAttack(ctx: ApplyContext, attack: ResolvedAttack): void {
  if (!HE_SOURCES.has(attack.source) || attack.target.place === 'sewer') return;
  const hex = ctx.map.byName(attack.target.hex)?.name;
  if (!hex || !isIce(ctx, hex)) return;
  if (iftResult(CoreParams.of(ctx).ift, attack.column, attack.original).kind !== 'KIA') return;
  breakIce(ctx, hex, 'B21.6');
}

function breakIce(ctx: ApplyContext, hex: string, rule: string): void {
  const w = writableWaterState(ctx.state);
  if (w.brokenIce.includes(hex)) return;
  w.brokenIce.push(hex);
  ctx.emit({ type: 'iceBroken', audience: 'all', data: { hex, rule } });
}

function tonsOf(ctx: ApplyContext, u: UnitState): number | undefined {
  return u.kind === 'vehicle' ? ctx.unitTypes.get(u.type)?.tons : undefined;
}

/** RuleModule.onEnter: B21.6 a vehicle of >= five tons on the ice (a collapse DR, or certain loss after a collapse). */
export function iceOnEnter(ctx: ApplyContext, entered: EnterEvent): void {
  if (!entered.entered || entered.from.hex === entered.to.hex) return;
  const hex = ctx.map.byName(entered.to.hex)?.name;
  if (!hex || !isIce(ctx, hex) || waterState(ctx.state).brokenIce.includes(hex)) return;
  const vehicles = entered.group.filter((u) => (tonsOf(ctx, u) ?? 0) >= COLLAPSE_MIN_TONS);
  if (!vehicles.length) return;
  if (doomedAfterCollapse(ctx, vehicles)) return;
  checkCollapse(ctx, hex);
}

/** B21.6: after a collapse, every vehicle at least as heavy as the one it fell under is eliminated on the ice. */
function doomedAfterCollapse(ctx: ApplyContext, vehicles: readonly UnitState[]): boolean {
  const under = waterState(ctx.state).iceCollapsedUnder;
  if (under === null) return false;
  const doomed = vehicles.filter((u) => !u.eliminated && (tonsOf(ctx, u) ?? 0) >= under);
  for (const u of doomed) {
    ctx.emit({ type: 'iceCollapsed', audience: 'all', data: { hex: u.loc!.hex, tons: tonsOf(ctx, u)!, limit: under, rule: 'B21.6' } });
    eliminate(ctx, u, 'B21.6');
  }
  return doomed.length > 0;
}

/** B21.6 / B6.42: the Collapse DR when the weight the hex holds exceeds the Weight Limit of all ice. */
function checkCollapse(ctx: ApplyContext, hex: string): void {
  const w = writableWaterState(ctx.state);
  const units = Object.values(ctx.state.units);
  const carried = new Set(units.flatMap((u) => u.carries));
  // what a unit carries is lost with it (eliminate), told to its owner alone
  const inHex = units.filter((u) => !u.eliminated && !carried.has(u.id) && u.loc && ctx.map.byName(u.loc.hex)?.name === hex);
  const weight = inHex.reduce((t, u) => t + (tonsOf(ctx, u) ?? 0), 0);
  if (weight <= w.iceWeightLimit) return;
  const drm = Math.ceil((weight - w.iceWeightLimit) / TONS_PER_DRM);
  const roll = ctx.roll({
    kind: 'DR',
    purpose: `ice collapse in ${hex} (${weight} tons, limit ${w.iceWeightLimit})`,
    rule: 'B21.6',
    modifiers: [{ name: `${weight - w.iceWeightLimit} tons over the limit`, value: drm, rule: 'B6.42' }],
    audience: 'all',
  });
  if (roll.final < COLLAPSE_DR) {
    w.iceWeightLimit = weight;
    return;
  }
  w.iceCollapsedUnder = weight;
  ctx.emit({ type: 'iceCollapsed', audience: 'all', data: { hex, tons: weight, limit: w.iceWeightLimit, rule: 'B21.6' } });
  breakIce(ctx, hex, 'B21.6');
  for (const u of inHex) eliminate(ctx, u, 'B21.6');
}
