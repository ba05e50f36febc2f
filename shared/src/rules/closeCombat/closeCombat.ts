// Close Combat (A11), resolved as the CCPh ends in every Location above ground holding units of both
// sides; the procedure itself (odds, Kill Number, Partial Kill, simultaneous attacks, Ambush) is the
// core's (rules/core/closeCombat.ts), which the sewers module uses too (B8.44). This module keeps which
// Locations are in Melee (A11.15: units of both sides left in a Location fight again next CCPh, with no
// Ambush) and gives the CC DRM that are chapter A's: leadership (A11.16), an attack on units that were
// all concealed (`ccVsConcealedDrm`, A11.19), the Ambusher's attack (`ccAmbush.drm`) and an all-concealed
// side's Ambush dr (`ccAmbush.concealedDrm`, A11.4). CX (A4.51) is the movement module's. Units below
// ground fight in their own modules (sewers).
import type { GameContext, RuleModule } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { locationKey } from '../../units/location';
import { CloseCombatParams, resolveCloseCombat } from '../core/closeCombat';
import { leadershipFor } from '../core/morale';

interface CloseCombatState {
  /** Location keys where Melee continues from an earlier CCPh (no Ambush there, A11.4). */
  melee: string[];
}

/**
 * This module's modifiers: leadership (A11.16), vs concealed (A11.19) and Ambush (A11.4). In a roll the
 * defender does not see (a CC in a sewer, B8.44) a concealed leader lends his DRM too; in a public one
 * only a leader the opponent may know does (our reading: his DRM would betray him).
 */
function ccModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  const p = CloseCombatParams.of(ctx);
  if (q.kind === 'ambush') return q.units.length && q.units.every((u) => u.status.concealed) ? [{ name: 'concealed', value: p.ccAmbush.concealedDrm, rule: 'A11.4' }] : [];
  if (q.kind !== 'cc') return [];
  const out: Modifier[] = [];
  const lead = q.attackers
    .map((u) => leadershipFor(ctx, state, u, q.public))
    .filter((m): m is Modifier => !!m)
    .sort((x, y) => x.value - y.value)[0];
  if (lead && lead.value) out.push({ ...lead, rule: 'A11.16' });
  if (q.defendersWereConcealed) out.push({ name: 'vs concealed', value: p.ccVsConcealedDrm, rule: 'A11.19' });
  if (q.ambusher === q.attacker) out.push({ name: 'Ambush', value: p.ccAmbush.drm, rule: 'A11.4' });
  return out;
}

export const closeCombatModule: RuleModule = {
  id: 'closeCombat',
  rules: ['A11.11', 'A11.12', 'A11.15', 'A11.16', 'A11.19', 'A11.4'],
  modifiers: ccModifiers,
  init: (): CloseCombatState => ({ melee: [] }),
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== 'CCPh' || ctx.state.status !== 'playing') return;
    const before = new Set((ctx.state.modules.closeCombat as CloseCombatState | undefined)?.melee ?? []);
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || ctx.locations.underground(u.loc) || !(isInfantry(u.kind) || u.kind === 'dummy')) continue;
      byLoc.set(locationKey(u.loc), [...(byLoc.get(locationKey(u.loc)) ?? []), u]);
    }
    const melee: string[] = [];
    for (const [key, units] of [...byLoc].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (new Set(units.map((u) => u.side)).size < 2) continue;
      const hex = units[0]!.loc!.hex;
      const r = resolveCloseCombat(ctx, units, { continuing: before.has(key), hidden: false, where: hex });
      ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, melee: r.melee, rule: r.melee ? 'A11.15' : 'A11.11' } });
      if (r.melee) melee.push(key);
    }
    ctx.state.modules.closeCombat = { melee } satisfies CloseCombatState;
  },
};
