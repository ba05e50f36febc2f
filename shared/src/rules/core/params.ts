// The parameters of the chapter A core, read by the helpers in this folder and by every module that
// moves, stacks or attacks. Declared by the core module (module.ts), which every ruleset plays.
import * as z from 'zod';
import { defineParams } from '../../engine/params';
import { DEFAULT_STACKING } from '../../units/stacking';
import { DEFAULT_IFT, IftTableSchema } from './ift';
import { DEFAULT_CC_KILL_NUMBERS, KillTableSchema } from './ccTable';

/** A4.42 Inherent Portage Capacity in PP by unit kind (squad 3 and SMC 1; HS and crew to confirm). */
// A4.42: "A MMC has an IPC of three PP, and a SMC has an IPC of one PP"
const DEFAULT_IPC = { squad: 3, halfSquad: 3, crew: 3, leader: 1, hero: 1 };

export const CoreParams = defineParams(
  z.object({
    /** A5.1 stacking limits per Location. */
    stacking: z.strictObject({ squads: z.number().min(0), smc: z.int().min(0) }).default(DEFAULT_STACKING),
    /** A4.42 Inherent Portage Capacity in PP by unit kind (squad 3 and SMC 1; HS and crew to confirm). */
    ipc: z.record(z.string(), z.int().min(0)).default(DEFAULT_IPC),
    /** A6.7: total hindrance DRM that blocks LOS. */
    losHindranceBlocksAt: z.int().min(1).default(6),
    /** A7.3 Infantry Fire Table (default: the printed chart, `ift.ts`). */
    ift: IftTableSchema.default(DEFAULT_IFT),
    /**
     * A11.11 CC Table, the black Kill Numbers (default: the printed chart, `ccTable.ts`). The red ones,
     * `DEFAULT_HAND_TO_HAND_KILL_NUMBERS`, wait for Hand-to-Hand CC (J2.31) to declare them.
     */
    ccKillNumbers: KillTableSchema.default(DEFAULT_CC_KILL_NUMBERS),
    /**
     * A8.1/A8.14: after a Defensive First Fire attack the DEFENDER may attack the same MF expenditure
     * again with other units ("as many attacks as he can bring to bear"); false where a variant allows one
     * attack per expenditure (sewer-cards' Op Fire: one attack per hex entered, ToI).
     */
    firstFireFollowUp: z.boolean().default(true),
  }),
);
