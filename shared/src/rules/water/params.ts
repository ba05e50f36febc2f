// The water module's parameters and scenario special rules (B21).
import * as z from 'zod';
import { defineParams, defineScenarioRules } from '../../engine/params';
import { DIRECTIONS } from '../../hex/grid';

const ECS = ['wet', 'moist', 'moderate', 'dry', 'veryDry'] as const;

export const WaterParams = defineParams(
  z.object({
    /** B21.121 Current force by final dr (defaults to confirm): <= heavyMax heavy, >= slowMin slow. */
    riverCurrent: z.strictObject({ heavyMax: z.int(), slowMin: z.int() }).default({ heavyMax: 1, slowMin: 6 }),
    /**
     * B21.121 and B21.122: the current EC drm (B25.5) to both the Current dr and the depth dr ("This
     * same dr, modified by the current EC"; "This dr is modified by the current EC drm"); all 0 until
     * confirmed against the EC table (B25.5 is not in the texts).
     */
    riverEcDrm: z
      .strictObject({ wet: z.int(), moist: z.int(), moderate: z.int(), dry: z.int(), veryDry: z.int() })
      .default({ wet: 0, moist: 0, moderate: 0, dry: 0, veryDry: 0 }),
    /** B21.122 Depth by final dr: <= floodedMax flooded, >= fordableMin fordable, else deep. */
    riverDepth: z.strictObject({ floodedMax: z.int(), fordableMin: z.int() }).default({ floodedMax: 1, fordableMin: 6 }),
    /**
     * B21.6 with B6.42: the weight limit of the ice before any vehicle was sustained (the text gives
     * none: "the highest weight sustained thus far"; 0 until confirmed), in tons.
     */
    iceInitialWeightLimit: z.number().min(0).default(0),
  }),
);

export const WaterScenarioRules = defineScenarioRules(
  z.object({
    /** B21.121, B21.122: a river's current and depth; unset values are rolled at the start. */
    river: z
      .strictObject({
        /**
         * B21.122: "If undefined by SSR, a river is considered to be deep"; `rolled`: resolved by the
         * dr the text gives DYO scenarios ("where this information is not known"), at the outset.
         */
        depth: z.enum(['fordable', 'deep', 'flooded', 'rolled']).default('deep'),
        current: z.enum(['slow', 'moderate', 'heavy']).optional(),
        direction: z.enum(DIRECTIONS).optional(),
        /** B21.41: frigid water may not be forded. */
        frigid: z.boolean().optional(),
      })
      .optional(),
    /** Environmental Conditions (B25.5 / A24). */
    ec: z.enum(ECS).default('moderate'),
    /** B21.6: a sub-zero temperature scenario: every Water Obstacle but the ocean is frozen. */
    subZero: z.boolean().default(false),
    /** B21.6 by special rule: these Water Obstacle hexes alone are frozen (a frozen pond beside a flowing river). */
    iceHexes: z.array(z.string().max(12)).max(400).default([]),
  }),
);
