// Close Combat (A11), resolved as the CCPh ends in every Location holding units of both sides.
// Each side attacks the other's units there with all its Infantry FP; the odds (attacker FP : defender
// FP) give a Kill Number from the CC Table (parameter `ccKillNumbers`, to confirm against the printed
// table). A Final DR below it eliminates the defenders; equal to it is a Partial Kill: one defender,
// chosen by Random Selection, is Casualty Reduced (A11.11). Attacks are simultaneous (A11.12) unless
// one side Ambushes: in a CC that starts this CCPh (not a continuing Melee) each side makes a dr
// (-2 when all its units there are concealed, A11.4); a side whose Final dr is at least
// `ccAmbush.margin` lower Ambushes, attacks first with the `ccAmbush.drm` and only the survivors strike
// back. An attack on units that were all concealed gets `ccVsConcealedDrm` (A11.19). Concealed units
// are then revealed (dummies removed, A12.15). Units of both sides left in a Location are in Melee
// (A11.15) and fight again next CCPh. Units below ground fight in their own modules (sewers).
import type { RollModifier } from '../../engine/events';
import type { ApplyContext, RuleModule } from '../../engine/module';
import { otherSide, type Side, type UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { revealIfSeen } from '../../units/concealment';
import { isUnderground, locationKey } from '../../units/location';
import { casualtyReduce, eliminate, leadershipFor } from '../fire/morale';

export type KillTable = readonly (readonly [number, number])[];

/** A11.11 odds -> Kill Number (default to confirm): [ratio at least, kill number], best first. */
export const DEFAULT_CC_KILL_NUMBERS: KillTable = [
  [10, 14], [8, 13], [6, 12], [4, 11], [3, 10], [2, 9], [1.5, 8], [1, 7], [1 / 2, 6], [1 / 3, 5], [1 / 4, 4], [1 / 6, 3], [1 / 8, 2],
];

export const DEFAULT_CC_AMBUSH = { margin: 3, concealedDrm: -2, drm: -1 } as const;

export function killNumber(attackFp: number, defenceFp: number, table: KillTable = DEFAULT_CC_KILL_NUMBERS): number {
  if (defenceFp <= 0) return 14;
  const ratio = attackFp / defenceFp;
  for (const [r, k] of table) if (ratio >= r - 1e-9) return k;
  return 1;
}

interface CloseCombatState {
  /** Location keys where Melee continues from an earlier CCPh (no Ambush there, A11.4). */
  melee: string[];
}

function fp(ctx: ApplyContext, units: readonly UnitState[]): number {
  return units.reduce((s, u) => s + (u.status.broken ? 0 : ctx.unitTypes.get(u.type)?.firepower ?? 0), 0);
}

function pick(ctx: ApplyContext, units: readonly UnitState[]): UnitState | undefined {
  if (units.length <= 1) return units[0];
  const d = ctx.roll({ kind: 'dr', purpose: 'Random Selection (Partial Kill)', rule: 'A11.11', audience: 'all' });
  return units[(d.final - 1) % units.length];
}

/** A11.4: which side Ambushes, if any. */
function ambush(ctx: ApplyContext, sides: Record<Side, UnitState[]>, hex: string): Side | null {
  const a = { ...DEFAULT_CC_AMBUSH, ...(ctx.params.ccAmbush as Partial<typeof DEFAULT_CC_AMBUSH> | undefined) };
  const finals: Partial<Record<Side, number>> = {};
  for (const s of [ctx.state.attacker, otherSide(ctx.state.attacker)]) {
    const units = sides[s].filter((u) => !u.eliminated);
    const mods: RollModifier[] = units.length && units.every((u) => u.status.concealed) ? [{ name: 'concealed', value: a.concealedDrm, rule: 'A11.4' }] : [];
    if (units.some((u) => u.status.cx)) mods.push({ name: 'CX', value: 1, rule: 'A4.51' });
    finals[s] = ctx.roll({ kind: 'dr', purpose: `Ambush dr in ${hex} for ${ctx.scenario.sides[s].name}`, rule: 'A11.4', modifiers: mods, audience: 'all' }).final;
  }
  if (finals.A! + a.margin <= finals.B!) return 'A';
  if (finals.B! + a.margin <= finals.A!) return 'B';
  return null;
}

function attack(ctx: ApplyContext, att: Side, attackers: UnitState[], defenders: UnitState[], hex: string, extra: RollModifier[]): UnitState[] {
  if (!attackers.length || !defenders.length || fp(ctx, attackers) <= 0) return [];
  const kill = killNumber(fp(ctx, attackers), fp(ctx, defenders), ctx.params.ccKillNumbers as KillTable | undefined);
  const lead = attackers.map((u) => leadershipFor(ctx, u)).filter((m): m is RollModifier => !!m).sort((x, y) => x.value - y.value)[0];
  const mods = [...(lead && lead.value ? [{ ...lead, rule: 'A11.16' }] : []), ...extra];
  const r = ctx.roll({ kind: 'DR', purpose: `Close Combat in ${hex}: ${ctx.scenario.sides[att].name} attack (Kill Number ${kill})`, rule: 'A11.11', modifiers: mods, audience: 'all' });
  if (r.final < kill) return [...defenders];
  if (r.final === kill) {
    const v = pick(ctx, defenders);
    if (v) casualtyReduce(ctx, v, 'A11.11');
  }
  return [];
}

function resolveLocation(ctx: ApplyContext, units: UnitState[], continuing: boolean): boolean {
  const sides: Record<Side, UnitState[]> = { A: [], B: [] };
  for (const u of units) sides[u.side].push(u);
  const hex = units[0]!.loc!.hex;
  const vsConcealed = (ctx.params.ccVsConcealedDrm as number | undefined) ?? 1;
  const hidden: Record<Side, boolean> = { A: sides.A.every((u) => u.status.concealed), B: sides.B.every((u) => u.status.concealed) };
  const first = continuing ? null : ambush(ctx, sides, hex);
  // A12.15: units in Close Combat are revealed; dummies are removed
  for (const u of units) for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit(e);
  const live = (s: Side) => sides[s].filter((u) => !u.eliminated && u.kind !== 'dummy');
  const extra = (att: Side): RollModifier[] => [
    // A4.51: a CX attacker +1; attacking CX units -1
    ...(live(att).some((u) => u.status.cx) ? [{ name: 'CX attacker', value: 1, rule: 'A4.51' }] : []),
    ...(live(otherSide(att)).some((u) => u.status.cx) ? [{ name: 'CX defender', value: -1, rule: 'A4.51' }] : []),
    ...(hidden[otherSide(att)] ? [{ name: 'vs concealed', value: vsConcealed, rule: 'A11.19' }] : []),
    ...(first === att ? [{ name: 'Ambush', value: (ctx.params.ccAmbush as { drm?: number } | undefined)?.drm ?? DEFAULT_CC_AMBUSH.drm, rule: 'A11.4' }] : []),
  ];
  if (first) {
    ctx.emit({ type: 'ambush', audience: 'all', data: { hex, side: first, rule: 'A11.4' } });
    for (const u of attack(ctx, first, live(first), live(otherSide(first)), hex, extra(first))) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
    const other = otherSide(first);
    for (const u of attack(ctx, other, live(other), live(first), hex, extra(other))) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
  } else {
    const doomed: UnitState[] = [];
    for (const att of [ctx.state.attacker, otherSide(ctx.state.attacker)]) doomed.push(...attack(ctx, att, live(att), live(otherSide(att)), hex, extra(att)));
    for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11'); // simultaneous (A11.12)
  }
  const melee = live('A').length > 0 && live('B').length > 0;
  ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, melee, rule: melee ? 'A11.15' : 'A11.11' } });
  return melee;
}

export const closeCombatModule: RuleModule = {
  id: 'closeCombat',
  rules: ['A11.11', 'A11.12', 'A11.15', 'A11.16', 'A11.19', 'A11.4'],
  init: (): CloseCombatState => ({ melee: [] }),
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== 'CCPh' || ctx.state.status !== 'playing') return;
    const before = new Set((ctx.state.modules.closeCombat as CloseCombatState | undefined)?.melee ?? []);
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || isUnderground(u.loc) || !(isInfantry(u.kind) || u.kind === 'dummy')) continue;
      byLoc.set(locationKey(u.loc), [...(byLoc.get(locationKey(u.loc)) ?? []), u]);
    }
    const melee: string[] = [];
    for (const [key, units] of [...byLoc].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (new Set(units.map((u) => u.side)).size === 2 && resolveLocation(ctx, units, before.has(key))) melee.push(key);
    }
    ctx.state.modules.closeCombat = { melee } satisfies CloseCombatState;
  },
};
