// The MF to enter a Location (A4.1): the terrain's cost, then what the modules say (entryCost hook).
// Terrain: the COT of the hex entered (A4.1); along a road hexside the road rate (A4.132), or, at the
// mover's choice (`offRoad`), "the cost of other terrain in the hex" (A4.132: the mover "must pay either
// the road entry cost or the cost of other terrain in the hex"); doubled when the hex entered is higher
// (A4.133, B.2: "double the COT to enter a higher elevation hex"), and across an Abrupt Elevation Change
// (B10.51) "each intermediate level ascended costs two MF ... each intermediate level descended costs one
// MF" on top of the last level's cost (the B10.51 EX: up two levels into open ground 2 + 2 = 4 MF, "two
// MF to move back" = 1 + 1; the B21.41 EX: river to a level-1 woods hex = 2 + 4 = 6 MF), +1 per wall or
// hedge crossed (B9.4, not doubled: B.2 "1 + COT"); all MF into marsh (B16.4); no entry across a cliff
// (B11) or into a Water Obstacle (B21.4: only by the means a module offers, such as fording).
// Depressions: IN a gully or stream (B19.2, B20.2) or a Water Obstacle (B21.2) a unit is a level below
// its hex's ground (the map keeps the printed ground level, map/crest.ts), so leaving one for the ground
// beside it climbs a level: B19.4's COT doubled "climbing out" of a gully (the B27.4 EX: gully to an
// adjacent Open Ground hex, two MF), the same out of a stream (B20.4: its water is all that tells it from
// a gully) and B21.41's "doubling of MF for each higher elevation entered" out of the water. Along the
// Depression (gully to gully) nothing is doubled. Ice (B21.6) keeps its own 1 MF both ways: the water
// module's terrain, not changed here.
// Moving between Locations of one hex (levels, positions) has no terrain cost here: the module that
// offers it says what it costs. A `position` inside the Location entered (beneath a foxhole counter,
// inside a pillbox) must be one a module of the ruleset owns (RuleModule.positions); that module's
// entryCost says what it costs.
import type { EntryConsequence, EntryEffect, EntryQuery } from '../../engine/entry';
import { modulesWith, ownedPositions } from '../../engine/hooks';
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { directionTo } from '../../hex/grid';

export interface CostPart {
  readonly name: string;
  readonly mf: number;
  readonly rule: string;
}

export type EntryCost =
  | {
      readonly ok: true;
      readonly mf: number;
      readonly allMf: boolean;
      /**
       * A4.134: an "all MF" entry with "yet another cost to be paid beyond that" (marsh entered from a
       * lower elevation, B16.4: "a Minimum Move"; a wall crossed into it): only a Minimum Move enters.
       */
      readonly beyondAll?: boolean;
      readonly parts: readonly CostPart[];
      readonly exempt?: readonly EntryConsequence[];
    }
  | { readonly ok: false; readonly reason: string; readonly rule: string };

// per compiled map (shared by every match on it): from hex -> to hex (with the way it is asked) -> cost
const terrainCache = new WeakMap<GameContext['map'], Map<string, Map<string, EntryCost>>>();

/** How a terrain cost is asked: off the road (A4.132), or from the hex's ground instead of IN its Depression (Crest status, B20.93). */
export interface TerrainWay {
  readonly offRoad?: boolean;
  readonly fromGround?: boolean;
}

/** The terrain's part: hex to ADJACENT hex. A map's terrain never changes: computed once per pair and way. */
export function terrainCost(ctx: GameContext, from: string, to: string, way: TerrainWay = {}): EntryCost {
  let cache = terrainCache.get(ctx.map);
  if (!cache) terrainCache.set(ctx.map, (cache = new Map()));
  let fromHere = cache.get(from);
  if (!fromHere) cache.set(from, (fromHere = new Map()));
  const key = way.offRoad || way.fromGround ? `${to}|${way.offRoad ? 'o' : ''}${way.fromGround ? 'g' : ''}` : to;
  let t = fromHere.get(key);
  if (!t) fromHere.set(key, (t = computeTerrainCost(ctx, from, to, way)));
  return t;
}

