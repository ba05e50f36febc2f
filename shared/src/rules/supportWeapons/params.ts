// The support weapons module's parameters (A9).
import * as z from 'zod';
import { defineParams } from '../../engine/params';

export const SupportWeaponParams = defineParams(
  z.object({
    /**
     * A9.7: the Breakdown Number of a SW MG whose type prints none (`UnitType.breakdown` absent): an
     * Original IFT DR >= it malfunctions the MG. The generic catalog MGs carry none: 12 until the
     * nationalities' counters are transcribed (docs/rules-coverage.md).
     */
    mgBreakdown: z.int().min(2).max(13).default(12),
    /** A9.72: a repair dr <= this repairs a malfunctioned MG (1 until confirmed against the text). */
    mgRepair: z.int().min(0).max(6).default(1),
    /** A9.72: a repair dr >= this eliminates it (6 until confirmed against the text). */
    mgEliminated: z.int().min(1).max(7).default(6),
  }),
);
