// Snipers (A14): the events of the snipers module (rules/snipers), public like the Sniper counter.
import * as z from 'zod';
import { rule, side } from '../../wireParts';

export const snipersEvents = {
  /**
   * A14.2/A14.3: a Sniper attack by `side`: its dr, where its counter was and went (A14.2 Random
   * Location, A14.21), and each unit it selected (A0.9) with its own dr and what it did.
   */
  sniperAttack: z.object({
    side,
    dr: z.int(),
    from: z.string(),
    to: z.string(),
    hits: z.array(z.object({ unit: z.string(), dr: z.int(), effect: z.enum(['eliminate', 'casualtyReduce', 'break', 'pin', 'none']) })),
    rule,
  }),
  /** A14.2: `side` placed its Sniper counter in `hex` before play. */
  sniperPlaced: z.object({ side, hex: z.string(), rule }),
  /** A14.1: `side`'s SAN changed; `removed`: below 2, its Sniper counter left play. */
  sanChanged: z.object({ side, san: z.int(), removed: z.boolean(), rule }),
} as const;
