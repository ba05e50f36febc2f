// Terrain the water rules change during play, computed from the printed map and the match's state
// (RuleModule.mapChanges; every rule then reads the changed map, engine/mapChanges.ts):
// - B21.21: a flooded river is one level higher than normal ("usually level 0"), and so are all ponds
//   of that scenario: the hexes' `elevation` rises by one (a depression's water is at elevation - 1,
//   so a printed level -1 river ends at ground level and its Crest Lines are gone).
// - B21.122 / B16.6: a flooded river turns the marsh adjacent to it, or connected to it by a continuous
//   string of marsh hexes, into river at the river's level; a fordable river turns it into mudflats
//   (B16.7). A deep river changes nothing; a river whose depth is not known yet changes nothing.
// - B21.6: in a sub-zero scenario (`subZero`) every Water Obstacle but a lake/ocean is frozen (our maps
//   have one terrain for lake and ocean: we read it as the ocean the text excepts); by special rule
//   (`iceHexes`) only those hexes are. A frozen hex is `ice` (Open Ground, still at the water's level)
//   until its ice is broken (`brokenIce`: an HE KIA or a collapse, ice.ts): then it is water again.
import { ScenarioValidationError } from '../../engine/context';
import type { MapChanges } from '../../engine/mapChanges';
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { neighbours } from '../../hex/grid';
import type { GameMap, MapHex } from '../../map/gameMap';
import { TERRAIN, type TerrainType } from '../../map/terrain';
import { WaterScenarioRules } from './params';
import { riverDepth } from './riverConditions';
import type { WaterState } from './state';

/** A hex's terrain and elevation in play where they differ from the printed map. */
export interface HexChange {
  readonly terrain: TerrainType;
  readonly elevation: number;
}

type Depth = 'fordable' | 'deep' | 'flooded';

const memo = new WeakMap<GameMap, Map<string, Readonly<Record<string, HexChange>>>>();

/** The module's state read without filling it in (mapChanges and the view only read). */
function brokenIce(state: GameState): readonly string[] {
  return (state.modules.water as Partial<WaterState> | undefined)?.brokenIce ?? [];
}

/** What decides the changes: equal keys, equal changes on one printed map. */
function changesKey(ctx: GameContext, state: GameState): string {
  const rules = WaterScenarioRules.of(ctx);
  // without a river rule there is no depth (riverDepth: neither rolled nor given)
  const depth = riverDepth(ctx, state) ?? '';
  const frozen = rules.subZero ? '*' : rules.iceHexes.join(',');
  return `${depth}|${frozen}|${[...brokenIce(state)].sort().join(',')}`;
}

/** The hexes whose terrain or elevation differs from `map` (the printed map) now, by canonical hex name. */
export function waterChangedHexes(ctx: GameContext, state: GameState, map: GameMap = ctx.map): Readonly<Record<string, HexChange>> {
  const key = changesKey(ctx, state);
  let byKey = memo.get(map);
  if (!byKey) memo.set(map, (byKey = new Map()));
  let hexes = byKey.get(key);
  if (!hexes) {
    hexes = computeChanges(ctx, state, map);
    // Stryker disable next-line all: only bounds the memo's size; any eviction gives the same changes (computed again)
    if (byKey.size >= 32) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, hexes);
  }
  return hexes;
}

function computeChanges(ctx: GameContext, state: GameState, map: GameMap): Record<string, HexChange> {
  const out: Record<string, HexChange> = {};
  const depth: Depth | undefined = riverDepth(ctx, state);
  if (depth === 'flooded') flood(map, out);
  if (depth === 'flooded' || depth === 'fordable') marshBeside(map, depth, out);
  freeze(ctx, map, new Set(brokenIce(state)), out);
  return out;
}

const current = (cell: MapHex, out: Record<string, HexChange>): HexChange =>
  out[cell.name] ?? { terrain: cell.spec.terrain, elevation: cell.spec.elevation };

/** B21.21: the river hexes and all ponds one level higher. */
function flood(map: GameMap, out: Record<string, HexChange>): void {
  for (const cell of map.hexes()) {
    if (cell.spec.terrain === 'river' || cell.spec.terrain === 'pond')
      out[cell.name] = { terrain: cell.spec.terrain, elevation: cell.spec.elevation + 1 };
  }
}

