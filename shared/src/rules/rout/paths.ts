// Where a routing unit may go (A10.51, A10.52, A10.53), as pure questions on the state: the Known
// enemy units it routes from, the legal routes within its MF, the destinations the rule allows and
// the hexes it may Low Crawl to. rout.ts asks the owner to choose and moves the unit.
// Positions inside Locations (RuleModule.positions: beneath a foxhole counter, inside a pillbox): "the
// cost to enter/exit Fortifications within a hex are not part of the total MF cost used when
// calculating the nearest building/woods hex" (A10.531), so the destinations come from routes between
// hexes; the route actually taken may combine a position's MF with a hex's entry (B27.41: "the cost to
// enter/exit a foxhole/pillbox during the RtPh may be combined with the entrance cost of the next hex"),
// and an entry whose cost lifts 'interdiction' (B27.41: beneath a foxhole with room) is not exposed.
// "As long as it follows the shortest path in MF otherwise, it may enter a shellhole/entrenchment/
// pillbox to avoid Interdiction even if it can no longer reach that woods/building hex" (A10.51): a
// position on a shortest path to a destination is a place to stop (a shelter).
import { ownedPositions, positionsIn, unitCondition } from '../../engine/hooks';
import { neighbourNames } from '../../map/neighbourNames';
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { distance, type Hex, neighbours } from '../../hex/grid';
import { HEXSIDE } from '../../map/terrain';
import { isInfantry } from '../../units/catalog';
import { ground, type Location, locationKey } from '../../units/location';
import { type EntryCost, entryCost } from '../core/entryCost';
import { fitsAny } from '../core/moving';
import { losBetween, range } from '../core/sight';
import { RoutParams } from './params';

/**
 * A10.51: the Known armed enemy units a router may not rout toward, "even if that enemy unit is broken
 * or disrupted". Known: not concealed, not hidden (a rout never reveals a "?").
 */
export function knownEnemies(ctx: GameContext, state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units).filter(
    (e) =>
      e.side !== u.side &&
      !e.eliminated &&
      e.loc &&
      !ctx.locations.underground(e.loc) &&
      !e.status.concealed &&
      !e.status.hidden &&
      isInfantry(e.kind),
  );
}

/** A10.5: the Known enemy units that make a unit rout and Interdict it: unbroken (Good Order). */
export function goodOrderEnemies(enemies: readonly UnitState[]): UnitState[] {
  return enemies.filter((e) => !e.status.broken);
}

/**
 * A10.531: Open Ground for rout and Interdiction is a hex where that enemy could apply the -1 FFMO DRM
 * (A4.6) in a Defensive First Fire: open terrain, in its LOS and normal range, the LOS crossing no
 * hindrance and no wall/hedge of the hex (B9.3).
 */
export function openGroundTo(ctx: GameContext, e: UnitState, hex: string): boolean {
  const t = ctx.map.byName(hex)!.terrain;
  if (t.concealmentTerrain || t.tem > 0) return false;
  if (range(ctx, e.loc!, ground(hex)) > (ctx.unitTypes.get(e.type)?.range ?? 0)) return false;
  const los = losBetween(ctx, e.loc!, ground(hex));
  return los.clear && los.hindranceDrm === 0 && !(los.targetHexside && HEXSIDE[los.targetHexside].tem > 0);
}

/** A10.51: a building or woods hex, the only cover a router must head for (not brush, grain, orchard, rubble). */
export function routCover(ctx: GameContext, hex: string): boolean {
  const c = ctx.map.byName(hex)!;
  return c.terrain.building || c.spec.terrain === 'woods';
}

export interface Route {
  readonly path: readonly string[];
  /** The MF of this route (the least exposed one, then the cheapest). */
  readonly mf: number;
  /** The fewest MF any legal route to this hex takes, exposed or not: how near it is for A10.51. */
  readonly nearest: number;
  /** It enters Open Ground (A10.531) of a Known Good Order enemy: Interdiction (A10.53). */
  readonly exposed: boolean;
  /**
   * The hexes of `path`, in order, whose entry is exposed: one Interdiction NMC in each (A10.53, B27.41 EX:
   * the red route is Interdicted in D7 and in D8). The least exposed route is the one with the fewest.
   */
  readonly interdicted: readonly string[];
  /** The ADJACENT hexes a legal route to this hex may start with (A10.52 Low Crawl toward it). */
  readonly firsts: readonly string[];
  /** The position taken in each hex of `path` (B27.41: beneath a foxhole), when the route takes any. */
  readonly positions?: readonly (string | undefined)[];
}

