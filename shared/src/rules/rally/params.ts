// The rally module's parameters. Which MMC types have a boxed broken Morale Level (Self-Rally
// capability, A10.63) is a ruleset value until the catalog carries the counters' broken sides in full.
// Leaders (A10.71) and crews (A1.123) always may Self-Rally: they need no entry here.
import * as z from 'zod';
import { defineParams } from '../../engine/params';

export const RallyParams = defineParams(
  z.object({
    /** A10.63: MMC unit types whose broken Morale Level is boxed (Self-Rally capability). None of the catalog's by default (to confirm against the counters). */
    selfRallyTypes: z.array(z.string()).default([]),
  }),
);

/** The rally DRM (A10.6 ff.), each with its rule: the chart's values as data. */
export const RALLY_DRM = {
  /** A10.61: a unit in woods or a building (pillbox and trench: not modelled yet). */
  terrain: { name: 'building, pillbox, trench or woods', value: -1, rule: 'A10.61' },
  /** A10.62: a unit under Desperation Morale. */
  dm: { name: 'DM', value: 4, rule: 'A10.62' },
  /** A10.63: any Self-Rally attempt, a leader's too. */
  selfRally: { name: 'Self-Rally', value: 1, rule: 'A10.63' },
} as const;

/** A10.64: an Original DR of 12 on a rally attempt Casualty Reduces the unit, which does not rally. */
export const RALLY_FATE_DR = 12;