/**
 * B21.122 / B16.6: marsh adjacent to a river hex, or connected to one by a continuous string of marsh
 * hexes: river at the flooded river's level (the level of the river hex the string starts from), or
 * mudflats beside a fordable river.
 */
function marshBeside(map: GameMap, depth: 'flooded' | 'fordable', out: Record<string, HexChange>): void {
  const queue: { cell: MapHex; riverElevation: number }[] = [];
  const reached = new Set<string>();
  for (const cell of map.hexes()) {
    if (cell.spec.terrain === 'river') queue.push({ cell, riverElevation: current(cell, out).elevation });
  }
  while (queue.length) {
    const { cell, riverElevation } = queue.shift()!;
    for (const h of neighbours(cell.hex)) {
      const next = map.at(h);
      if (!next || next.spec.terrain !== 'marsh' || reached.has(next.name)) continue;
      reached.add(next.name);
      out[next.name] =
        depth === 'flooded' ? { terrain: 'river', elevation: riverElevation } : { terrain: 'mudflats', elevation: next.spec.elevation };
      queue.push({ cell: next, riverElevation });
    }
  }
}

/** B21.6: the frozen hexes are ice at their water's level, except where the ice was broken. */
function freeze(ctx: GameContext, map: GameMap, broken: ReadonlySet<string>, out: Record<string, HexChange>): void {
  const rules = WaterScenarioRules.of(ctx);
  const frozen: MapHex[] = rules.subZero
    ? map.hexes().filter((cell) => isWater(current(cell, out).terrain) && current(cell, out).terrain !== 'lakeOcean')
    : // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the module's init refuses an iceHexes entry that is not a Water Obstacle of the map (checkIceRules) and no change here turns water into land
      rules.iceHexes.map((name) => map.byName(name)).filter((cell): cell is MapHex => !!cell && isWater(current(cell, out).terrain));
  for (const cell of frozen) {
    if (!broken.has(cell.name)) out[cell.name] = { terrain: 'ice', elevation: current(cell, out).elevation };
  }
}

/** A Water Obstacle terrain (B21.1), as the terrain table says. */
function isWater(t: TerrainType): boolean {
  return TERRAIN[t].waterObstacle;
}

/** RuleModule.mapChanges: the water rules' changes to the printed map, if any. */
export function waterMapChanges(ctx: GameContext, state: GameState): MapChanges | undefined {
  // Stryker disable next-line ConditionalExpression: the module's init always creates its state in a ruleset that has this hook
  if (!state.modules.water) return undefined;
  const hexes = waterChangedHexes(ctx, state);
  if (!Object.keys(hexes).length) return undefined;
  return { key: `water:${changesKey(ctx, state)}`, hexes };
}

/**
 * B21.6 `iceHexes`: every one must be a Water Obstacle hex of the map, and the special rule names
 * either all Water Obstacles (`subZero`) or some (`iceHexes`), not both. Checked when the match is
 * created (the module's init): the scenario rules' schema cannot see the map.
 */
export function iceRuleProblems(ctx: GameContext): string[] {
  const rules = WaterScenarioRules.of(ctx);
  const problems: string[] = [];
  if (rules.subZero && rules.iceHexes.length)
    problems.push('rules.iceHexes: a subZero scenario freezes every Water Obstacle already (B21.6): give subZero or iceHexes, not both');
  for (const name of rules.iceHexes) {
    const cell = ctx.map.byName(name);
    if (!cell) problems.push(`rules.iceHexes: ${name} is not a hex of map ${ctx.map.doc.id}`);
    else if (!cell.terrain.waterObstacle)
      problems.push(`rules.iceHexes: ${cell.name} is ${cell.spec.terrain}, not a Water Obstacle hex (B21.6: only Water Obstacles freeze)`);
  }
  return problems;
}

/** Refuses a scenario whose ice rule does not fit its map (ScenarioValidationError, as buildContext does). */
export function checkIceRules(ctx: GameContext): void {
  const problems = iceRuleProblems(ctx);
  if (problems.length) throw new ScenarioValidationError(ctx.scenario.id, problems);
}
