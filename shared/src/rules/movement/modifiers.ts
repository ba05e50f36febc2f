// The movement module's modifiers: what moving does to the rolls that concern the movers.
//   A4.6: Defensive First Fire (and Residual FP, A8.2) at units that moved: FFMO -1 when they are in
//   Open Ground, FFNAM -1 when some used Non-Assault Movement; not for pinned units (A7.83). One DRM
//   list per attack: in a stack where only some are pinned, they apply to all (A.5 would give the
//   pinned ones their own Final DR). FFMO is NA when a LOS Hindrance DRM
//   applies to the attack (any firer's LOS crosses a hindrance) or the target gets a wall/hedge TEM
//   (B9.3: the hex is then no Open Ground to that firer, A10.531).
//   A4.51: a CX unit: +1 to its fire and its CC attack, +1 to its Ambush dr, -1 to a CC attack on it.
import type { GameContext } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import type { Location } from '../../units/location';
import { readActivity } from '../core/activity';
import { losBetween } from '../core/sight';

function openGround(ctx: GameContext, hex: string): boolean {
  const t = ctx.map.byName(hex)!.terrain;
  return !t.concealmentTerrain && t.tem <= 0;
}

/** A4.6: some firer's LOS to the target crosses a LOS Hindrance or a wall/hedge of the target's hex (B9.3). */
function coveredFromFirers(ctx: GameContext, q: { firers: readonly UnitState[]; target: Location; source: string }): boolean {
  return q.firers.some((f) => {
    const los = losBetween(ctx, f.loc!, q.target);
    return los.hindranceDrm > 0 || (q.source !== 'dc' && (los.targetHexside === 'wall' || los.targetHexside === 'hedge'));
  });
}

export function movementModifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  const out: Modifier[] = [];
  if (q.kind === 'ift') {
    const a = readActivity(state);
    if (q.firers.some((f) => f.status.cx)) out.push({ name: 'CX firer', value: 1, rule: 'A4.51' });
    const atMovers = q.source === 'residual' || (q.source === 'fire' && q.fire === 'first');
    // A7.83: "Pinned Infantry is not subject to any further DRM for FFNAM/FFMO during that Player Turn"
    // (a pinned unit that then breaks is no longer pinned, so they apply to it again)
    const movers = q.targets.filter((t) => a.moved[t.id] && !t.status.pinned);
    if (atMovers && movers.length) {
      if (openGround(ctx, q.target.hex) && !coveredFromFirers(ctx, q)) out.push({ name: 'FFMO', value: -1, rule: 'A4.6' });
      if (movers.some((t) => a.nonAssault[t.id])) out.push({ name: 'FFNAM', value: -1, rule: 'A4.6' });
    }
  } else if (q.kind === 'cc') {
    if (q.attackers.some((u) => u.status.cx)) out.push({ name: 'CX attacker', value: 1, rule: 'A4.51' });
    if (q.defenders.some((u) => u.status.cx)) out.push({ name: 'CX defender', value: -1, rule: 'A4.51' });
  } else if (q.kind === 'ambush') {
    if (q.units.some((u) => u.status.cx)) out.push({ name: 'CX', value: 1, rule: 'A4.51' });
  }
  return out;
}
