// Support weapons (A9): the events of the supportWeapons module (rules/supportWeapons).
import * as z from 'zod';
import { rule } from '../../wireParts';

export const supportWeaponsEvents = {
  /** A9.2: the colored dr of a MG's IFT DR against its ROF; `kept`: it may fire again this phase. Public, as the fire that made it. */
  multipleRof: z.object({
    unit: z.string(),
    type: z.string(),
    colored: z.int(),
    rof: z.int(),
    kept: z.boolean(),
    /** A21.12: a captured MG, its ROF one lower. */
    captured: z.boolean().optional(),
    rule,
  }),
  /** A9.7: an Original IFT DR >= the MG's B#: it malfunctioned. */
  mgMalfunctioned: z.object({
    unit: z.string(),
    type: z.string(),
    original: z.int(),
    breakdown: z.int(),
    /** A21.11: a captured MG (its B# two lower); `eliminated`: the Original DR reached its X# (A.11). */
    captured: z.boolean().optional(),
    eliminated: z.boolean().optional(),
    rule,
  }),
  /** A9.72: a repair dr, the owner's alone. */
  mgRepair: z.object({ unit: z.string(), type: z.string(), dr: z.int(), result: z.enum(['repaired', 'eliminated', 'none']), rule }),
  /** A9.8: a MG turned to its dm side, or assembled again, by its possessor (`by`): the owner's alone. */
  mgDismantled: z.object({ unit: z.string(), type: z.string(), by: z.string(), rule }),
  mgAssembled: z.object({ unit: z.string(), type: z.string(), by: z.string(), rule }),
  /** A4.44: a Recovery dr for a SW lying unpossessed; `recovered`: the unit now possesses it; `captured`: an enemy SW (A21.1). */
  swRecovery: z.object({
    unit: z.string(),
    sw: z.string(),
    type: z.string(),
    dr: z.int(),
    final: z.int(),
    below: z.int(),
    recovered: z.boolean(),
    captured: z.boolean(),
    rule,
  }),
} as const;
