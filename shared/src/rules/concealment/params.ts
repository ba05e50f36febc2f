// The concealment module's parameters.
import * as z from 'zod';
import { defineParams } from '../../engine/params';

export const ConcealmentParams = defineParams(
  z.object({
    /**
     * A12.12: Concealment Terrain is the "Terrain listed in red in the Terrain Chart"; whether marsh (and
     * mudflats, B16.7: "All marsh rules apply") is among it is not in the texts at hand (B16 is silent;
     * the chart's colours are not transcribed). False until the printed chart is checked.
     */
    marshConcealmentTerrain: z.boolean().default(false),
  }),
);
