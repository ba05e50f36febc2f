// Hidden Initial Placement (A12.3): the choices of the legal entry the hip module offers (rules/hip).
import * as z from 'zod';
import { hexes, ids } from '../../wireParts';

export const hipChoices = {
  /**
   * A12.3: the side's units that may be marked, those marked now, and its grant: the squad
   * equivalents (A5.5) it may hide and how many it has, SMC with them, the hexes whose units all may.
   */
  setUpHidden: z.object({ units: ids, hidden: ids, squadEquivalents: z.number(), used: z.number(), smcWithThem: z.boolean(), hexes }),
  /** A12.33 (our reading): the side's setup foxholes and trenches (ids), those hidden now, and how many the grant lets it hide. */
  hideFortifications: z.object({ counters: ids, hidden: ids, max: z.int() }),
} as const;
