// The Rout Phase (A10.5), first version: the engine routs for the players. At the start of each RtPh,
// every broken unit that must rout (ADJACENT to a Known Good Order enemy unit, or in Open Ground in
// the LOS of one within its normal range) moves up to 6 MF, step by step into hexes that bring it no
// closer to any Known enemy unit (A10.51), preferring buildings and woods and, among them, the farthest
// from the enemy; a unit that cannot rout at all is eliminated for Failure to Rout (A10.5). Only Known
// enemy units count, so a rout never reveals a concealed one. Interdiction (A10.53) and the owner's
// own choice of route come later.
import type { ApplyContext, RuleModule } from '../../engine/module';
import type { Side, UnitState } from '../../engine/state';
import { distance, neighbours } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { ground, isUnderground, sameLocation } from '../../units/location';
import { eliminate } from '../fire/morale';
import { costToEnter, emitGroupMove, fits } from '../movement/movement';
import { losBetween, range } from '../sight';

const ROUT_MF = 6;

function knownEnemies(ctx: ApplyContext, side: Side): UnitState[] {
  return Object.values(ctx.state.units).filter(
    (e) => e.side !== side && !e.eliminated && e.loc && !isUnderground(e.loc) && !e.status.concealed && !e.status.hidden && !e.status.broken && isInfantry(e.kind),
  );
}

function nearest(ctx: ApplyContext, hex: string, enemies: readonly UnitState[]): number {
  const h = ctx.map.byName(hex)!.hex;
  return Math.min(Infinity, ...enemies.map((e) => distance(h, ctx.map.byName(e.loc!.hex)!.hex)));
}

export function mustRout(ctx: ApplyContext, u: UnitState): boolean {
  const enemies = knownEnemies(ctx, u.side);
  const cell = ctx.map.byName(u.loc!.hex)!;
  const open = !cell.terrain.concealmentTerrain && cell.terrain.tem <= 0;
  return enemies.some((e) => {
    const r = range(ctx, e.loc!, u.loc!);
    if (r <= 1) return true;
    return open && r <= (ctx.unitTypes.get(e.type)?.range ?? 0) && losBetween(ctx, e.loc!, u.loc!).clear;
  });
}

function rout(ctx: ApplyContext, u: UnitState): void {
  const enemies = knownEnemies(ctx, u.side);
  const start = u.loc!.hex;
  let here = start;
  let mf = ROUT_MF;
  const path: string[] = [];
  for (;;) {
    const d0 = nearest(ctx, here, enemies);
    const steps = neighbours(ctx.map.byName(here)!.hex)
      .map((h) => ctx.map.at(h)?.name)
      .filter((n): n is string => !!n && !path.includes(n) && n !== start)
      .map((n) => ({ n, cost: costToEnter(ctx, here, n), d: nearest(ctx, n, enemies), cover: ctx.map.byName(n)!.terrain.concealmentTerrain }))
      .filter((s) => s.cost !== undefined && s.cost <= mf && s.d >= d0 && s.d > 1 && !enemies.some((e) => sameLocation(e.loc!, ground(s.n))) && fits(ctx, ctx.state, u.side, s.n, [u]))
      .sort((a, b) => Number(b.cover) - Number(a.cover) || b.d - a.d || (a.n < b.n ? -1 : 1));
    const next = steps[0];
    if (!next) break;
    mf -= next.cost!;
    path.push(next.n);
    here = next.n;
    if (next.cover) break; // reached cover
  }
  if (!path.length) return eliminate(ctx, u, 'A10.5');
  u.loc = ground(here);
  const owner = { ...ctx, side: u.side };
  emitGroupMove(owner, 'routed', [u], start, here, { rule: 'A10.5' });
}

export const routModule: RuleModule = {
  id: 'rout',
  rules: ['A10.5', 'A10.51'],
  onPhaseStart(ctx) {
    if (ctx.state.phase !== 'RtPh') return;
    for (const u of Object.values(ctx.state.units)) {
      if (u.eliminated || !u.loc || !u.status.broken || isUnderground(u.loc) || !isInfantry(u.kind)) continue;
      if (mustRout(ctx, u)) rout(ctx, u);
    }
  },
};
