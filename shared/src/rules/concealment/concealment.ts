// A12.12 gaining concealment during play: at the end of each CCPh, every Good Order Infantry unit in
// Concealment Terrain that no Good Order enemy ground unit can see gains a "?" (players in ASL may
// decline; the engine always takes it, which only ever hides more). The opponent learns only that the
// Location now shows a "?".
import type { ApplyContext, RuleModule } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { isUnderground } from '../../units/location';
import { seenByGoodOrderEnemy } from '../sight';

/** A12.12: not in LOS of any Good Order enemy ground unit (at any range). */
export function seenByEnemy(ctx: ApplyContext, u: UnitState): boolean {
  return seenByGoodOrderEnemy(ctx, ctx.state, u, Infinity);
}

export const concealmentModule: RuleModule = {
  id: 'concealment',
  rules: ['A12.12'],
  onPhaseEnd(ctx) {
    if (ctx.state.phase !== 'CCPh') return;
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || isUnderground(u.loc) || u.status.concealed || u.status.broken || !isInfantry(u.kind)) continue;
      if (!ctx.map.byName(u.loc.hex)?.terrain.concealmentTerrain) continue;
      if (seenByEnemy(ctx, u)) continue;
      u.status.concealed = true;
      ctx.emit({ type: 'concealmentGained', audience: u.side, data: { unit: u.id, loc: { ...u.loc }, rule: 'A12.12' } });
      ctx.emit({ type: 'concealmentGained', audience: u.side === 'A' ? 'B' : 'A', data: { loc: { ...u.loc }, rule: 'A12.12' } });
    }
  },
};
