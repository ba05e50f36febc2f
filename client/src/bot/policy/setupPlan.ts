// Setup with a plan beyond placing the units (setup.ts), each step from the legal entry's own options and
// sent once: foxholes for the squads where they stand, a trench where the OB gives one (B27.1); the units
// set up beneath them (B27.1); the strongest squad holding a victory hex set up hidden, its leader with it
// where the grant allows (A12.3); a tunnel from a victory hex it holds to a hex behind it (B8.6).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { groundLevel } from '@hexfog/shared/map/index';
import type { World } from '../world';
import { best, type Command, choices, type Decision, fresh, type Memory } from './types';

const MMC = new Set(['squad', 'halfSquad', 'crew']);
const SMC = new Set(['leader', 'hero']);
/** A5.5: a half-squad or crew is half a squad equivalent. */
const squadEquivalent = (kind: string) => (kind === 'squad' ? 1 : 0.5);
/** B8.6 sets the tunnel's longest span by a parameter the view does not show: the bot stays within 2 hexes (the default is 3). */
const TUNNEL_SPAN = 2;

interface EntrenchmentChoices {
  foxhole: Record<string, number>;
  trench: string[];
  left: { foxholeSquads: number; trenches: number };
}

/** My squads (MMC) at ground level in a hex. */
function squadsIn(world: World, hex: string): number {
  return world.mine.filter((u) => u.loc?.hex === hex && u.loc.place === 'ground' && MMC.has(u.kind)).length;
}

/**
 * Before the units are placed: foxholes (B27.1) in the open hexes beside the victory hexes, the ones
 * nearest the enemy's side first, as many squads' worth as the OB gives (at most 2S each); setup.ts
 * then counts them as cover, so squads the victory hexes leave over stand in them.
 */
export function foxholesFirst(world: World, entry: LegalCommand): Command | null {
  const c = choices<EntrenchmentChoices>(entry);
  if (c.left.foxholeSquads <= 0) return null;
  const mine = new Set(ownEntrenchments(world));
  const beside = Object.keys(c.foxhole).filter((h) => !mine.has(h) && world.nearest(h, world.objectives) === 1);
  const hex = best(beside, (h) => -world.enemyDistance(h) - world.nearest(h, enemyZone(world)));
  return hex ? { type: 'placeEntrenchment', kind: 'foxhole', hex, squads: Math.min(2, c.foxhole[hex]!, c.left.foxholeSquads) } : null;
}

/** The hexes of the side's own foxholes and trenches (the view's fortification counters). */
export function ownEntrenchments(world: World): string[] {
  const counters = world.view.modules.fortifications?.counters ?? [];
  return counters.filter((f) => f.side === world.me && (f.kind === 'foxhole' || f.kind === 'trench')).map((f) => f.hex);
}

/** Where the enemy comes from: the hexes its units stand in, or none seen yet (then nearest counts for nothing). */
function enemyZone(world: World): string[] {
  return [...world.enemies.keys()];
}

function placeEntrenchment(world: World, entry: LegalCommand): Command | null {
  const c = choices<EntrenchmentChoices>(entry);
  const goal = (h: string) => world.nearest(h, world.objectives);
  const fox = best(
    Object.keys(c.foxhole).filter((h) => squadsIn(world, h) > 0),
    (h) => goal(h) * 10 - squadsIn(world, h),
  );
  if (fox && c.left.foxholeSquads > 0)
    return {
      type: 'placeEntrenchment',
      kind: 'foxhole',
      hex: fox,
      squads: Math.min(c.foxhole[fox]!, c.left.foxholeSquads, squadsIn(world, fox)),
    };
  const trench = best(
    c.trench.filter((h) => squadsIn(world, h) > 0),
    goal,
  );
  return trench && c.left.trenches > 0 ? { type: 'placeEntrenchment', kind: 'trench', hex: trench } : null;
}

