// What the bot believes it Controls (A26.1: a side that alone occupies a hex with Good Order Infantry
// when a phase ends Controls it; A26.11: it keeps Control until the other side is there). Control is in
// no side's view (it could tell where a "?" went), so the bot keeps its own account from its own view:
// the victory hexes its Good Order units stood in, no enemy seen there, at its last decision of a phase
// become its own once the phase has changed; a hex where it sees an enemy again is lost.
import type { World } from '../world';
import { type Memory, phaseKey } from './types';

/** The victory hexes the bot's Good Order units stand in now with no enemy seen there. */
function occupiedNow(world: World): Set<string> {
  return new Set(world.objectives.filter((h) => world.holders(h).some((u) => u.kind !== 'dummy') && !world.enemies.has(h)));
}

/** Updates the account at a decision and returns the victory hexes the bot believes it Controls. */
export function updateControl(world: World, memory: Memory): ReadonlySet<string> {
  const c = memory.control;
  const key = phaseKey(world);
  if (c.key !== key) {
    for (const h of c.here) c.held.add(h);
    c.key = key;
  }
  c.here = occupiedNow(world);
  for (const h of [...c.held]) if (world.enemies.has(h)) c.held.delete(h);
  return c.held;
}
