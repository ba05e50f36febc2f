// B21.121 where the Current applies, and which way is "downstream".
//   "Current does not affect bridges or any river hex bordered on opposite sides by non-island ground
//   (marsh inclusive) hexes (EX: 7CC4, 7K2, 7H1). Current affects fording Infantry only in that it
//   defines 'downstream'." The Current counter points downstream (B21.121: "Place the Current counter
//   in any applicable direction").
// Our reading where the text is silent:
//   - ground: any hex that is not a Water Obstacle (marsh and mudflats included); ice (B21.6) is frozen
//     water, not ground. The terrain read is the map as changed during play (ctx.map: a flooded river
//     turns its marsh to river, B16.6).
//   - island: a connected set of ground hexes (hex adjacency) none of which lies at the map's edge (a hex
//     with a neighbour off the map). Land that reaches the edge is the bank ("non-island ground").
//   - opposite sides: one of the three pairs of opposite hexsides (N/S, NE/SW, SE/NW) both of whose
//     neighbours are non-island ground. An off-map neighbour is no ground.
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { type Direction, type Hex, hexKey, neighbour, neighbours, opposite } from '../../hex/grid';
import type { GameMap } from '../../map/gameMap';
import { WaterScenarioRules } from './params';
import { type RiverConditions, waterState } from './state';

const PAIRS: readonly [Direction, Direction][] = [
  ['N', 'S'],
  ['NE', 'SW'],
  ['SE', 'NW'],
];

function isGround(map: GameMap, h: Hex): boolean {
  const c = map.at(h);
  return !!c && !c.terrain.waterObstacle && c.spec.terrain !== 'ice';
}

const islandCache = new WeakMap<GameMap, Set<string>>();

/** The ground hexes (hexKey) that belong to islands: land components that never reach the map's edge. */
function islandHexes(map: GameMap): Set<string> {
  let islands = islandCache.get(map);
  if (islands) return islands;
  islands = new Set();
  const seen = new Set<string>();
  for (const c of map.hexes()) {
    const k = hexKey(c.hex);
    if (seen.has(k) || !isGround(map, c.hex)) continue;
    // Stryker disable next-line ArrayDeclaration: a seeded junk entry is no hexKey ("col,y2"), so isBank never reads it
    const component: string[] = [];
    let atEdge = false;
    const stack = [c.hex];
    seen.add(k);
    while (stack.length) {
      const h = stack.pop()!;
      component.push(hexKey(h));
      for (const n of neighbours(h)) {
        if (!map.at(n)) {
          atEdge = true;
          continue;
        }
        const nk = hexKey(n);
        if (seen.has(nk) || !isGround(map, n)) continue;
        seen.add(nk);
        stack.push(n);
      }
    }
    if (!atEdge) for (const x of component) islands.add(x);
  }
  islandCache.set(map, islands);
  return islands;
}

/** A hex of ground that is no island (B21.121 "non-island ground (marsh inclusive)"). */
export function isBank(map: GameMap, h: Hex): boolean {
  return isGround(map, h) && !islandHexes(map).has(hexKey(h));
}

/**
 * B21.121: the Current affects this hex: a river hex, no bridge, not bordered on opposite sides by
 * non-island ground.
 */
export function currentApplies(ctx: GameContext, hex: string): boolean {
  const c = ctx.map.byName(hex);
  if (!c || c.spec.terrain !== 'river' || c.spec.bridge) return false;
  return !PAIRS.some(([a, b]) => isBank(ctx.map, neighbour(c.hex, a)) && isBank(ctx.map, neighbour(c.hex, b)));
}

/** The Current's force and direction as known now (rolled, or given by the scenario); undefined before. */
export function currentNow(ctx: GameContext, state: GameState): Pick<RiverConditions, 'current' | 'direction'> | undefined {
  const rolled = state.modules.water ? waterState(state).river : null;
  if (rolled) return { current: rolled.current, direction: rolled.direction };
  const spec = WaterScenarioRules.of(ctx).river;
  return spec?.current && spec.direction ? { current: spec.current, direction: spec.direction } : undefined;
}

/** B21.121: "downstream", the direction the Current counter points. */
export function downstream(ctx: GameContext, state: GameState): Direction | undefined {
  return currentNow(ctx, state)?.direction;
}

/** Against the Current: the direction opposite the counter's. */
export function upstream(ctx: GameContext, state: GameState): Direction | undefined {
  const d = downstream(ctx, state);
  return d && opposite(d);
}
