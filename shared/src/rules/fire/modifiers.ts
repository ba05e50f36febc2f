// The fire module's modifiers (its `modifiers` hook): to every IFT attack the TEM of the target's hex
// where the Location kind takes Terrain Effects (B23.3 and the Terrain Chart; none in a Sewer
// Location, B8.3), the firers' LOS Hindrance DRM (A6.7) and the Fire Group's leadership (A7.53); to
// every morale and task check of a MMC the leadership of a Good Order leader with it (A10.7).
import type { GameContext } from '../../engine/module';
import type { IftRollQuery, Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import { isSMC } from '../../units/catalog';
import { locationKey } from '../../units/location';
import type { RollModifier } from '../../engine/events';
import { leadershipFor } from '../core/morale';
import { losBetween } from '../core/sight';

/**
 * A7.53: a leader directs the units of his own Location. A Fire Group in one Location uses the best
 * leadership there; one spread over several Locations gets a leadership DRM only when every one of
 * them has a directing leader, and then the worst of theirs.
 */
export function fireGroupLeadership(ctx: GameContext, state: GameState, firers: readonly UnitState[]): RollModifier | undefined {
  const byLoc = new Map<string, UnitState[]>();
  for (const f of firers) byLoc.set(locationKey(f.loc!), [...(byLoc.get(locationKey(f.loc!)) ?? []), f]);
  const best = [...byLoc.values()].map((us) => us.map((f) => leadershipFor(ctx, state, f)).filter((m): m is RollModifier => !!m).sort((x, y) => x.value - y.value)[0]);
  if (best.some((m) => !m)) return undefined;
  return best.sort((x, y) => y!.value - x!.value)[0];
}

function iftModifiers(ctx: GameContext, state: GameState, q: IftRollQuery): Modifier[] {
  const out: Modifier[] = [];
  const cell = ctx.map.byName(q.target.hex)!;
  if (ctx.locations.kind(q.target).terrainTem && cell.terrain.tem) out.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule, tem: true });
  if (!q.firers.length) return out;
  const hind = Math.max(0, ...q.firers.map((f) => losBetween(ctx, f.loc!, q.target).hindranceDrm));
  if (hind) out.push({ name: 'hindrance', value: hind, rule: 'A6.7' });
  const lead = fireGroupLeadership(ctx, state, q.firers);
  if (lead && lead.value !== 0) out.push({ ...lead, rule: 'A7.53' });
  return out;
}

export function fireModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind === 'ift') return iftModifiers(ctx, state, q);
  if (q.kind === 'morale' && !isSMC(q.unit.kind)) {
    const lead = leadershipFor(ctx, state, q.unit);
    return lead ? [lead] : [];
  }
  return [];
}
