// How far Sewer Movement carries a side through a scenario, computed from the map's Manhole Locations
// (B8.1, B8.2: a Sewer Location lies beneath each), the ruleset's hexes per move (B8.41: a move ends in
// a Sewer Location no farther than three hexes away, never beneath a Water Obstacle, B8.4) and the
// scenario's turns: a side moves once in each of its MPh, so once a Game Turn, entering at the start
// of its first MPh at a manhole of its setup zone, and comes up into the Manhole Location above in the
// APh of the Player Turn it arrives (B8.41). Tests only: checks that the sewer scenarios deliver what
// they promise.
import type { GameContext } from '../engine/module';
import { distance, neighbours } from '../hex/grid';
import type { GameMap, MapHex } from '../map/gameMap';

/** Sewer Locations one sewer move (at most `maxHexes`, never beneath a Water Obstacle) away from `from`. */
export function oneMove(map: GameMap, from: MapHex, maxHexes: number): MapHex[] {
  const seen = new Set([from.name]);
  let frontier = [from];
  const out: MapHex[] = [];
  for (let d = 1; d <= maxHexes; d++) {
    const next: MapHex[] = [];
    for (const c of frontier)
      for (const h of neighbours(c.hex)) {
        const n = map.at(h);
        if (!n || seen.has(n.name) || n.terrain.waterObstacle) continue;
        seen.add(n.name);
        next.push(n);
        if (map.isManholeLocation(n.hex)) out.push(n);
      }
    frontier = next;
  }
  return out;
}

/**
 * For each Sewer Location reachable from the side's zone: the first Game Turn its units may come up
 * there (1 = the turn they go down). B8.5: a manhole under rubble lets no one down or up.
 */
export function sewerArrival(ctx: GameContext, side: 'A' | 'B', maxHexes: number): Map<string, number> {
  const usable = (c: MapHex) => ctx.map.isManholeLocation(c.hex) && c.spec.terrain !== 'rubble';
  const starts = [...ctx.zones[side]].map((n) => ctx.map.byName(n)!).filter(usable);
  const turn = new Map<string, number>();
  let frontier = starts;
  for (let t = 1; t <= ctx.scenario.turns && frontier.length; t++) {
    const next: MapHex[] = [];
    for (const c of frontier)
      for (const n of oneMove(ctx.map, c, maxHexes)) {
        if (turn.has(n.name)) continue;
        turn.set(n.name, t);
        next.push(n);
      }
    frontier = next;
  }
  for (const name of [...turn.keys()]) if (!usable(ctx.map.byName(name)!)) turn.delete(name);
  return turn;
}

/** The hexes of `targets` a side may come up in or ADJACENT to, each with the first turn it can. */
export function emergeNear(
  ctx: GameContext,
  arrival: ReadonlyMap<string, number>,
  targets: Iterable<string>,
): Map<string, { manhole: string; turn: number }> {
  const out = new Map<string, { manhole: string; turn: number }>();
  for (const target of targets) {
    const th = ctx.map.byName(target)!.hex;
    for (const [manhole, turn] of arrival) {
      if (distance(ctx.map.byName(manhole)!.hex, th) > 1) continue;
      const best = out.get(target);
      if (!best || turn < best.turn) out.set(target, { manhole, turn });
    }
  }
  return out;
}