/** A10.51, B27.41: a position on a shortest path to a destination where the unit may stop, with the MF it takes. */
export interface Shelter {
  readonly to: string;
  readonly position: string;
  readonly mf: number;
}

export interface RoutPlan {
  /** Every hex reachable by a legal rout, with its least exposed, then cheapest, route (between hexes: A10.531). */
  readonly routes: ReadonlyMap<string, Route>;
  /** The destinations A10.51 allows, sorted. */
  readonly destinations: readonly string[];
  /** A10.52: the hexes it may Low Crawl to instead (one hex, all its MF, no Interdiction). */
  readonly lowCrawl: readonly string[];
  /** Positions it may stop in instead (B27.41), sorted by hex. */
  readonly shelters: readonly Shelter[];
  /** The route taken to a destination (its hex) or a shelter (`routeKey`), positions' MF included. */
  readonly taken: ReadonlyMap<string, Route>;
}

/** How `taken` names a route's end: the hex, or "hex:position". */
export function routeKey(hex: string, position?: string): string {
  return position ? `${hex}:${position}` : hex;
}

/**
 * A10.51 direction, for one step from `here` to `next`: never decreasing the range to any Known armed
 * enemy unit (not only the nearest: "toward a Known armed enemy unit ... in any way which decreases the
 * range"), never moving ADJACENT to one "unless in doing so it is leaving that enemy unit's Location".
 */
function stepAllowed(here: Hex, next: Hex, enemyHexes: readonly Hex[]): boolean {
  return enemyHexes.every((e) => {
    const before = distance(here, e);
    const after = distance(next, e);
    return after >= before && (after > 1 || before === 0);
  });
}

/** The map hexes of the enemies' hexes: the plan measures ranges to them from every hex it reaches (`hexDistance` without looking their names up each time). */
function hexesOf(ctx: GameContext, units: readonly UnitState[]): Hex[] {
  return units.map((e) => ctx.map.byName(e.loc!.hex)!.hex);
}

/** Every legal route within the routing MF (A10.5), per first step; labels (mf, Interdictions) kept when not dominated. Between hexes, as A10.531 counts them. */
export function routes(ctx: GameContext, state: GameState, u: UnitState): Map<string, Route> {
  return search(ctx, state, u, false, stepCache(ctx, state, u));
}

type Step = { n: string; entries: { p: string | undefined; entry: EntryCost }[] };

/**
 * The steps out of each Location (hex and position) for one router in one state, with what each entry
 * costs: both searches of a routPlan ask the same questions, each answered once. `entries` holds every
 * position the modules say may be entered there (positionsIn), the hex itself first.
 */
interface StepCache {
  /** The router's Known enemy units (`knownEnemies`): found once for all the plan's questions. */
  readonly enemies: readonly UnitState[];
  /** Their hexes on the map (`hexesOf`), in the same order. */
  readonly enemyHexes: readonly Hex[];
  /** The steps out of a Location (the router's own, where a search starts). */
  readonly ways: (here: Location) => readonly Step[];
  /** The steps out of a hex entered on a route, or out of a position in it (keyed by `routeKey`: no Location built for a known one). */
  readonly waysAt: (hex: string, position: string | undefined) => readonly Step[];
}

