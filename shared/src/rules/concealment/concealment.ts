// A12.12 gaining concealment during play: at the end of each CCPh, every Good Order Infantry unit in
// Concealment Terrain that no Good Order enemy ground unit can see gains a "?" (players in ASL may
// decline; the engine always takes it, which only ever hides more). The opponent learns only that the
// Location now shows a "?".
import type { ApplyContext, RuleModule } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { groundLevel, lineOfSight } from '../../map/los';
import { isInfantry } from '../../units/catalog';
import { isUnderground, type Location } from '../../units/location';

function eye(ctx: ApplyContext, loc: Location) {
  const cell = ctx.map.byName(loc.hex)!;
  return { hex: cell.hex, level: groundLevel(cell) + Math.max(0, loc.level) };
}

export function seenByEnemy(ctx: ApplyContext, u: UnitState): boolean {
  const blocksAt = (ctx.params.losHindranceBlocksAt as number | undefined) ?? 6;
  return Object.values(ctx.state.units).some(
    (e) =>
      e.side !== u.side &&
      !e.eliminated &&
      e.loc &&
      !isUnderground(e.loc) &&
      !e.status.broken &&
      e.kind !== 'dummy' &&
      isInfantry(e.kind) &&
      lineOfSight(ctx.map, eye(ctx, e.loc), eye(ctx, u.loc!), { hindranceBlocksAt: blocksAt }).clear,
  );
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
