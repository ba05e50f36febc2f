// Control (A26) and the victory conditions evaluated when the last Game Turn ends.
// A side Controls a hex it alone occupies with Good Order, non-dummy Infantry (A26.1); Control then
// stays with it until the other side is in that position (A26.11), so Control is carried across
// turns in state.modules.control. At the start, each objective hex is Controlled by the side whose
// setup zone holds it (A26.2: the side that sets up in an area controls its buildings), else nobody.
// Control is updated as each phase ends. It is not in any side's view during play: a change of
// Control could tell where a concealed unit went; the final result and the replay show it.
import type { GameContext, RuleModule } from '../../engine/module';
import { moduleState } from '../../engine/moduleState';
import { otherSide, type GameState, type MatchResult, type Side } from '../../engine/state';
import { isInfantry } from '../../units/catalog';

export interface ControlState {
  /** Objective hex -> the side Controlling it (absent: nobody yet). */
  hexes: Record<string, Side>;
}

/** Who alone occupies the hex's above-ground Locations with Good Order Infantry now, if anyone. */
export function soleOccupant(ctx: GameContext, state: GameState, hex: string): Side | null {
  const name = ctx.map.byName(hex)?.name ?? hex;
  return soleOccupants(ctx, state, [name]).get(name) ?? null;
}

/**
 * `soleOccupant` of each of these hexes (canonical names), in one pass over the units: asked at every
 * phase end for every objective. Hexes nobody or both sides occupy are left out.
 */
function soleOccupants(ctx: GameContext, state: GameState, hexes: readonly string[]): Map<string, Side> {
  const present = new Map<string, Side | 'both'>();
  const wanted = new Set(hexes);
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.eliminated || !u.loc || !wanted.has(u.loc.hex) || ctx.locations.underground(u.loc)) continue;
    if (!isInfantry(u.kind) || u.status.broken) continue;
    const before = present.get(u.loc.hex);
    present.set(u.loc.hex, before === undefined || before === u.side ? u.side : 'both');
  }
  const out = new Map<string, Side>();
  for (const [h, s] of present) if (s !== 'both') out.set(h, s);
  return out;
}

function objectives(ctx: GameContext): string[] {
  return ctx.scenario.victory.hexes.map((h) => ctx.map.byName(h)?.name ?? h);
}

function readControl(state: GameState): ControlState {
  return (state.modules.control as ControlState | undefined) ?? { hexes: {} };
}

/** A26: the side Controlling `hex` now (sole occupancy now, else the last side that had it). */
export function controller(ctx: GameContext, state: GameState, hex: string): Side | null {
  const name = ctx.map.byName(hex)?.name ?? hex;
  return soleOccupant(ctx, state, name) ?? readControl(state).hexes[name] ?? null;
}

export function evaluateVictory(ctx: GameContext, state: GameState): MatchResult {
  const v = ctx.scenario.victory;
  const held = v.hexes.filter((h) => controller(ctx, state, h) === v.side).length;
  const winner = held >= v.count ? v.side : otherSide(v.side);
  return { winner, reason: `${ctx.scenario.sides[v.side].name} controls ${held} of ${v.hexes.length} objective hexes (needs ${v.count})` };
}

export const controlModule: RuleModule = {
  id: 'control',
  rules: ['A26.1', 'A26.11', 'A26.2'],
  init(ctx): ControlState {
    const hexes: Record<string, Side> = {};
    for (const h of objectives(ctx)) for (const side of ['A', 'B'] as const) if (ctx.zones[side].has(h)) hexes[h] = side;
    return { hexes };
  },
  victory: evaluateVictory,
  onPhaseEnd(ctx) {
    const hexes = objectives(ctx);
    const held = soleOccupants(ctx, ctx.state, hexes);
    // written (the draft's own copy, engine/moduleState.ts) only when a hex changes hands or is new
    const known = ctx.state.modules.control as ControlState | undefined;
    if (known && hexes.every((h) => held.get(h) === undefined || known.hexes[h] === held.get(h))) return;
    const c = moduleState<ControlState>(ctx.state, 'control', () => ({ hexes: {} }));
    for (const h of hexes) {
      const s = held.get(h);
      if (s) c.hexes[h] = s;
    }
  },
};