/** Whether `to` is entered from `from` along a road (A4.132: a road hexside, the road continuing in `to`). */
export function alongRoad(ctx: GameContext, from: string, to: string): boolean {
  const a = ctx.map.byName(from);
  const b = ctx.map.byName(to);
  const d = a && b ? directionTo(a.hex, b.hex) : undefined;
  return !!d && !!a!.spec.road?.sides.includes(d) && !!b!.spec.road;
}

function computeTerrainCost(ctx: GameContext, from: string, to: string, way: TerrainWay): EntryCost {
  const a = ctx.map.byName(from);
  const b = ctx.map.byName(to);
  const d = a && b ? directionTo(a.hex, b.hex) : undefined;
  if (!a || !b || !d) return forbidden(`${to} is not ADJACENT to ${from}`, 'A4.1');
  if (b.terrain.waterObstacle) return forbidden(`${b.name} is a Water Obstacle`, 'B21.4');
  const side = ctx.map.hexside(a.hex, d);
  if (side === 'cliff') return forbidden(`a cliff hexside between ${a.name} and ${b.name}`, 'B11');
  if (side === 'water') return forbidden(`an all-water pond hexside between ${a.name} and ${b.name}`, 'B21.13');
  const road = !way.offRoad && alongRoad(ctx, from, to);
  const climb = moveLevel(b) - (way.fromGround ? a.spec.elevation : moveLevel(a));
  // B16.4: marsh takes the unit's whole MF allotment (a road through it: the road rate)
  if (!road && b.terrain.allMf) return allMfCost(b.spec.terrain, b.terrain.rule, climb, side);
  const cot: CostPart = road
    ? { name: 'road', mf: 1, rule: 'A4.132' }
    : { name: `COT ${b.spec.terrain}`, mf: b.terrain.mf, rule: b.terrain.rule };
  const parts: CostPart[] = climb > 0 ? [{ name: `${cot.name} x2 (higher elevation)`, mf: cot.mf * 2, rule: climbRule(a, way) }] : [cot];
  if (climb > 1) parts.push({ name: `intermediate level${climb > 2 ? 's' : ''} ascended`, mf: 2 * (climb - 1), rule: 'B10.51' });
  if (climb < -1) parts.push({ name: `intermediate level${climb < -2 ? 's' : ''} descended`, mf: -climb - 1, rule: 'B10.51' });
  if (side === 'wall' || side === 'hedge') parts.push({ name: side, mf: 1, rule: 'B9.4' });
  return allowed(parts);
}

/**
 * An "all MF" terrain (B16.4 marsh). From a lower elevation it costs "two times all of its MF" (the A4.134
 * EX: 13J5 to K5) and a wall or hedge adds one MF beyond it (B9.4): "there is still yet another cost to be
 * paid beyond that", so only a Minimum Move enters (A4.134; B16.4: "Entry of a marsh hex from a lower
 * elevation is a Minimum Move").
 */
function allMfCost(terrain: string, rule: string, climb: number, side: string | undefined): EntryCost {
  const parts: CostPart[] = [
    climb > 0
      ? { name: `COT ${terrain}: all MF x2 (higher elevation)`, mf: 0, rule: 'A4.134' }
      : { name: `COT ${terrain}: all MF`, mf: 0, rule },
  ];
  if (side === 'wall' || side === 'hedge') parts.push({ name: side, mf: 1, rule: 'B9.4' });
  return parts.length > 1 || climb > 0 ? { ok: true, mf: 0, allMf: true, beyondAll: true, parts } : { ok: true, mf: 0, allMf: true, parts };
}

/** Out of a gully or stream the doubling is B19.4's "climbing out"; otherwise A4.133's higher elevation. */
function climbRule(from: { terrain: { depression: boolean; waterObstacle: boolean } }, way: TerrainWay): string {
  return !way.fromGround && from.terrain.depression && !from.terrain.waterObstacle ? 'B19.4' : 'A4.133';
}

