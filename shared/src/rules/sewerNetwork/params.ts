// The sewer network module's parameters and the scenario special rules it reads (heroes-and-leaders
// HL.2-HL.8). Numbers the variant's text gives are defaults; where it is silent the value is our reading.
import * as z from 'zod';
import { defineParams, defineScenarioRules } from '../../engine/params';

export const NODE_KINDS = ['manhole', 'tunnel', 'bunker', 'stoneBuilding', 'fortress'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

const NodeSchema = z.strictObject({ hex: z.string().max(12), kind: z.enum(NODE_KINDS) });
const NetworkSchema = z.strictObject({ id: z.string().min(1).max(20), nodes: z.array(NodeSchema).min(2).max(60) });
export type NetworkSpec = z.infer<typeof NetworkSchema>;

export const NetworkParams = defineParams(
  z.object({
    /** HL.3: sewer movement goes to another node "within a range of six hexes". */
    networkReach: z.int().min(1).default(6),
    /**
     * MF to come up out of a Sewer or Tunnel Location into the hex's ground Location. The variant is
     * silent; ASL enters a sewer "at the cost of all their MF" (B8.4) and leaves it by a whole APh
     * advance (B8.41): our reading, leaving costs all the unit's MF ('all') unless a number is set.
     */
    leaveNetworkMf: z.union([z.literal('all'), z.number().min(0)]).default('all'),
  }),
);

export const NetworkScenarioRules = defineScenarioRules(
  z.object({
    /**
     * HL.2: the scenario's sewer networks, each a list of nodes (Sewer Locations beneath manholes,
     * Tunnel Locations, Bunkers, Stone Buildings, Fortresses). Absent: one network of all the map's
     * Manhole Locations (our reading).
     */
    sewerNetworks: z.array(NetworkSchema).max(20).optional(),
    /** HL.3: "only those units granted Sewer Movement capability" (the sides, as B8.4's SSR). */
    sewerMovement: z.array(z.enum(['A', 'B'])).default([]),
    /** HL.8: hexes covered by Blaze (no fire-spread rules here: the scenario lists them). */
    blaze: z.array(z.string().max(12)).max(100).default([]),
  }),
);
