// Snipers (A14): the choices of the legal entries the snipers module offers (rules/snipers).
import { hexes } from '../../wireParts';
import * as z from 'zod';

export const snipersChoices = {
  /** A14.2: the hexes the Sniper counter may be placed in before play. */
  placeSniper: z.object({ hexes }),
} as const;
