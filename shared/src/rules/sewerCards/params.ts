// The Sewer cards' parameters and the scenario's Sewer rule (SC.1). The text prints no card: the exit-range
// track is DESIGN section 6's default, to confirm against the printed cards.
import * as z from 'zod';
import { matchOption } from '../../engine/matchOptions';
import { defineParams, defineScenarioRules } from '../../engine/params';

export const SewerCardParams = defineParams(
  z.object({
    /** SC.4: the numbers printed on a Sewer card's squares, first to last (the exit-range track). */
    sewerCardTrack: z.array(z.int().min(0)).min(1).max(12).default([0, 2, 4, 6, 8]),
    /** The match option "hidden Sewer cards": the other side sees the entrance markers only (tokens, exit range and squad are the owner's). */
    hiddenSewerCards: z
      .boolean()
      .default(false)
      .meta(
        matchOption({
          label: 'hidden Sewer cards',
          description: 'the opponent sees only the entrance markers of your Sewer cards',
        }),
      ),
  }),
);

export const DEFAULT_CARD_COLOURS = ['red', 'blue', 'green', 'yellow', 'white', 'black'] as const;

export const SewerCardRules = defineScenarioRules(
  z.object({
    /** SC.1: the scenario's Sewer rule: the side that takes `count` Sewer cards and their entrance markers. */
    sewerCards: z
      .strictObject({
        side: z.enum(['A', 'B']),
        count: z.int().min(1).max(6),
        /** The cards' colours (their ids), first `count` used. */
        colours: z.array(z.string().min(1).max(12)).min(1).max(6).optional(),
        /** Hexes with a sewer token; default: the map's Manhole Locations. */
        hexes: z.array(z.string().max(12)).optional(),
      })
      .optional(),
  }),
);
