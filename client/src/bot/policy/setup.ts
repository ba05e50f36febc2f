// Setup with a plan (A2.9): the defender in the setup hexes nearest its victory hexes, in cover (TEM),
// concealed where the OOB and the terrain allow it (A12.12); the attacker in the hexes nearest its
// approach to them, in cover. One Infantry unit a hex (spread against area fire), leaders with the
// strongest squads, dummies on hexes of their own, support weapons with a squad (A4.4).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { foxholesFirst, ownEntrenchments, setupPlanPolicy } from './setupPlan';
import { choices, type Decision, entriesOf, fresh, type Memory } from './types';

interface PlaceChoices {
  units: string[];
  hexes: string[];
}

/** The offered units not on the map yet (a support weapon is placed once a unit carries it): placeUnits may also move placed ones. */
function unplaced(world: World, units: readonly string[]): string[] {
  const carried = new Set(world.mine.flatMap((u) => u.carries));
  return units.filter((id) => !world.unit(id)?.loc && !carried.has(id));
}

/** The setup hexes in the order the plan fills them: nearest a victory hex first, then the best cover. */
export function rankedHexes(world: World, hexes: readonly string[]): string[] {
  const usable = hexes.filter((h) => !world.cell(h)?.terrain.waterObstacle);
  // its own foxholes and trenches are cover (B27.3: +2 beneath them; setupPlan.ts sets the units up beneath)
  const dug = new Set(ownEntrenchments(world));
  const score = (h: string) => world.nearest(h, world.objectives) * 10 - world.tem(h) - (dug.has(h) ? 2 : 0);
  return [...usable].sort((a, b) => score(a) - score(b) || (a < b ? -1 : 1));
}

/**
 * Squads the attacker sends below by Sewer card (sewer-cards, SC.1): one. A squad on a card crawls for
 * several action turns before it can come up or assault (SC.4): more would thin the attack on the surface.
 */
const SEWER_SQUADS = 1;

/** The attacker's sewer token hexes among its setup hexes for its SEWER_SQUADS, farthest from the goals first. */
function sewerStarts(world: World, hexes: readonly string[]): string[] {
  const cards = world.view.modules.sewerCards;
  if (!cards || cards.side !== world.me || !world.attacking) return [];
  const tokens = hexes.filter((h) => cards.sewerHexes.includes(h));
  return tokens.sort((a, b) => world.nearest(b, world.objectives) - world.nearest(a, world.objectives)).slice(0, SEWER_SQUADS);
}

export function placeUnits(world: World, entry: LegalCommand, concealing = true): Record<string, unknown> | null {
  const { hexes } = choices<PlaceChoices>(entry);
  const units = unplaced(world, choices<PlaceChoices>(entry).units);
  if (!units.length) return null;
  const ranked = rankedHexes(world, hexes);
  if (!ranked.length) return null;
  const kind = (id: string) => world.unit(id)?.kind ?? '';
  const fighters = units.filter((u) => !['leader', 'dummy', 'sw'].includes(kind(u)));
  fighters.sort((a, b) => world.firepower(b) - world.firepower(a));
  const leaders = units.filter((u) => kind(u) === 'leader');
  const dummies = units.filter((u) => kind(u) === 'dummy');
  const weapons = units.filter((u) => kind(u) === 'sw');
  const placements: { unit: string; hex: string; concealed: boolean }[] = [];
  const conceal = (unit: string, hex: string) =>
    kind(unit) === 'dummy' ||
    (concealing && world.scenario.concealable.has(world.unit(unit)?.type ?? '') && !!world.cell(hex)?.terrain.concealmentTerrain);
  const put = (unit: string, hex: string) => placements.push({ unit, hex, concealed: conceal(unit, hex) });
  // sewer-cards: a squad for each Sewer card on a sewer token hex (SC.2: it goes down from there)
  const sewerSquads = sewerStarts(world, ranked).map((hex, i) => ({ hex, unit: fighters.filter((u) => kind(u) === 'squad')[i] }));
  const planned = new Map(sewerSquads.filter((x) => x.unit).map((x) => [x.unit!, x.hex]));
  const rest = ranked.filter((h) => ![...planned.values()].includes(h));
  let next = 0;
  const take = () => rest[Math.min(next++, rest.length - 1)] ?? ranked[0]!;
  const fighterHexes = fighters.map((u) => {
    const hex = planned.get(u) ?? take();
    put(u, hex);
    return hex;
  });
  leaders.forEach((u, i) => put(u, fighterHexes.length ? fighterHexes[i % fighterHexes.length]! : take()));
  for (const u of dummies) put(u, take());
  const carrierHex = fighterHexes[0] ?? placements.find((p) => kind(p.unit) === 'leader')?.hex;
  if (weapons.length && !carrierHex) return null;
  for (const u of weapons) placements.push({ unit: u, hex: carrierHex!, concealed: false });
  return { type: 'placeUnits', placements };
}

/** Places the units when asked, then the rest of the plan (setupPlan.ts: entrenchments, HIP, tunnels), then finishes setup. */
export function setupPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  // foxholes first (setupPlan.ts), so that the placement counts them as cover
  const dig = entriesOf(legal, 'placeEntrenchment')[0];
  const unplacedLeft = entriesOf(legal, 'placeUnits').some((e) => unplaced(world, choices<PlaceChoices>(e).units).length > 0);
  const fox = dig && unplacedLeft ? foxholesFirst(world, dig) : null;
  const foxCmd = fox && !memory.setup.has(JSON.stringify(fox)) ? fresh(memory, fox) : null;
  if (foxCmd) return { command: foxCmd, why: 'setup plan: a foxhole beside a victory hex' };
  for (const entry of entriesOf(legal, 'placeUnits')) {
    // the plan, then (were it refused) the same without "?"
    for (const concealing of [true, false]) {
      const cmd = placeUnits(world, entry, concealing);
      const ok = cmd && fresh(memory, cmd);
      if (ok) return { command: ok, why: 'setup: the plan' };
    }
  }
  const plan = setupPlanPolicy(world, legal, memory);
  if (plan) return plan;
  const finish = legal.find((l) => l.type === 'finishSetup');
  if (finish) return { command: { type: 'finishSetup' }, why: 'setup: done' };
  return null;
}
