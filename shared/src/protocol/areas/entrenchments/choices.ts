// Entrenchments (B27): the choices of the legal entries the entrenchments module offers (rules/entrenchments).
import * as z from 'zod';
import { hexes, ids } from '../../wireParts';

export const entrenchmentsChoices = {
  /** Setup (B27.1, B27.51, B27.56): per kind the hexes of the setup zone where one may go now (foxholes: the most squads there). */
  placeEntrenchment: z.object({
    foxhole: z.record(z.string(), z.int()),
    trench: hexes,
    atDitch: hexes,
    left: z.object({ foxholeSquads: z.int(), trenches: z.int(), atDitches: z.int() }),
  }),
  /** Setup: in `hex`, the units on top that fit beneath its counter, and those beneath. */
  setUpBeneath: z.object({ hex: z.string(), above: ids, beneath: ids }),
  /** B27.11: in `hex`, each squad-equivalent that may attempt (one squad, or one or two HS/crews), and the leaders who may join. */
  entrench: z.object({ hex: z.string(), groups: z.array(ids), leaders: ids }),
} as const;
