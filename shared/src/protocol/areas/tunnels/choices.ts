// Tunnels (B8.6-B8.63): the choices of the legal entries the tunnels module offers (rules/tunnels).
import * as z from 'zod';
import { hexes, ids } from '../../wireParts';

export const tunnelsChoices = {
  /** B8.6: how many tunnels the side may record, how many FBL it may forfeit for more, and the hexes an entrance may be in. */
  recordTunnels: z.object({ tunnels: z.int(), fortifiedBuildings: z.int(), hexes }),
  /** B8.61: the units at the entrance `from` that may go in, to come out at `to`. */
  enterTunnel: z.object({ units: ids, from: z.string(), to: z.string() }),
} as const;
