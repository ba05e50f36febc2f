// Tunnels (B8.6-B8.63): the events of the tunnels module (rules/tunnels). The owner's events name the
// tunnel and units; the other side's only the "Sewer ?" counter.
import * as z from 'zod';
import { ids, rule, side } from '../../wireParts';

/** Where an entrance is inside its hex's ground Location, when not in the open (B8.6). */
const entrancePosition = z.enum(['pillbox', 'beneath']);

export const tunnelsEvents = {
  /** The recording side's alone (B8.6). */
  tunnelsRecorded: z.object({
    tunnels: z.array(
      z.object({
        id: z.string(),
        entrances: z.array(z.object({ hex: z.string(), position: entrancePosition.optional() })),
        forfeitsFbl: z.boolean(),
      }),
    ),
    rule,
  }),
  tunnelEntered: z.object({
    stack: z.string(),
    hex: z.string(),
    from: z.string().optional(),
    tunnel: z.string().optional(),
    units: ids.optional(),
    rule,
  }),
  tunnelEmerged: z.object({ stack: z.string(), hex: z.string(), units: ids.optional(), encircled: z.boolean().optional(), rule }),
  tunnelStackRemoved: z.object({ stack: z.string(), hex: z.string(), rule }),
  /** A router repulsed at the exit by an enemy unit it could not know of (A10.533). */
  tunnelRoutRepulsed: z.object({ from: z.string(), hex: z.string(), rule }),
  tunnelEntranceDiscovered: z.object({ hex: z.string(), side, position: entrancePosition.optional(), rule }),
  tunnelEntranceDestroyed: z.object({ hex: z.string(), side, position: entrancePosition.optional(), rule }),
} as const;
