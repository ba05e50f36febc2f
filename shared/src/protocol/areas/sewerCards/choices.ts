// sewer-cards: the choices of the legal entries of its action turns (rules/activations: SC.7's assault)
// and of its Sewer cards (rules/sewerCards, SC.2-SC.6). Its activations offer the core's `activate`,
// which heroes-and-leaders' impulses share.
import * as z from 'zod';
import { hexes, ids } from '../../wireParts';

/** Per card, hexes within its exit range (SC.5, SC.6). */
const cardHexes = z.array(z.object({ card: z.string(), hexes }));

export const sewerCardsChoices = {
  /** SC.7: the units that may Assault, each with the ADJACENT hexes whose ground Location holds an enemy unit the side knows of. */
  assault: z.object({ units: z.array(z.object({ id: z.string(), targets: hexes })) }),
  /** SC.2: the active squad on a hex with a sewer token, and the empty Sewer cards it may go onto. */
  enterSewerCard: z.object({ units: z.array(z.object({ id: z.string(), hex: z.string() })), cards: ids }),
  /** SC.4: the cards whose squad may advance (a token on the next open square). */
  sewerCardAdvance: z.object({ cards: ids }),
  /** SC.5: per card, the hexes within its exit range it may come up in, and the actions it may take there. */
  emerge: z.object({ options: cardHexes, actions: ids }),
  /** SC.6: per card, the enemy-held hexes within its exit range it may assault. */
  sewerAssault: z.object({ options: cardHexes }),
} as const;