function stepCache(ctx: GameContext, state: GameState, u: UnitState): StepCache {
  const enemies = knownEnemies(ctx, state, u);
  const enemyHexes = hexesOf(ctx, enemies);
  const start = u.loc!.hex;
  // the positions its modules say may be entered in a hex: the others are forbidden, never a step
  const enterable = positionsIn(ctx, state);
  const fitsIn = fitsAny(ctx, state, u.side);
  const group = [u];
  const room = new Map<string, boolean>();
  const stepsFrom = new Map<string, Step[]>();
  const stepsAt = new Map<string, Step[]>();
  const stepsOutOf = (here: Location): Step[] => {
    const found: Step[] = [];
    const from = ctx.map.byName(here.hex)!.hex;
    for (const n of neighbourNames(ctx.map, here.hex)) {
      if (n === start) continue;
      if (!stepAllowed(from, ctx.map.byName(n)!.hex, enemyHexes)) continue;
      let fits = room.get(n);
      if (fits === undefined) room.set(n, (fits = fitsIn(n, group)));
      if (!fits) continue;
      const entries = [undefined, ...enterable(n)].map((p) => ({
        p,
        entry: entryCost(ctx, state, { side: u.side, units: group, from: here, to: at(n, p), purpose: 'rout' }),
      }));
      found.push({ n, entries });
    }
    return found;
  };
  return {
    enemies,
    enemyHexes,
    ways(here) {
      const key = `${locationKey(here)}#${here.position ?? ''}`;
      let found = stepsFrom.get(key);
      if (!found) stepsFrom.set(key, (found = stepsOutOf(here)));
      return found;
    },
    waysAt(hex, position) {
      const key = routeKey(hex, position);
      let found = stepsAt.get(key);
      if (!found) stepsAt.set(key, (found = stepsOutOf(at(hex, position))));
      return found;
    },
  };
}

const at = (hex: string, position: string | undefined): Location => (position ? { ...ground(hex), position } : ground(hex));

/**
 * The label search behind `routes`. `withPositions`: from where the unit really is, into every position
 * the modules own as well (keyed "hex:position"), each entry at what the modules say it costs in the
 * RtPh and exposed only when it does not lift 'interdiction'.
 */
