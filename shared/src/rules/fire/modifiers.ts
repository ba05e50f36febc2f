// The fire module's modifiers (its `modifiers` hook): to every IFT attack the TEM of the target's hex
// where the Location kind takes Terrain Effects (B23.3 and the Terrain Chart; none in a Sewer
// Location, B8.3), the TEM of a wall or hedge of the target's hex the firers' LOS crosses (B9.3), the
// firers' LOS Hindrance DRM (A6.7) and the Fire Group's leadership (A7.53); to
// every morale and task check of a MMC the leadership of a Good Order leader with it (A10.7).
import type { GameContext } from '../../engine/module';
import type { IftRollQuery, Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import type { LosResult } from '../../map/los';
import { HEXSIDE } from '../../map/terrain';
import { isSMC } from '../../units/catalog';
import { locationKey } from '../../units/location';
import type { RollModifier } from '../../engine/events';
import { leadershipFor } from '../core/morale';
import { losBetween } from '../core/sight';

/**
 * A7.53: a leader directs the units of his own Location (only a leader the opponent may know: the roll
 * is public, and a concealed leader's DRM would betray him, as in a "Sewer ?" stack). A Fire Group in one Location uses the best
 * leadership there; one spread over several Locations gets a leadership DRM only when every one of
 * them has a directing leader, and then the worst of theirs.
 */
export function fireGroupLeadership(ctx: GameContext, state: GameState, firers: readonly UnitState[]): RollModifier | undefined {
  const byLoc = new Map<string, UnitState[]>();
  for (const f of firers) byLoc.set(locationKey(f.loc!), [...(byLoc.get(locationKey(f.loc!)) ?? []), f]);
  const best = [...byLoc.values()].map((us) => us.map((f) => leadershipFor(ctx, state, f, true)).filter((m): m is RollModifier => !!m).sort((x, y) => x.value - y.value)[0]);
  if (best.some((m) => !m)) return undefined;
  return best.sort((x, y) => y!.value - x!.value)[0];
}

/**
 * B9.3: a wall (+2) or hedge (+1) of the target's hex is a TEM vs fire whose LOS crosses that hexside
 * into the hex (or runs along a wall/hedge hexspine touching it, B9.2 EX); not vs a DC (or a mortar).
 * Only ground-level targets (a wall does not cover an upper building level). A Fire Group whose LOS crosses it from any firer's Location gives the target its TEM. It is a TEM
 * (`tem`): not cumulative with the hex's own positive TEM, the larger applies (hooks.ts).
 * Simplified: Wall Advantage (B9.32) is not tracked: a target ADJACENT to the firer across the wall
 * always gets it; the elevation exceptions (hillside walls, firers on higher ground) are not applied.
 */
function wallTem(ctx: GameContext, q: IftRollQuery, sights: readonly LosResult[]): Modifier | undefined {
  if (q.source === 'dc' || q.target.level !== 0 || !ctx.locations.kind(q.target).terrainTem) return undefined;
  const sides = sights.map((s) => s.targetHexside).filter((x) => x === 'wall' || x === 'hedge');
  const best = sides.sort((a, b) => HEXSIDE[b].tem - HEXSIDE[a].tem)[0];
  return best ? { name: `TEM ${best}`, value: HEXSIDE[best].tem, rule: 'B9.3', tem: true } : undefined;
}

function iftModifiers(ctx: GameContext, state: GameState, q: IftRollQuery): Modifier[] {
  const out: Modifier[] = [];
  const cell = ctx.map.byName(q.target.hex)!;
  if (ctx.locations.kind(q.target).terrainTem && cell.terrain.tem) out.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule, tem: true });
  if (!q.firers.length) return out;
  const sights = q.firers.map((f) => losBetween(ctx, f.loc!, q.target));
  const wall = wallTem(ctx, q, sights);
  if (wall) out.push(wall);
  const hind = Math.max(0, ...sights.map((s) => s.hindranceDrm));
  if (hind) out.push({ name: 'hindrance', value: hind, rule: 'A6.7' });
  const lead = fireGroupLeadership(ctx, state, q.firers);
  if (lead && lead.value !== 0) out.push({ ...lead, rule: 'A7.53' });
  return out;
}

export function fireModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind === 'ift') return iftModifiers(ctx, state, q);
  if (q.kind === 'morale' && !isSMC(q.unit.kind)) {
    const lead = leadershipFor(ctx, state, q.unit, q.public);
    return lead ? [lead] : [];
  }
  return [];
}
