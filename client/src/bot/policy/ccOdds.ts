// Whether advancing into an enemy's Location (A4.7: Close Combat follows, A11) is worth it, from what
// the view shows: the advancing units' printed FP against the FP of the enemy units seen there, a "?"
// counted as one squad's (it may hide one, A12.1). CC is simultaneous (A11.11: both sides attack), so
// the attacker goes in at 2:1 or better, or at 1:1 in the last Game Turn, when a victory hex is at stake.
import type { World } from '../world';
import { lastTurn } from './tempo';

/** What a "?" may hide, in FP: one squad (an estimate; a dummy stack hides none). */
export const UNKNOWN_FP = 4;

/** The enemy's FP the view shows in a hex (0 when none is seen there). */
export function enemyFpAt(world: World, hex: string): number {
  const e = world.enemies.get(world.cell(hex.split('/')[0]!)?.name ?? hex);
  if (!e) return 0;
  return e.fp + (e.concealed ? UNKNOWN_FP : 0);
}

export function ccWorthIt(world: World, units: readonly string[], hex: string): boolean {
  const name = world.cell(hex.split('/')[0]!)?.name ?? hex;
  if (!world.enemies.has(name)) return false;
  const mine = units.reduce((n, id) => n + world.firepower(id), 0);
  if (mine <= 0) return false;
  const theirs = Math.max(1, enemyFpAt(world, name));
  const odds = mine / theirs;
  return odds >= 2 || (odds >= 1 && lastTurn(world) && world.objectives.includes(name));
}