function search(ctx: GameContext, state: GameState, u: UnitState, withPositions: boolean, cache: StepCache): Map<string, Route> {
  const enemies = cache.enemies;
  const goodOrder = goodOrderEnemies(enemies);
  const start = u.loc!.hex;
  const allowance = RoutParams.of(ctx).routMf;
  const adjacentToEnemy = (h: string) => {
    const at = ctx.map.byName(h)!.hex;
    return cache.enemyHexes.some((e) => distance(at, e) <= 1);
  };
  const openTo = new Map<string, boolean>();
  const exposedAt = (h: string) => {
    let x = openTo.get(h);
    if (x === undefined) openTo.set(h, (x = goodOrder.some((e) => openGroundTo(ctx, e, h))));
    return x;
  };
  // an entry into n is exposed to Interdiction unless its cost lifts it (B27.41: beneath a foxhole with room)
  const exposedBy = (entry: Extract<EntryCost, { ok: true }>, n: string) => !entry.exempt?.includes('interdiction') && exposedAt(n);
  const best = new Map<string, Route>();
  // the least exposed route (fewest Interdiction NMCs, A10.53), then the cheapest
  const better = (a: { mf: number; hits: readonly string[] }, b: { mf: number; interdicted: readonly string[] } | undefined) =>
    !b || a.hits.length < b.interdicted.length || (a.hits.length === b.interdicted.length && a.mf < b.mf);
  const firsts = new Map<string, Set<string>>();
  const fewest = new Map<string, number>();
  // what an entry costs a router that has spent `mf` (undefined: it may not enter)
  // (more than "all", a marsh from a lower elevation, is only a Minimum Move: an MPh's, A4.134, B16.4)
  const stepCost = (entry: Extract<EntryCost, { ok: true }>, mf: number): number | undefined => {
    if (entry.beyondAll) return undefined;
    const cost = entry.allMf ? allowance - mf : entry.mf;
    return (entry.allMf && cost <= 0) || mf + cost > allowance ? undefined : cost;
  };
  const step = (here: Location, mf: number) => {
    const out: { n: string; p: string | undefined; cost: number; exposed: boolean }[] = [];
    for (const { n, entries } of cache.ways(here)) {
      for (const { p, entry } of entries) {
        if (p !== undefined && !withPositions) break; // between hexes only: the hex's own entry comes first
        if (!entry.ok) continue;
        const cost = stepCost(entry, mf);
        if (cost === undefined) continue;
        out.push({ n, p, cost, exposed: exposedBy(entry, n) });
      }
    }
    return out;
  };
  const from = withPositions ? u.loc! : ground(start);
  for (const first of step(from, 0)) {
    // a search per first step: labels per node (hex and position), (mf, Interdictions) not dominated
    const seen = new Map<string, Label[]>();
    const queue: Label[] = [];
    pushLabel(seen, queue, { path: [first.n], at: [first.p], mf: first.cost, hits: first.exposed ? [first.n] : [] });
    for (let qi = 0; qi < queue.length; qi++) {
      const l = queue[qi]!;
      const here = l.path[l.path.length - 1]!;
      const pos = l.at[l.at.length - 1];
      const key = routeKey(here, pos);
      if (better(l, best.get(key)))
        best.set(key, {
          path: l.path,
          mf: l.mf,
          nearest: l.mf,
          exposed: l.hits.length > 0,
          interdicted: l.hits,
          firsts: [],
          ...(l.at.some((p) => p) ? { positions: l.at } : {}),
        });
      if (l.mf < (fewest.get(key) ?? Infinity)) fewest.set(key, l.mf);
      firsts.set(key, (firsts.get(key) ?? new Set()).add(first.n));
      // A10.51: "Upon reaching a building/woods Location not ADJACENT to a Known enemy unit, a routing unit
      // must stop ... unless the unit can directly enter another building/woods Location in its next entered hex"
      const mustStop = routCover(ctx, here) && !adjacentToEnemy(here);
      // `step`'s entries, in its order, without building its list (the hexes already on the path left out first: pure filters)
      for (const { n, entries } of cache.waysAt(here, pos)) {
        if (l.path.includes(n) || (mustStop && !routCover(ctx, n))) continue;
        for (const { p, entry } of entries) {
          if (p !== undefined && !withPositions) break;
          if (!entry.ok) continue;
          const cost = stepCost(entry, l.mf);
          if (cost === undefined) continue;
          pushLabel(seen, queue, {
            path: [...l.path, n],
            at: [...l.at, p],
            mf: l.mf + cost,
            hits: exposedBy(entry, n) ? [...l.hits, n] : l.hits,
          });
        }
      }
    }
  }
  for (const [h, r] of best) best.set(h, { ...r, nearest: fewest.get(h)!, firsts: [...(firsts.get(h) ?? [])].sort() });
  return best;
}

/** A label of the rout search: a route so far, its MF and the hexes where it was exposed to Interdiction (one NMC each, A10.53). */
type Label = { path: string[]; at: (string | undefined)[]; mf: number; hits: string[] };

/** Queues a label unless one at its node is as cheap and as little exposed; drops those it dominates (a plain function: no closure per first step). */
function pushLabel(seen: Map<string, Label[]>, queue: Label[], l: Label): void {
  const key = routeKey(l.path[l.path.length - 1]!, l.at[l.at.length - 1]);
  const ls = seen.get(key) ?? [];
  if (ls.some((o) => o.mf <= l.mf && o.hits.length <= l.hits.length)) return;
  seen.set(key, [...ls.filter((o) => !(l.mf <= o.mf && l.hits.length <= o.hits.length)), l]);
  queue.push(l);
}

/** The fewest MF between two hexes for this router (its MF, its direction rules), hex costs only (A10.531); undefined beyond its MF. */
function mfBetween(
  ctx: GameContext,
  state: GameState,
  u: UnitState,
  from: string,
  to: string,
  enemyHexes: readonly Hex[],
): number | undefined {
  const allowance = RoutParams.of(ctx).routMf;
  const done = new Map<string, number>([[from, 0]]);
  const queue: [string, number][] = [[from, 0]];
  while (queue.length) {
    queue.sort((a, b) => a[1] - b[1]);
    const [here, mf] = queue.shift()!;
    if (here === to) return mf;
    if (mf > (done.get(here) ?? Infinity)) continue;
    const hereHex = ctx.map.byName(here)!.hex;
    for (const h of neighbours(hereHex)) {
      const n = ctx.map.at(h)?.name;
      if (!n || !stepAllowed(hereHex, ctx.map.byName(n)!.hex, enemyHexes)) continue;
      const e = entryCost(ctx, state, { side: u.side, units: [u], from: ground(here), to: ground(n), purpose: 'rout' });
      if (!e.ok || e.allMf) continue;
      const next = mf + e.mf;
      if (next > allowance || next >= (done.get(n) ?? Infinity)) continue;
      done.set(n, next);
      queue.push([n, next]);
    }
  }
  return undefined;
}