function setUpBeneath(world: World, entry: LegalCommand): Command | null {
  const c = choices<{ hex: string; above: string[] }>(entry);
  // one unit at a time: each listed fits alone; the entry comes again for the next while room is left
  const unit = c.above.find((id) => world.unit(id)?.kind !== 'sw');
  return unit ? { type: 'setUpBeneath', units: [unit], beneath: true } : null;
}

function setUpHidden(world: World, entry: LegalCommand): Command | null {
  const c = choices<{ units: string[]; hidden: string[]; squadEquivalents: number; smcWithThem: boolean; hexes: string[] }>(entry);
  if (c.hidden.length) return null;
  const offered = c.units.map((id) => world.unit(id)).filter((u) => !!u?.loc);
  const free = offered.filter((u) => c.hexes.includes(u!.loc!.hex)).map((u) => u!.id);
  const mmc = offered.filter((u) => MMC.has(u!.kind) && !c.hexes.includes(u!.loc!.hex) && squadEquivalent(u!.kind) <= c.squadEquivalents);
  const pick = best(mmc, (u) => world.nearest(u!.loc!.hex, world.objectives) * 10 - world.firepower(u!.id));
  const units = [...free];
  if (pick) {
    units.push(pick.id);
    if (c.smcWithThem)
      for (const u of offered)
        if (SMC.has(u!.kind) && u!.loc!.hex === pick.loc!.hex && u!.loc!.place === pick.loc!.place) units.push(u!.id);
  }
  return units.length ? { type: 'setUpHidden', units: [...new Set(units)] } : null;
}

/** B8.6: no hex between (a span of 1) or one middle hex at the same level that is no Water Obstacle. */
function wayBeneath(world: World, a: string, b: string): boolean {
  const [ca, cb] = [world.cell(a), world.cell(b)];
  if (!ca || !cb || groundLevel(ca) !== groundLevel(cb) || ca.terrain.waterObstacle || cb.terrain.waterObstacle) return false;
  const d = world.dist(a, b);
  if (d === 1) return true;
  return (
    d === 2 &&
    world.map
      .hexes()
      .some(
        (m) => world.dist(m.name, a) === 1 && world.dist(m.name, b) === 1 && !m.terrain.waterObstacle && groundLevel(m) === groundLevel(ca),
      )
  );
}

function recordTunnels(world: World, entry: LegalCommand): Command {
  const c = choices<{ tunnels: number; hexes: string[] }>(entry);
  const none = { type: 'recordTunnels', tunnels: [] };
  if (c.tunnels < 1) return none;
  const held = c.hexes.filter((h) => world.objectives.includes(h) && world.holders(h).length > 0);
  const enemyFrom = (h: string) => world.nearest(h, world.objectives) - world.enemyDistance(h);
  for (const a of held) {
    const b = best(
      c.hexes.filter((h) => h !== a && world.dist(a, h) <= TUNNEL_SPAN && wayBeneath(world, a, h)),
      (h) => enemyFrom(h) - world.dist(a, h),
    );
    if (b) return { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: a }, { hex: b }] }] };
  }
  return none;
}

const STEPS: Readonly<Record<string, (world: World, entry: LegalCommand) => Command | null>> = {
  placeEntrenchment,
  setUpBeneath,
  setUpHidden,
  recordTunnels,
};

/** The plan's next step, once the units are placed (setup.ts places them first); each command sent once. */
export function setupPlanPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  const carried = new Set(world.mine.flatMap((u) => u.carries));
  const waiting = (id: string) => !world.unit(id)?.loc && !carried.has(id);
  if (legal.some((l) => l.type === 'placeUnits' && (l.choices?.units as string[] | undefined)?.some(waiting))) return null;
  for (const entry of legal) {
    const step = STEPS[entry.type];
    const cmd = step?.(world, entry);
    const key = cmd && JSON.stringify(cmd);
    if (!cmd || memory.setup.has(key!)) continue;
    const ok = fresh(memory, cmd);
    if (ok) return { command: ok, why: `setup plan: ${entry.type}` };
  }
  return null;
}
