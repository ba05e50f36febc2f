// Concealment during play (A12). Gaining it (A12.12): at the end of each CCPh, every Good Order
// Infantry unit in Concealment Terrain that no Good Order enemy ground unit can see gains a "?"
// (players in ASL may decline; the engine always takes it, which only ever hides more); the opponent
// learns only that the Location now shows a "?". Losing it (A12.14): a unit that moves into a hex
// outside Concealment Terrain, or places a DC, in view of a Good Order enemy unit loses its "?" (the
// onEnter hook after each MF expenditure).
import type { EnterEvent } from '../../engine/entry';
import type { ApplyContext, RuleModule } from '../../engine/module';
import { otherSide, type UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { copyLocation } from '../../units/location';
import { revealIfSeen } from '../core/concealment';
import { seenByGoodOrderEnemy } from '../core/sight';

/** A12.12: not in LOS of any Good Order enemy ground unit (at any range). */
export function seenByEnemy(ctx: ApplyContext, u: UnitState): boolean {
  return seenByGoodOrderEnemy(ctx, ctx.state, u, Infinity);
}

function onEnter(ctx: ApplyContext, e: EnterEvent): void {
  const exposed = (e.purpose === 'move' && e.entered && !ctx.map.byName(e.to.hex)?.terrain.concealmentTerrain) || e.purpose === 'dcPlacement';
  if (!exposed) return;
  for (const u of e.group) for (const ev of revealIfSeen(ctx.state, u, () => seenByGoodOrderEnemy(ctx, ctx.state, u))) ctx.emit(ev);
}

export const concealmentModule: RuleModule = {
  id: 'concealment',
  rules: ['A12.12', 'A12.14'],
  onEnter,
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== 'CCPh') return;
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || ctx.locations.underground(u.loc) || u.status.concealed || u.status.broken || !isInfantry(u.kind)) continue;
      if (!ctx.map.byName(u.loc.hex)?.terrain.concealmentTerrain) continue;
      if (seenByEnemy(ctx, u)) continue;
      u.status.concealed = true;
      ctx.emit({ type: 'concealmentGained', audience: u.side, data: { unit: u.id, loc: copyLocation(u.loc), rule: 'A12.12' } });
      ctx.emit({ type: 'concealmentGained', audience: otherSide(u.side), data: { loc: copyLocation(u.loc), rule: 'A12.12' } });
    }
  },
};
