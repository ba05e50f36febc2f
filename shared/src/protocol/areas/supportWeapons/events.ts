// Support weapons (A9): the events of the supportWeapons module (rules/supportWeapons).
import * as z from 'zod';
import { rule } from '../../wireParts';

export const supportWeaponsEvents = {
  /** A9.2: the colored dr of a MG's IFT DR against its ROF; `kept`: it may fire again this phase. Public, as the fire that made it. */
  multipleRof: z.object({ unit: z.string(), type: z.string(), colored: z.int(), rof: z.int(), kept: z.boolean(), rule }),
  /** A9.7: an Original IFT DR >= the MG's B#: it malfunctioned. */
  mgMalfunctioned: z.object({ unit: z.string(), type: z.string(), original: z.int(), breakdown: z.int(), rule }),
  /** A9.72: a repair dr, the owner's alone. */
  mgRepair: z.object({ unit: z.string(), type: z.string(), dr: z.int(), result: z.enum(['repaired', 'eliminated', 'none']), rule }),
} as const;
