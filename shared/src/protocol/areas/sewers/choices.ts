// Sewers (B8.1-B8.5): the choices of the legal entries the sewers module offers (rules/sewers).
import * as z from 'zod';
import { byTarget, hexes, ids } from '../../wireParts';

export const sewersChoices = {
  enterSewer: z.object({ units: ids, from: z.string() }),
  sewerMove: z.object({ stack: z.string(), from: z.string(), to: hexes }),
  sewerLostDestination: z.object({ stack: z.string(), from: z.string(), to: hexes }),
  sewerAdvance: z.object({ stack: z.string(), from: z.string(), into: hexes }),
  sewerFire: z.object({ stacks: ids, hexes, byTarget }),
} as const;
