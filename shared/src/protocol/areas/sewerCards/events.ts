// sewer-cards: the events of its action turns (rules/activations: SC.7's assault) and of its Sewer cards
// (rules/sewerCards, SC.2-SC.6). Its activations emit the core's `activated`, which heroes-and-leaders'
// impulses share. The owner's events name the squad on a card; the other side's name it only where it
// sees it (open cards: a squad it saw go down; on the map again: as the map shows it).
import * as z from 'zod';
import { rule } from '../../wireParts';

export const sewerCardsEvents = {
  /** SC.7: an assault (an adjacent hex's ground Location attacked in CC): the unit unless it kept its "?", and whether it won and holds the hex. */
  assaulted: z.object({ hex: z.string(), unit: z.string().optional(), concealed: z.boolean().optional(), won: z.boolean(), rule }),
  sewerCardEntered: z.object({ card: z.string(), hex: z.string(), unit: z.string().optional(), rule }),
  /** The owner's; the other side's too with open cards (hidden cards: it learns nothing). */
  sewerAdvanced: z.object({ card: z.string(), exitRange: z.int(), rule }),
  /** `stopped`: a unit set up hidden in the hex was found; the squad stays on its card. */
  emerged: z.object({
    card: z.string(),
    from: z.string(),
    hex: z.string(),
    unit: z.string().optional(),
    action: z.string().optional(),
    stopped: z.boolean().optional(),
    rule,
  }),
  sewerAssault: z.object({ card: z.string(), from: z.string(), hex: z.string(), unit: z.string().optional(), rule }),
  sewerAssaultResolved: z.object({ card: z.string(), hex: z.string(), won: z.boolean(), eliminated: z.boolean(), rule }),
} as const;
