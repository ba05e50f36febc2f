// What a mover has and what it pays in the MPh: its MF allotment less what it spent and the MF its
// portage costs (A4.42), and how it pays an entry, a Minimum Move included (A4.134).
//   A4.42: a unit "loses one MF for each PP carried in excess" of its IPC (a SMC adding his to one unit of
//   its group); A4.51/A4.52: a CX unit's IPC is one less (core/portage.ts). So a squad with a 4-PP MMG has
//   3 MF, 5 with a leader (6 MF, IPC 3 + 1); the A4.52 EX: a Double Timing (CX) squad with a leader not
//   Double Timing, 5 PP between them: 4 + 2 + 2 - (5 - 2 - 1) = 6 MF.
//   A4.134 Minimum Move: "An Infantry unit retaining at least one MF after deducting for portage costs
//   exceeding its IPC, may make a Minimum Move of one hex during its MPh, even if CX or lacking the MF to
//   pay the full entry cost of the hex"; an "all MF" entry
//   (B16.4 marsh, B21.41 fording: "the unit's entire MF allotment") made with only part of the allotment
//   left is one too, and so is one with "yet another cost to be paid beyond" all (EntryCost.beyondAll:
//   marsh from a lower elevation, B16.4). With its whole allotment a plain all-MF entry is simply paid.
//   After First Fire the unit becomes pinned and CX (core/defensiveFire.ts pinMinimumMovers); it never
//   lifts an NA (cost not ok).
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { readActivity } from '../core/activity';
import type { EntryCost } from '../core/entryCost';
import { mfLeft } from '../core/moving';
import { portageMfLoss } from '../core/portage';

/** MF a group member has left this MPh: its allotment (A4.11, A4.12, A4.5) less MF spent and its portage loss (A4.42). */
export function moverMfLeft(ctx: GameContext, state: GameState, u: UnitState, group: readonly UnitState[]): number {
  return mfLeft(state, u, group) - portageMfLoss(ctx, state, u, group);
}

/** How one unit pays an entry: the MF, and whether it is a Minimum Move (A4.134: the unit becomes pinned and CX). */
export interface Payment {
  readonly mf: number;
  readonly minimumMove: boolean;
}

/**
 * What a unit with `left` MF (having spent `spent` this MPh) pays to enter, or undefined when it cannot:
 * an entry that is refused, or no MF left at all.
 */
export function payment(cost: EntryCost, left: number, spent: number): Payment | undefined {
  if (!cost.ok || left <= 0) return undefined;
  if (cost.allMf) return { mf: left, minimumMove: spent > 0 || !!cost.beyondAll };
  // A4.134 has it "considered to have spent the actual MF cost of entry"; we record what it had left (its
  // move is over either way: nothing later reads the difference)
  return cost.mf <= left ? { mf: cost.mf, minimumMove: false } : { mf: left, minimumMove: true };
}

/** MF the unit spent this MPh. */
export function mfSpent(state: GameState, u: UnitState): number {
  return readActivity(state).mf[u.id] ?? 0;
}
