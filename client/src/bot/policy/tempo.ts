// The attacker's clock (A26: the victory hexes are counted when the last Game Turn ends): how many
// Game Turns are left after this one, and whether a unit at a hex must press on now. An Infantry unit
// covers about two hexes a Player Turn (4 MF in mixed terrain, then one hex in the APh, A4.7): a unit
// farther from its goal than what the turns left let it cover at that pace moves, whatever the risk.
import type { World } from '../world';

/** Hexes a unit covers in one of its own Player Turns, moving and advancing (an estimate). */
export const HEXES_PER_TURN = 2;

/** Game Turns left after the current one. */
export function turnsLeft(world: World): number {
  return Math.max(0, world.view.turns - world.view.turn);
}

/** True when a unit at `hex` has no turn to spare: it moves now, under fire or not. */
export function pressing(world: World, hex: string): boolean {
  const dist = world.nearest(hex.split('/')[0]!, world.goals());
  return dist > turnsLeft(world) * HEXES_PER_TURN;
}

/** True in the last Game Turn: the attacker goes in with everything it has. */
export const lastTurn = (world: World): boolean => turnsLeft(world) === 0;
