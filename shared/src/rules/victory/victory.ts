// Victory conditions evaluated when the last Game Turn ends. controlHexes: a side Controls a hex
// (A26.1) when it alone has Good Order, non-dummy Infantry there (a simplification of A26 that does
// not yet carry Control over from earlier turns; see docs/rules-coverage.md).
import type { GameContext } from '../../engine/module';
import { otherSide, type GameState, type MatchResult, type Side } from '../../engine/state';
import { isInfantry } from '../../units/catalog';

export function controller(ctx: GameContext, state: GameState, hex: string): Side | null {
  const name = ctx.map.byName(hex)?.name ?? hex;
  const present = new Set<Side>();
  for (const u of Object.values(state.units)) {
    if (u.eliminated || !u.loc || u.loc.hex !== name || u.loc.place === 'sewer' || u.loc.place === 'tunnel') continue;
    if (!isInfantry(u.kind) || u.status.broken) continue;
    present.add(u.side);
  }
  return present.size === 1 ? [...present][0]! : null;
}

export function evaluateVictory(ctx: GameContext, state: GameState): MatchResult {
  const v = ctx.scenario.victory;
  const held = v.hexes.filter((h) => controller(ctx, state, h) === v.side).length;
  const winner = held >= v.count ? v.side : otherSide(v.side);
  return { winner, reason: `${ctx.scenario.sides[v.side].name} controls ${held} of ${v.hexes.length} objective hexes (needs ${v.count})` };
}
