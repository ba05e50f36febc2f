// Water obstacles (B21): the events of the water module (rules/water): river conditions, ice.
import * as z from 'zod';
import { rule } from '../../wireParts';

export const waterEvents = {
  /** B21.121: the river's depth, current and direction, public once rolled or given. */
  riverConditions: z.object({
    depth: z.enum(['fordable', 'deep', 'flooded']),
    current: z.enum(['slow', 'moderate', 'heavy']),
    direction: z.string(),
    rule,
  }),
  /** B21.6: the ice of a hex is gone (an HE KIA, a collapse): the hex is water again. */
  iceBroken: z.object({ hex: z.string(), rule }),
  /** B21.6 / B6.42: the ice gave way under `tons` of vehicles (the Weight Limit was `limit`). */
  iceCollapsed: z.object({ hex: z.string(), tons: z.number(), limit: z.number(), rule }),
} as const;
