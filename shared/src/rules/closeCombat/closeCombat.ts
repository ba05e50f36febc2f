// Close Combat (A11), resolved as the CCPh ends: in every Location holding
// units of both sides, each side attacks the other's units there with all its Infantry FP; the odds
// (attacker FP : defender FP) give a Kill Number from the CC Table (parameter `ccKillNumbers`, to
// confirm against the printed table); a DR at or below it eliminates the defenders attacked (A11.11).
// Both attacks resolve (simultaneous, A11.12). Concealed units are revealed first (dummies removed,
// A12.15). Units of both sides left in one Location are in Melee (A11.15) and fight again next CCPh.
import type { RollModifier } from '../../engine/events';
import type { ApplyContext, RuleModule } from '../../engine/module';
import type { Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { revealIfSeen } from '../../units/concealment';
import { isUnderground, locationKey } from '../../units/location';
import { eliminate, leadershipFor } from '../fire/morale';

/** A11.11 odds -> Kill Number (default to confirm): [ratio at least, kill number], best first. */
export const DEFAULT_CC_KILL_NUMBERS: readonly (readonly [number, number])[] = [
  [10, 13], [8, 12], [6, 11], [4, 10], [3, 9], [2, 8], [1.5, 7], [1, 6], [1 / 2, 5], [1 / 3, 4], [1 / 4, 3], [1 / 6, 2], [1 / 8, 1],
];

export function killNumber(attackFp: number, defenceFp: number, table: readonly (readonly [number, number])[] = DEFAULT_CC_KILL_NUMBERS): number {
  if (defenceFp <= 0) return 13;
  const ratio = attackFp / defenceFp;
  for (const [r, k] of table) if (ratio >= r - 1e-9) return k;
  return 0;
}

function fp(ctx: ApplyContext, units: readonly UnitState[]): number {
  return units.reduce((s, u) => s + (u.status.broken ? 0 : ctx.unitTypes.get(u.type)?.firepower ?? 0), 0);
}

function resolveLocation(ctx: ApplyContext, units: UnitState[]): void {
  const sides: Record<Side, UnitState[]> = { A: [], B: [] };
  for (const u of units) sides[u.side].push(u);
  // A12.15: units in Close Combat are revealed; dummies are removed
  for (const u of units) for (const e of revealIfSeen(ctx.state, u, () => true)) ctx.emit(e);
  const live = (s: Side) => sides[s].filter((u) => !u.eliminated && u.kind !== 'dummy');
  const order: Side[] = [ctx.state.attacker, ctx.state.attacker === 'A' ? 'B' : 'A'];
  const doomed: UnitState[] = [];
  const hex = units[0]!.loc!.hex;
  for (const att of order) {
    const def: Side = att === 'A' ? 'B' : 'A';
    const attackers = live(att);
    const defenders = live(def);
    if (!attackers.length || !defenders.length || fp(ctx, attackers) <= 0) continue;
    const kill = killNumber(fp(ctx, attackers), fp(ctx, defenders), ctx.params.ccKillNumbers as readonly (readonly [number, number])[] | undefined);
    const lead = attackers.map((u) => leadershipFor(ctx, u)).filter((m): m is RollModifier => !!m).sort((x, y) => x.value - y.value)[0];
    const r = ctx.roll({ kind: 'DR', purpose: `Close Combat in ${hex}: ${att} attacks (kill number ${kill})`, rule: 'A11.11', modifiers: lead && lead.value ? [{ ...lead, rule: 'A11.16' }] : [], audience: 'all' });
    if (r.final <= kill) doomed.push(...defenders);
  }
  for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11'); // simultaneous (A11.12)
  const melee = live('A').length > 0 && live('B').length > 0;
  ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, melee, rule: melee ? 'A11.15' : 'A11.11' } });
}

export const closeCombatModule: RuleModule = {
  id: 'closeCombat',
  rules: ['A11.11', 'A11.12', 'A11.15', 'A11.16'],
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== 'CCPh' || ctx.state.status !== 'playing') return;
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || isUnderground(u.loc) || !(isInfantry(u.kind) || u.kind === 'dummy')) continue;
      byLoc.set(locationKey(u.loc), [...(byLoc.get(locationKey(u.loc)) ?? []), u]);
    }
    for (const units of byLoc.values()) if (new Set(units.map((u) => u.side)).size === 2) resolveLocation(ctx, units);
  },
};
