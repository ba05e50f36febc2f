// A14.2: each side places its Sniper counter before play, DEFENDER first, where the rule says.
//   "Prior to the start of play, each player (DEFENDER first) places one friendly Sniper Counter in an
//   unoccupied hex within six hexes of >= six enemy-occupied (including enemy "?", but excluding the enemy
//   Sniper counter) hexes if possible. If this is not possible, it must be placed in an unoccupied hex
//   within six hexes of >= five enemy-occupied hexes, etc., (thus it may be set up anywhere if no enemy
//   unit sets up onboard)."
// A scenario that names the counter's hex places it for its owner (params.ts); without a hex, play opens
// with this decision: nothing else is played until both counters are down.
// What a placer knows is what its own view shows: its own units, and the enemy units and "?" its
// opponent's side shows on the board (core/seen.ts `onMapFor`, the test of view/project.ts). Units it cannot see (hidden, in a
// sewer) neither occupy a hex nor count as enemy-occupied for it, so the hexes offered and the refusals
// say nothing about them.
import * as z from 'zod';
import type { ApplyContext, CommandHandler, GameContext } from '../../engine/module';
import type { GameState, Side } from '../../engine/state';
import { fail } from '../../engine/errors';
import { distance } from '../../hex/grid';
import { onMapFor } from '../core/seen';
import { snipers, writableSnipers } from './state';

export const PLACEMENT_KIND = 'sniperPlacement';
const RULE = 'A14.2';
/** A14.2: "within six hexes of >= six enemy-occupied ... hexes". */
const PLACEMENT_RANGE = 6;
const MOST_HEXES_ASKED = 6;

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/** The hexes `side` sees occupied: by its own units, or by enemy units and "?" its view shows. */
function seenOccupied(ctx: GameContext, state: GameState, side: Side): { any: Set<string>; enemy: Set<string> } {
  const any = new Set<string>();
  const enemy = new Set<string>();
  for (const u of Object.values(state.units)) {
    if (u.eliminated || !u.loc) continue;
    if (u.side === side) {
      any.add(u.loc.hex);
      continue;
    }
    if (!onMapFor(ctx, u)) continue;
    any.add(u.loc.hex);
    enemy.add(u.loc.hex);
  }
  return { any, enemy };
}

/**
 * A14.2: the unoccupied hexes within six hexes of the most enemy-occupied hexes any unoccupied hex
 * reaches, six at most ("if possible ... etc."): with no enemy unit on board, every unoccupied hex.
 */
export function placementHexes(ctx: GameContext, state: GameState, side: Side): string[] {
  const { any, enemy } = seenOccupied(ctx, state, side);
  const enemyHexes = [...enemy].map((name) => ctx.map.byName(name)!.hex);
  const counted = ctx.map
    .hexes()
    .filter((c) => !any.has(c.name))
    .map((c) => ({
      name: c.name,
      near: Math.min(MOST_HEXES_ASKED, enemyHexes.filter((h) => distance(h, c.hex) <= PLACEMENT_RANGE).length),
    }));
  const best = Math.max(0, ...counted.map((c) => c.near));
  return counted.filter((c) => c.near >= best).map((c) => c.name);
}

/** The side that places its counter next: the DEFENDER first (A14.2), then the ATTACKER; null when none is left. */
function nextPlacer(state: GameState): Side | null {
  const s = snipers(state);
  const defender = other(state.attacker);
  for (const side of [defender, state.attacker]) if (s[side]?.toPlace) return side;
  return null;
}

function askNext(ctx: ApplyContext): void {
  const side = nextPlacer(ctx.state);
  ctx.state.pending = side ? { side, kind: PLACEMENT_KIND, rule: RULE, options: [] } : null;
}

/**
 * Play's first phase opens with the placement while a counter is still to be placed ("prior to the start
 * of play"); once both are down it asks nothing.
 */
export function openPlacement(ctx: ApplyContext): void {
  if (!ctx.state.pending) askNext(ctx);
}

const PlaceSniperSchema = z.strictObject({ type: z.literal('placeSniper'), hex: z.string().max(12) });

export const placeSniper: CommandHandler<z.infer<typeof PlaceSniperSchema>> = {
  type: 'placeSniper',
  schema: PlaceSniperSchema,
  answers: PLACEMENT_KIND,
  legal(ctx, state, side) {
    return [
      {
        type: 'placeSniper',
        label: 'Place your Sniper counter',
        rule: RULE,
        choices: { hexes: placementHexes(ctx, state, side) },
      },
    ];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!placementHexes(ctx, state, side).includes(cmd.hex))
      fail(
        'SNIPER_PLACEMENT',
        `${cmd.hex} is not an unoccupied hex within ${PLACEMENT_RANGE} hexes of the most enemy-occupied hexes you can see`,
        RULE,
      );
    const counter = writableSnipers(state)[side]!;
    counter.hex = cmd.hex;
    delete counter.toPlace;
    ctx.emit({ type: 'sniperPlaced', audience: 'all', data: { side, hex: cmd.hex, rule: RULE } });
    askNext(ctx);
  },
  sample(entry, random) {
    const hexes = (entry.choices?.hexes as string[]) ?? [];
    return { type: 'placeSniper', hex: hexes[Math.floor(random() * hexes.length)]! };
  },
};
