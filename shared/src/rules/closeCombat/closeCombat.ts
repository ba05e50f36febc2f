// Close Combat (A11), resolved as the CCPh ends in every Location above ground holding units of both
// sides, with the attacks each side declared there (A11.12, declaration.ts) or, undeclared, one big attack; the procedure itself (odds, Kill Number, Partial Kill, FP halved vs concealed, simultaneous
// attacks, Ambush) is the core's (rules/core/closeCombat.ts), which the sewers module uses too (B8.44).
// This module keeps which Locations are in Melee (A11.15: units of both sides left in a Location fight
// again next CCPh, with no Ambush) and gives the CC DRM and Ambush drm that are chapter A's: leadership
// (A11.141), -2 vs broken units (A11.16), -1 to the Ambusher's attacks and +1 to attacks against it
// (`ccAmbush`, A11.4); on the Ambush dr -2 concealed, +1 broken, +1 pinned, +1 berserk, -1 Stealthy
// (a hero, A11.17) and the best unpinned Good Order leader's leadership (A11.4). CX (A4.51) is the
// movement module's. Units below ground fight in their own modules (sewers).
import { phaseActs } from '../../engine/turn';
import type { GameContext, RuleModule } from '../../engine/module';
import type { AmbushRollQuery, Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import { CloseCombatParams, resolveCloseCombat } from '../core/closeCombat';
import { leadershipFor } from '../core/morale';
import { answerCloseCombat, ccLocations, declareCloseCombat, declaredAttacks, type Declarations } from './declaration';

interface CloseCombatState {
  /** Location keys where Melee continues from an earlier CCPh (no Ambush there, A11.4). */
  melee: string[];
  /** The attacks declared in this CCPh (A11.12, declaration.ts); absent when nobody declared. */
  declared?: Declarations;
}

/** A11.16: CC attacks on broken units get -2. */
const VS_BROKEN_DRM = -2;

/**
 * A11.4: the leadership of the best unpinned Good Order leader of a CC force, unless he is alone
 * (A10.7) or any of the force is berserk; in a dr the opponent sees, only a leader he may know.
 */
function ambushLeadership(ctx: GameContext, units: readonly UnitState[], knownOnly: boolean): Modifier | undefined {
  if (units.length < 2 || units.some((u) => u.status.berserk)) return undefined;
  let best: Modifier | undefined;
  for (const l of units) {
    if (l.kind !== 'leader' || l.status.broken || l.status.pinned || (knownOnly && (l.status.concealed || l.status.hidden))) continue;
    const drm = ctx.unitTypes.get(l.type)?.leadership ?? 0;
    if (drm < (best?.value ?? 0)) best = { name: `leader ${l.id}`, value: drm, rule: 'A11.4' };
  }
  return best;
}

/** A11.4: the Ambush dr's drm, each applying "even if only a portion of a player's CC force is qualified". */
function ambushModifiers(ctx: GameContext, q: AmbushRollQuery): Modifier[] {
  const p = CloseCombatParams.of(ctx);
  const out: Modifier[] = [];
  const some = (f: (u: UnitState) => boolean) => q.units.some(f);
  if (some((u) => u.status.concealed)) out.push({ name: 'concealed', value: p.ccAmbush.concealedDrm, rule: 'A11.4' });
  if (some((u) => u.status.broken)) out.push({ name: 'broken', value: 1, rule: 'A11.4' });
  if (some((u) => u.status.pinned)) out.push({ name: 'pinned', value: 1, rule: 'A11.4' });
  if (some((u) => u.status.berserk)) out.push({ name: 'berserk', value: 1, rule: 'A11.4' });
  if (some((u) => u.kind === 'hero' && !u.status.broken)) out.push({ name: 'Stealthy', value: -1, rule: 'A11.17' });
  const lead = ambushLeadership(ctx, q.units, q.public);
  if (lead) out.push(lead);
  return out;
}

/**
 * This module's modifiers: leadership (A11.141), vs broken (A11.16) and Ambush (A11.4). In a roll the
 * defender does not see (a CC in a sewer, B8.44) a concealed leader lends his DRM too; in a public one
 * only a leader the opponent may know does (our reading: his DRM would betray him).
 */
function ccModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind === 'ambush') return ambushModifiers(ctx, q);
  if (q.kind !== 'cc') return [];
  const p = CloseCombatParams.of(ctx);
  const out: Modifier[] = [];
  const lead = q.attackers
    .map((u) => leadershipFor(ctx, state, u, q.public))
    .filter((m): m is Modifier => !!m)
    .sort((x, y) => x.value - y.value)[0];
  if (lead && lead.value) out.push({ ...lead, rule: 'A11.141' });
  // A11.16; A.5 would give the -2 to the broken units alone when a stack mixes them (two Final DR): not
  // modelled, it applies only when every defender is broken
  if (q.defenders.length && q.defenders.every((u) => u.status.broken))
    out.push({ name: 'vs broken', value: VS_BROKEN_DRM, rule: 'A11.16' });
  if (q.ambusher === q.attacker) out.push({ name: 'Ambush', value: p.ccAmbush.drm, rule: 'A11.4' });
  else if (q.ambusher) out.push({ name: 'vs Ambusher', value: p.ccAmbush.againstDrm, rule: 'A11.4' });
  return out;
}

export const closeCombatModule: RuleModule = {
  id: 'closeCombat',
  rules: ['A11.1', 'A11.11', 'A11.12', 'A11.14', 'A11.141', 'A11.15', 'A11.16', 'A11.19', 'A11.4'],
  modifiers: ccModifiers,
  commands: [declareCloseCombat, answerCloseCombat],
  init: (): CloseCombatState => ({ melee: [] }),
  onPhaseEnd(ctx) {
    if (!phaseActs(ctx, ctx.state, 'closeCombat')) return;
    const before = new Set((ctx.state.modules.closeCombat as CloseCombatState | undefined)?.melee ?? []);
    const declared = declaredAttacks(ctx.state);
    const melee: string[] = [];
    for (const [key, units] of [...ccLocations(ctx, ctx.state)].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const hex = units[0]!.loc!.hex;
      const r = resolveCloseCombat(ctx, units, {
        continuing: before.has(key),
        hidden: false,
        where: hex,
        ...(declared[key] ? { declared: declared[key] } : {}),
      });
      ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, melee: r.melee, rule: r.melee ? 'A11.15' : 'A11.11' } });
      if (r.melee) melee.push(key);
    }
    ctx.state.modules.closeCombat = { melee } satisfies CloseCombatState;
  },
};
