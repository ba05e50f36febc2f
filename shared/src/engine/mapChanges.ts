// Terrain that changes while a match is played: a flooded river one level higher and the marsh beside
// it turned to river (B21.21, B21.122), ice on the Water Obstacles of a sub-zero scenario and the hexes
// where it is broken (B21.6). The map every rule reads is the scenario's map with the modules' changes
// (RuleModule.mapChanges), compiled once per set of changes: LOS, entry costs and TEM then need no
// special case, and the caches keyed by the compiled map (LOS, terrain costs) stay right.
import { compileMap, type GameMap } from '../map/gameMap';
import type { HexSpec } from '../map/schema';
import type { GameContext, MapChanges } from './module';
import type { GameState } from './state';
import { modulesWith } from './hooks';
import { isSettled } from './settled';
import { withMap } from './context';

export type { MapChanges } from './module';

const variants = new WeakMap<GameMap, Map<string, GameMap>>();
const printed = new WeakMap<GameMap, GameMap>();
const VARIANTS_KEPT = 32;

/** The scenario's map with these changes (memoized per base map and key). */
export function changedMap(base: GameMap, changes: readonly MapChanges[]): GameMap {
  if (!changes.length) return base;
  const key = changes.map((c) => c.key).join('|');
  let memo = variants.get(base);
  if (!memo) variants.set(base, (memo = new Map()));
  let map = memo.get(key);
  if (!map) {
    const hexes: Record<string, HexSpec> = { ...base.doc.hexes };
    for (const c of changes) {
      for (const [name, change] of Object.entries(c.hexes)) {
        const cell = base.byName(name);
        if (!cell) throw new Error(`map change names ${name}, not a hex of map ${base.doc.id}`);
        const own = Object.keys(hexes).find((k) => base.byName(k) === cell) ?? name;
        hexes[own] = { ...cell.spec, ...hexes[own], ...change };
      }
    }
    map = compileMap({ ...base.doc, hexes });
    printed.set(map, base);
    if (memo.size >= VARIANTS_KEPT) memo.delete(memo.keys().next().value!);
    memo.set(key, map);
  }
  return map;
}

/** The scenario's own map a changed map was made from (a view that lists the changes reads it); the map itself if unchanged. */
export function printedMap(map: GameMap): GameMap {
  return printed.get(map) ?? map;
}

/**
 * The context the rules read at this state: the match's context when no module changes the map, else
 * the same context on the changed map. Modules' `mapChanges` read the match's own context.
 */
export function contextFor(ctx: GameContext, state: GameState): GameContext {
  if (last?.state === state && last.ctx === ctx && isSettled(state)) return last.at;
  const at = computeContext(ctx, state);
  if (isSettled(state)) last = { ctx, state, at };
  return at;
}

// the context of the settled state asked last: the latest state of a match is asked by both seats'
// legal(), each view and the next apply, one after the other. One slot, not a WeakMap entry per state
// (an entry per command cost more than it saved); a state asked again after another is computed again.
let last: { readonly ctx: GameContext; readonly state: GameState; readonly at: GameContext } | undefined;

function computeContext(ctx: GameContext, state: GameState): GameContext {
  let changes: MapChanges[] | undefined;
  for (const m of modulesWith(ctx.modules, 'mapChanges')) {
    const c = m.mapChanges(ctx, state);
    if (c && Object.keys(c.hexes).length) (changes ??= []).push(c);
  }
  if (!changes) return ctx;
  const map = changedMap(ctx.map, changes);
  return map === ctx.map ? ctx : withMap(ctx, map);
}
