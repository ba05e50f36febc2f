// The snipers module's parameters and scenario special rule (A14).
import * as z from 'zod';
import { defineParams, defineScenarioRules } from '../../engine/params';

/** What a Sniper attack does to a unit it selects (A14.3; the printed results were not in the texts available). */
export const SNIPER_EFFECTS = ['eliminate', 'casualtyReduce', 'break', 'pin', 'none'] as const;
export type SniperEffect = (typeof SNIPER_EFFECTS)[number];

export const SniperParams = defineParams(
  z.object({
    /**
     * A14.3: "resolved with the dr 1 or 2 that caused it ... not modified"; what each of those dr does
     * to the selected unit is not in the texts available: defaults to confirm against the printed A14.3.
     */
    sniperResults: z.strictObject({ 1: z.enum(SNIPER_EFFECTS), 2: z.enum(SNIPER_EFFECTS) }).default({ 1: 'casualtyReduce', 2: 'pin' }),
    /**
     * A14.1: "If a SAN is (reduced to) < 2, that Sniper counter is removed"; which Sniper attack dr
     * lowers the SAN, and by how much, is not in the texts available: null (never) until confirmed.
     */
    sanReduction: z
      .strictObject({ dr: z.int().min(1).max(6), by: z.int().min(1) })
      .nullable()
      .default(null),
    /** A14.1: "during any PFPh, MPh, DFPh or AFPh" (phase ids of the ruleset's sequence of play). */
    sniperPhases: z.array(z.string()).default(['PFPh', 'MPh', 'DFPh', 'AFPh']),
  }),
);

const sniper = z.strictObject({
  /** A14.1: "Each side's SAN is given in brackets in its scenario OB. A SAN is never > 7". */
  san: z.int().min(0).max(7),
  /**
   * A14.2: the hex of the Sniper counter when the scenario places it; absent, its owner places it before
   * play, DEFENDER first (placement.ts).
   */
  hex: z.string().max(12).optional(),
});

export const SniperScenarioRules = defineScenarioRules(
  z.object({
    /** A14.01: a side whose OB designates a SAN >= 2 has a Sniper; absent: no Snipers at all. */
    snipers: z.strictObject({ A: sniper.optional(), B: sniper.optional() }).optional(),
  }),
);
