// Hidden Initial Placement (A12.3): the events of the hip module (rules/hip). Its reveals are the
// core's (rules/core/concealment.ts loseHip: `concealmentLost`, `concealmentGained`), since every
// module that ends HIP emits them.
import * as z from 'zod';
import { ids, rule } from '../../wireParts';

export const hipEvents = {
  /** The owner's alone (A12.3): the units it set up hidden (its whole list). */
  unitsHidden: z.object({ units: ids, rule }),
  /** The owner's alone (A12.33, our reading): its setup fortifications set up hidden (its whole list). */
  fortificationsHidden: z.object({ counters: ids, rule }),
} as const;