/**
 * The level a unit IN a hex moves at: its hill elevation (B10.1), one lower IN a gully, a stream
 * (B19.2, B20.2: "one level lower than it would be if the gully were not present") or a Water Obstacle
 * (B21.2). Ice keeps the hex's ground level here (B21.6: Open Ground; the water module's terrain).
 */
function moveLevel(cell: { spec: { elevation: number; terrain: string }; terrain: { depression: boolean } }): number {
  return cell.spec.elevation - (cell.terrain.depression && cell.spec.terrain !== 'ice' ? 1 : 0);
}

function forbidden(reason: string, rule: string): EntryCost {
  return { ok: false, reason, rule };
}

function allowed(parts: readonly CostPart[]): EntryCost {
  return { ok: true, mf: parts.reduce((s, p) => s + p.mf, 0), allMf: false, parts };
}

const SAME_HEX = allowed([]);
const OFF_ROAD: TerrainWay = { offRoad: true };
const NO_WAY: TerrainWay = {};

/**
 * What entering costs, with each part named, or why it is not allowed. The modules' effects are read
 * in module order; the first `forbid` decides whatever else is said (EntryEffect), so the modules
 * after it are not asked (legal() asks this for every position of every hex around every stack, and
 * most of those are forbidden).
 */
export function entryCost(ctx: GameContext, state: GameState, q: EntryQuery): EntryCost {
  if (q.to.position && !ownedPositions(ctx).includes(q.to.position))
    return forbidden(`no rule of this ruleset has a position "${q.to.position}"`, 'A2.5');
  let effects: EntryEffect[] | undefined;
  for (const m of modulesWith(ctx.modules, 'entryCost')) {
    const given = m.entryCost(ctx, state, q);
    for (const e of given) if (e.kind === 'forbid') return { ok: false, reason: e.reason, rule: e.rule };
    if (given.length) (effects ??= []).push(...given);
  }
  const base: EntryCost = q.from.hex === q.to.hex ? SAME_HEX : terrainCost(ctx, q.from.hex, q.to.hex, q.offRoad ? OFF_ROAD : NO_WAY);
  if (!effects) return base;
  let exempt: EntryConsequence[] | undefined;
  let all: (EntryEffect & { kind: 'allMf' }) | undefined;
  let set: (EntryEffect & { kind: 'set' }) | undefined;
  for (const e of effects) {
    if (e.kind === 'exempt') (exempt ??= []).push(e.from);
    else if (e.kind === 'allMf') all ??= e;
    else if (e.kind === 'set') set = e;
  }
  const lifted = exempt ? { exempt } : {};
  if (all) return { ok: true, mf: 0, allMf: true, parts: [{ name: all.name, mf: 0, rule: all.rule }], ...lifted };
  if (!set && !base.ok) return base;
  const parts: CostPart[] = set ? [{ name: set.name, mf: set.mf, rule: set.rule }] : base.ok ? [...base.parts] : [];
  for (const e of effects) if (e.kind === 'add') parts.push({ name: e.name, mf: e.mf, rule: e.rule });
  // an all-MF terrain (B16.4 marsh) stays all MF whatever a module adds, and what it adds is a cost beyond
  // "all" (A4.134: a Minimum Move); a module's `set` replaces it
  const allMf = !set && base.ok && base.allMf;
  if (allMf) {
    const beyondAll = base.beyondAll || effects.some((e) => e.kind === 'add' && e.mf > 0);
    return { ok: true, mf: 0, allMf, ...(beyondAll ? { beyondAll } : {}), parts, ...lifted };
  }
  return { ok: true, mf: parts.reduce((s, p) => s + p.mf, 0), allMf, parts, ...lifted };
}

/** The MF a unit with `left` MF pays for this entry, or undefined when it cannot pay (all MF needs some left; more than all, a Minimum Move, A4.134). */
export function mfToPay(cost: EntryCost, left: number): number | undefined {
  if (!cost.ok) return undefined;
  if (cost.allMf) return left > 0 && !cost.beyondAll ? left : undefined;
  return cost.mf <= left ? cost.mf : undefined;
}
