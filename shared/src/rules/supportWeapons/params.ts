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
    /**
     * A4.44 Recovery of a SW lying unpossessed: a Final dr below `below` recovers it, `cxDrm` added when
     * the unit is CX (A4.51). The tunnels' `entranceRecovery` is the same procedure (B8.63).
     */
    swRecovery: z.strictObject({ below: z.int().min(1).max(7), cxDrm: z.int().min(0).max(3) }).default({ below: 6, cxDrm: 1 }),
    /** A21.11: a captured SW's B# is decreased by this (two). */
    capturedBreakdown: z.int().min(0).max(6).default(2),
    /** A21.12: a captured weapon's Multiple ROF is reduced by this (one). */
    capturedRof: z.int().min(0).max(3).default(1),
  }),
);