/**
 * A10.51 destination: the nearest building or woods hex in MF (from the start of its RtPh; equally near
 * ones are the owner's choice). A hex "no farther from a Known enemy unit than its starting hex" may be
 * ignored, as may the hexes of the building the unit begins in; an ignorable hex nearer than the nearest
 * other one may still be chosen. "If no non-ignorable building/woods Location can be reached during that
 * RtPh, a broken unit may rout to any terrain hex consistent with the above restrictions."
 */
export function routPlan(ctx: GameContext, state: GameState, u: UnitState): RoutPlan {
  const cache = stepCache(ctx, state, u);
  const all = search(ctx, state, u, false, cache);
  const enemies = cache.enemies;
  const start = u.loc!.hex;
  const startCell = ctx.map.byName(start)!;
  const sameBuilding = (h: string) => {
    const b = ctx.map.byName(h)!.spec.building;
    return startCell.terrain.building && !!b && b === startCell.spec.building;
  };
  const startHex = startCell.hex;
  const ignorable = (h: string) => {
    if (sameBuilding(h)) return true;
    const at = ctx.map.byName(h)!.hex;
    return cache.enemyHexes.some((e) => distance(at, e) <= distance(startHex, e));
  };
  const cover = [...all.keys()].filter((h) => routCover(ctx, h));
  const firm = cover.filter((h) => !ignorable(h));
  let destinations: string[];
  if (firm.length) {
    // nearest in MF (A10.51), by the cheapest route, whatever the Interdiction on it
    const nearest = Math.min(...firm.map((h) => all.get(h)!.nearest));
    destinations = cover.filter((h) => all.get(h)!.nearest === nearest || (ignorable(h) && all.get(h)!.nearest <= nearest));
  } else {
    destinations = [...all.keys()];
  }
  destinations.sort();
  // A10.52: Low Crawl one hex, toward a destination it may rout to (not out of an enemy-occupied Location,
  // nor when a module's `noLowCrawl` condition says so: B21.43, a broken unit in a Water Obstacle)
  const inEnemyLocation = enemies.some((e) => e.loc!.hex === start);
  const lowCrawl =
    inEnemyLocation || unitCondition(ctx, state, u, 'noLowCrawl')
      ? []
      : [...new Set(destinations.flatMap((d) => all.get(d)!.firsts))].filter((h) => all.has(h)).sort();
  if (!ownedPositions(ctx).length) return { routes: all, destinations, lowCrawl, shelters: [], taken: all };
  // the routes taken, positions' MF included: a destination the unit cannot reach once those are paid is no choice
  const taken = search(ctx, state, u, true, cache);
  const reachable = destinations.filter((d) => taken.has(d));
  const onTheWay = (hex: string) =>
    !firm.length ||
    reachable.some(
      (d) =>
        all.has(hex) && all.get(hex)!.nearest + (mfBetween(ctx, state, u, hex, d, cache.enemyHexes) ?? Infinity) === all.get(d)!.nearest,
    );
  const shelters: Shelter[] = [];
  for (const [key, r] of taken) {
    const position = r.positions?.[r.positions.length - 1];
    const hex = r.path[r.path.length - 1]!;
    if (position && key === routeKey(hex, position) && onTheWay(hex)) shelters.push({ to: hex, position, mf: r.mf });
  }
  shelters.sort((a, b) => (a.to === b.to ? (a.position < b.position ? -1 : 1) : a.to < b.to ? -1 : 1));
  return { routes: all, destinations: reachable, lowCrawl, shelters, taken };
}
