// Where a routing unit may go (A10.51, A10.52, A10.53), as pure questions on the state: the Known
// enemy units it routes from, the legal routes within its MF, the destinations the rule allows and
// the hexes it may Low Crawl to. rout.ts asks the owner to choose and moves the unit.
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { distance, neighbours } from '../../hex/grid';
import { HEXSIDE } from '../../map/terrain';
import { isInfantry } from '../../units/catalog';
import { ground } from '../../units/location';
import { entryCost } from '../core/entryCost';
import { fits } from '../core/moving';
import { losBetween, range } from '../core/sight';
import { RoutParams } from './params';

/**
 * A10.51: the Known armed enemy units a router may not rout toward, "even if that enemy unit is broken
 * or disrupted". Known: not concealed, not hidden (a rout never reveals a "?").
 */
export function knownEnemies(ctx: GameContext, state: GameState, u: UnitState): UnitState[] {
  return Object.values(state.units).filter(
    (e) => e.side !== u.side && !e.eliminated && e.loc && !ctx.locations.underground(e.loc) && !e.status.concealed && !e.status.hidden && isInfantry(e.kind),
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
  readonly mf: number;
  /** It enters Open Ground (A10.531) of a Known Good Order enemy: Interdiction (A10.53). */
  readonly exposed: boolean;
  /** The ADJACENT hexes a legal route to this hex may start with (A10.52 Low Crawl toward it). */
  readonly firsts: readonly string[];
}

export interface RoutPlan {
  /** Every hex reachable by a legal rout, with its least exposed, then cheapest, route. */
  readonly routes: ReadonlyMap<string, Route>;
  /** The destinations A10.51 allows, sorted. */
  readonly destinations: readonly string[];
  /** A10.52: the hexes it may Low Crawl to instead (one hex, all its MF, no Interdiction). */
  readonly lowCrawl: readonly string[];
}

const dist = (ctx: GameContext, a: string, b: string) => distance(ctx.map.byName(a)!.hex, ctx.map.byName(b)!.hex);

/**
 * A10.51 direction, for one step from `here` to `next`: never decreasing the range to any Known armed
 * enemy unit (not only the nearest: "toward a Known armed enemy unit ... in any way which decreases the
 * range"), never moving ADJACENT to one "unless in doing so it is leaving that enemy unit's Location".
 */
function stepAllowed(ctx: GameContext, here: string, next: string, enemies: readonly UnitState[]): boolean {
  return enemies.every((e) => {
    const before = dist(ctx, here, e.loc!.hex);
    const after = dist(ctx, next, e.loc!.hex);
    return after >= before && (after > 1 || before === 0);
  });
}

/** Every legal route within the routing MF (A10.5), per first step; labels (mf, exposed) kept when not dominated. */
export function routes(ctx: GameContext, state: GameState, u: UnitState): Map<string, Route> {
  const enemies = knownEnemies(ctx, state, u);
  const goodOrder = goodOrderEnemies(enemies);
  const start = u.loc!.hex;
  const allowance = RoutParams.of(ctx).routMf;
  const adjacentToEnemy = (h: string) => enemies.some((e) => dist(ctx, h, e.loc!.hex) <= 1);
  type Label = { path: string[]; mf: number; exposed: boolean };
  const best = new Map<string, Route>();
  const better = (a: { mf: number; exposed: boolean }, b: { mf: number; exposed: boolean } | undefined) =>
    !b || Number(a.exposed) < Number(b.exposed) || (a.exposed === b.exposed && a.mf < b.mf);
  const firsts = new Map<string, Set<string>>();
  const step = (here: string, mf: number) => {
    const out: { n: string; cost: number }[] = [];
    for (const h of neighbours(ctx.map.byName(here)!.hex)) {
      const n = ctx.map.at(h)?.name;
      if (!n || n === start) continue;
      const entry = entryCost(ctx, state, { side: u.side, units: [u], from: ground(here), to: ground(n), purpose: 'rout' });
      if (!entry.ok) continue;
      const cost = entry.allMf ? allowance - mf : entry.mf;
      if ((entry.allMf && cost <= 0) || mf + cost > allowance) continue;
      if (!stepAllowed(ctx, here, n, enemies) || !fits(ctx, state, u.side, n, [u])) continue;
      out.push({ n, cost });
    }
    return out;
  };
  for (const { n: first, cost } of step(start, 0)) {
    // a search per first step: labels per hex, (mf, exposed) not dominated
    const seen = new Map<string, Label[]>();
    const queue: Label[] = [];
    const push = (l: Label) => {
      const h = l.path[l.path.length - 1]!;
      const ls = seen.get(h) ?? [];
      if (ls.some((o) => o.mf <= l.mf && Number(o.exposed) <= Number(l.exposed))) return;
      seen.set(h, [...ls.filter((o) => !(l.mf <= o.mf && Number(l.exposed) <= Number(o.exposed))), l]);
      queue.push(l);
    };
    const exposedAt = (h: string) => goodOrder.some((e) => openGroundTo(ctx, e, h));
    push({ path: [first], mf: cost, exposed: exposedAt(first) });
    while (queue.length) {
      const l = queue.shift()!;
      const here = l.path[l.path.length - 1]!;
      if (better(l, best.get(here))) best.set(here, { path: l.path, mf: l.mf, exposed: l.exposed, firsts: [] });
      firsts.set(here, (firsts.get(here) ?? new Set()).add(first));
      // A10.51: "Upon reaching a building/woods Location not ADJACENT to a Known enemy unit, a routing unit
      // must stop ... unless the unit can directly enter another building/woods Location in its next entered hex"
      const mustStop = routCover(ctx, here) && !adjacentToEnemy(here);
      for (const { n, cost: c } of step(here, l.mf)) {
        if (l.path.includes(n) || (mustStop && !routCover(ctx, n))) continue;
        push({ path: [...l.path, n], mf: l.mf + c, exposed: l.exposed || exposedAt(n) });
      }
    }
  }
  for (const [h, r] of best) best.set(h, { ...r, firsts: [...(firsts.get(h) ?? [])].sort() });
  return best;
}

/**
 * A10.51 destination: the nearest building or woods hex in MF (from the start of its RtPh; equally near
 * ones are the owner's choice). A hex "no farther from a Known enemy unit than its starting hex" may be
 * ignored, as may the hexes of the building the unit begins in; an ignorable hex nearer than the nearest
 * other one may still be chosen. "If no non-ignorable building/woods Location can be reached during that
 * RtPh, a broken unit may rout to any terrain hex consistent with the above restrictions."
 */
export function routPlan(ctx: GameContext, state: GameState, u: UnitState): RoutPlan {
  const all = routes(ctx, state, u);
  const enemies = knownEnemies(ctx, state, u);
  const start = u.loc!.hex;
  const startCell = ctx.map.byName(start)!;
  const sameBuilding = (h: string) => {
    const b = ctx.map.byName(h)!.spec.building;
    return startCell.terrain.building && !!b && b === startCell.spec.building;
  };
  const ignorable = (h: string) => sameBuilding(h) || enemies.some((e) => dist(ctx, h, e.loc!.hex) <= dist(ctx, start, e.loc!.hex));
  const cover = [...all.keys()].filter((h) => routCover(ctx, h));
  const firm = cover.filter((h) => !ignorable(h));
  let destinations: string[];
  if (firm.length) {
    const nearest = Math.min(...firm.map((h) => all.get(h)!.mf));
    destinations = cover.filter((h) => all.get(h)!.mf === nearest || (ignorable(h) && all.get(h)!.mf <= nearest));
  } else {
    destinations = [...all.keys()];
  }
  destinations.sort();
  // A10.52: Low Crawl one hex, toward a destination it may rout to (not out of an enemy-occupied Location)
  const inEnemyLocation = enemies.some((e) => e.loc!.hex === start);
  const lowCrawl = inEnemyLocation ? [] : [...new Set(destinations.flatMap((d) => all.get(d)!.firsts))].filter((h) => all.has(h)).sort();
  return { routes: all, destinations, lowCrawl };
}
