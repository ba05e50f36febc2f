// The hip module's scenario special rule (A12.3): which side may set up how much hidden. The SSR is
// printed in the scenario, so the grant is public; what a side did with it is its own secret.
import * as z from 'zod';
import { defineScenarioRules } from '../../engine/params';

const grant = z.strictObject({
  /**
   * A12.3 "N squad equivalents may use HIP": the MMC a side may set up hidden, counted in squad
   * equivalents (A5.5: a HS or crew is half a squad). Their SW go hidden with them (A12.3: "units and
   * their possessed SW"), counted nowhere.
   */
  squadEquivalents: z.number().min(0).multipleOf(0.5).max(60).default(0),
  /** "... and any SMC stacked with them": a SMC may set up hidden in the Location of a hidden MMC. */
  smcWithThem: z.boolean().default(true),
  /** "All units set up in hexes X may use HIP": any unit set up there may, beyond the count above. */
  hexes: z.array(z.string().max(12)).max(200).default([]),
  /**
   * A12.33 (its text is not in our corpus; our reading, from B27.1 "prior to play per scenario OB
   * limits" and A12.3): how many of the side's setup entrenchment counters (foxholes, trenches: those
   * B27.1 and B27.51 place in setup) may be set up hidden. 0: none.
   */
  fortifications: z.int().min(0).max(40).default(0),
});
export type HipGrant = z.infer<typeof grant>;

export const HipScenarioRules = defineScenarioRules(
  z.object({
    /** A12.3: the SSR's HIP grant per side; absent: no side sets up hidden. */
    hip: z.strictObject({ A: grant.optional(), B: grant.optional() }).optional(),
  }),
);
