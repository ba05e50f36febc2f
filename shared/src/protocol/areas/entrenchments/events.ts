// Entrenchments (B27): the events of the entrenchments module (rules/entrenchments). The owner's alone
// while setup is secret, or when a participant is under "?". The counters themselves are the core's
// fortification counters (fortificationPlaced / fortificationRemoved in events.ts).
import * as z from 'zod';
import { ids, rule } from '../../wireParts';

export const entrenchmentsEvents = {
  /** B27.1, B27.13: units set up beneath (or on top of) a counter of their hex. */
  setUpBeneath: z.object({ units: ids, hex: z.string(), beneath: z.boolean(), rule }),
  /** B27.11: an Entrenching Attempt and whether it made a foxhole. */
  entrenchingAttempt: z.object({ units: ids, hex: z.string(), success: z.boolean(), rule }),
} as const;
