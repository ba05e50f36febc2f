// Which victory hexes the attacker goes for (A26: it needs `count` of them at the end, not all): the
// ones still to take that are easiest from what its view shows, the enemy's seen FP in and beside each
// and how far its nearest Good Order unit is, as many as it still needs and one spare. Concentrating on
// them, rather than each unit heading for its nearest, brings enough units to the hexes that count.
import type { ViewUnit } from '@hexfog/shared/protocol/index';

/** What the goals read of the bot's world (world.ts `World` is one; typed here so goals need not import it). */
export interface GoalWorld {
  readonly mine: readonly ViewUnit[];
  readonly enemies: ReadonlyMap<string, { readonly hex: string; readonly fp: number; readonly concealed: boolean }>;
  readonly objectives: readonly string[];
  readonly scenario: { readonly victory: { readonly count: number } };
  dist(a: string, b: string): number;
}

/** A "?" may hide a squad: counted as this much FP when weighing a victory hex's defence. */
const UNKNOWN_FP = 4;

function defence(world: GoalWorld, hex: string): number {
  let fp = 0;
  for (const e of world.enemies.values()) {
    const d = world.dist(hex, e.hex);
    if (d > 1) continue;
    const strength = e.fp + (e.concealed ? UNKNOWN_FP : 0);
    fp += d === 0 ? strength : strength / 2;
  }
  return fp;
}

function reach(world: GoalWorld, hex: string): number {
  let best = 99;
  for (const u of world.mine)
    if (u.loc && !u.broken && u.kind !== 'sw' && u.kind !== 'dummy' && u.loc.place !== 'sewerCard')
      best = Math.min(best, world.dist(u.loc.hex, hex));
  return best;
}

/** The attacker's open victory hexes in the order it goes for them, cut to those it still needs and one spare. */
export function attackGoals(world: GoalWorld, open: readonly string[]): string[] {
  const held = world.objectives.length - open.length;
  const needed = Math.max(1, world.scenario.victory.count - held);
  const score = (h: string) => defence(world, h) + reach(world, h) * 2;
  return [...open].sort((a, b) => score(a) - score(b) || (a < b ? -1 : 1)).slice(0, needed + 1);
}
