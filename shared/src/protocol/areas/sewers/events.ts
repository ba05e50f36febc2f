// Sewers (B8.1-B8.5): the events of the sewers module (rules/sewers). Stack ids say nothing of what a
// stack holds; the owner's events list its units, the opponent's do not.
import * as z from 'zod';
import { ids, modifier, rule } from '../../wireParts';

/** Events about one sewer stack (B8.41). */
const sewerStack = z.object({ stack: z.string(), hex: z.string(), rule });

export const sewersEvents = {
  sewerLeaderCheck: z.object({ leader: z.string(), passed: z.boolean(), rule }),
  /** The owner's event lists the units; the opponent's does not. */
  sewerEntered: sewerStack.extend({ units: ids.optional() }),
  sewerMoved: z.object({
    stack: z.string(),
    from: z.string(),
    to: z.string(),
    lost: z.boolean(),
    closeCombat: z.boolean().optional(),
    rule,
  }),
  sewerLost: sewerStack,
  sewerFound: sewerStack,
  sewerStackRemoved: sewerStack,
  /** B8.41: stacks of a side ending its MPh in one Sewer Location become one (`stack`); `from` are gone. */
  sewerStacksCombined: sewerStack.extend({ from: ids, lost: z.boolean() }),
  sewerEmergence: sewerStack.extend({
    original: z.number(),
    modifiers: z.array(modifier),
    final: z.number(),
    result: z.enum(['mayEmerge', 'cannotEmerge', 'discovered']),
  }),
  sewerDiscovered: sewerStack,
  sewerEmergenceRevealed: sewerStack.extend({ manholeGoodOrderMmc: z.int(), manholeOccupied: z.boolean(), adjacentSewer: z.boolean() }),
  /**
   * The owner's event lists unit ids; the opponent's lists the units revealed (none when emerging
   * concealed) as {unit, type}. Two shapes under one name: both are accepted until the engine settles on one.
   */
  sewerEmerged: sewerStack.extend({
    units: z.array(z.union([z.string(), z.object({ unit: z.string(), type: z.string() })])),
    concealed: z.boolean(),
    encircled: z.boolean(),
  }),
  sewerEmergeStopped: sewerStack,
  sewerRubbled: z.object({ hex: z.string(), rule }),
} as const;
