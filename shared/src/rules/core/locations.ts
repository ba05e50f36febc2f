// How commands name a Location above ground: its hex ("71P2", ground level) or hex and building
// level ("71P2/1"). Fire targets and advances use these names; Sewer Locations are named by their
// sewer counters instead (B8.41). A Location kind a module registers in normal LOS and not
// underground (heroes-and-leaders HL.1: the Sewer Location, one level below, in the enemy's view) is
// named by hex and kind ("71P2/sewer").
import type { GameContext } from '../../engine/module';
import { levelLocation, type Location } from '../../units/location';

/**
 * The Location a name stands for, if the map has it. Names are parsed once per map and ruleset's
 * Location kinds (fire legal() names every target): the Location returned is shared, never to be changed.
 */
export function targetLocation(ctx: GameContext, key: string): Location | undefined {
  let byKinds = parsed.get(ctx.map);
  if (!byKinds) parsed.set(ctx.map, (byKinds = new WeakMap()));
  let memo = byKinds.get(ctx.locations);
  if (!memo) byKinds.set(ctx.locations, (memo = new Map()));
  let loc = memo.get(key);
  if (loc === undefined && !memo.has(key)) {
    loc = parseTarget(ctx, key);
    if (loc) Object.freeze(loc);
    if (memo.size < PARSED_KEPT) memo.set(key, loc);
  }
  return loc;
}

const parsed = new WeakMap<GameContext['map'], WeakMap<GameContext['locations'], Map<string, Location | undefined>>>();
const PARSED_KEPT = 20_000;

function parseTarget(ctx: GameContext, key: string): Location | undefined {
  const [name, lv] = key.split('/');
  const cell = ctx.map.byName(name ?? '');
  if (cell && lv && ctx.locations.has(lv) && lv !== 'ground' && lv !== 'upper') {
    const loc = { hex: cell.name, place: lv, level: -1 };
    return ctx.locations.underground(loc) || ctx.locations.outOfSight(loc) ? undefined : loc;
  }
  const level = lv === undefined ? 0 : Number(lv);
  if (!cell || !Number.isInteger(level) || level < 0 || level > (cell.spec.upperLevels ?? 0)) return undefined;
  return levelLocation(cell.name, level);
}

export function targetKey(loc: Location): string {
  if (loc.place !== 'ground' && loc.place !== 'upper') return `${loc.hex}/${loc.place}`;
  return loc.level > 0 ? `${loc.hex}/${loc.level}` : loc.hex;
}

/** B23.42: the building levels one up or one down from `level` in the hex. */
export function levelsFrom(ctx: GameContext, hex: string, level: number): number[] {
  const top = ctx.map.byName(hex)?.spec.upperLevels ?? 0;
  return [level - 1, level + 1].filter((l) => l >= 0 && l <= top);
}
