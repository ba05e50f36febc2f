// heroes-and-leaders: the choices of the legal entries its sewer network offers (rules/sewerNetwork).
// Its activations (rules/impulses) offer the core's `activate`, which sewer-cards' activations share.
import * as z from 'zod';
import { hexes, ids } from '../../wireParts';

export const heroesAndLeadersChoices = {
  /** HL.4: the stack (`units`) in the node `from` may move through its network to any node of `to` (within six hexes). */
  networkMove: z.object({ units: ids, from: z.string(), to: hexes }),
  /** HL.2: the stack in the Sewer or Tunnel Location beneath `hex` may come up into the hex's ground Location. */
  leaveNetwork: z.object({ units: ids, hex: z.string() }),
} as const;
