// The entrenchments module's parameters (values the texts lost: DESIGN section 6) and the scenario
// special rules it reads: each side's OB allowance of entrenchments to place in its secret setup.
import * as z from 'zod';
import { defineParams, defineScenarioRules } from '../../engine/params';

export const EntrenchmentParams = defineParams(
  z.object({
    /**
     * B27.43: foxholes "slow down" vehicles other than fully-tracked ones "as per the Movement Costs
     * Chart": the MP such a vehicle pays on top of the hex's cost to enter a foxhole hex (the chart's
     * value is not in the stored texts: default to confirm).
     */
    foxholeVehicleMp: z.int().min(0).default(1),
  }),
);

/** One side's OB allowance (B27.1: foxholes "by their total squad capacity"; B27.51 trenches; B27.56 A-T Ditches by SSR). */
export const EntrenchmentAllowanceSchema = z.strictObject({
  foxholeSquads: z.int().min(0).max(60).default(0),
  trenches: z.int().min(0).max(60).default(0),
  atDitches: z.int().min(0).max(60).default(0),
});
export type EntrenchmentAllowance = z.infer<typeof EntrenchmentAllowanceSchema>;

export const EntrenchmentScenarioRules = defineScenarioRules(
  z.object({
    /** What each side may place in its setup zone during its secret setup. */
    entrenchments: z.strictObject({ A: EntrenchmentAllowanceSchema.optional(), B: EntrenchmentAllowanceSchema.optional() }).default({}),
  }),
);
