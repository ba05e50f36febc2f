// The tunnels module's parameters and the scenario special rules it reads (B8.6).
import * as z from 'zod';
import { defineParams, defineScenarioRules } from '../../engine/params';

const perSide = z.strictObject({ A: z.int().min(0).max(20).optional(), B: z.int().min(0).max(20).optional() });

export const TunnelParams = defineParams(
  z.object({
    /** B8.6: the two entrances of a tunnel are within this many hexes of each other. */
    tunnelMaxHexes: z.int().min(1).default(3),
    /** A4.44 Recovery, the procedure that discovers a tunnel entrance (B8.63): a Final dr below `below`; `cxDrm` if CX (A4.51). */
    entranceRecovery: z.strictObject({ below: z.int(), cxDrm: z.int() }).default({ below: 6, cxDrm: 1 }),
  }),
);

export const TunnelScenarioRules = defineScenarioRules(
  z.object({
    /** B8.6: the tunnels each side may secretly record before play, by SSR. */
    tunnels: perSide.default({}),
  }),
);
