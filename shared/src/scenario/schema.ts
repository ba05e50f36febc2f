// A scenario: JSON validated by zod. It names its map, both orders of battle, the setup zones, the
// special rules (read by the rule modules that declare them), the turn count and the victory conditions.
import * as z from 'zod';
import { RULESET_IDS } from '../protocol/rulesets';
import { UnitTypeSchema } from '../units/catalog';

const side = z.enum(['A', 'B']);

/** A setup zone: listed hexes and/or a rectangle of columns and rows on one board. */
export const ZoneSchema = z.strictObject({
  hexes: z.array(z.string()).max(400).optional(),
  areas: z
    .array(
      z.strictObject({
        board: z.string(),
        columns: z.tuple([z.string(), z.string()]),
        rows: z.tuple([z.int(), z.int()]),
      }),
    )
    .max(20)
    .optional(),
});
export type Zone = z.infer<typeof ZoneSchema>;

export const OobEntrySchema = z.strictObject({
  type: z.string(),
  count: z.int().min(1).max(40).default(1),
  /** The OB grants concealment: these units may set up beneath "?" in Concealment Terrain (A12.12). */
  concealed: z.boolean().default(false),
  /** Skill cards the OB gives each of these units (Heroes and Leaders only; heroes-and-leaders: "Sewer Rat"). */
  skills: z.array(z.string().min(1).max(30)).max(4).default([]),
});

export const VictorySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('controlHexes'),
    /** This side wins by Controlling (A26) at least `count` of `hexes` at the end; else the other side. */
    side,
    hexes: z.array(z.string()).min(1).max(40),
    count: z.int().min(1),
    text: z.string().max(300),
  }),
]);

export const ScenarioSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(80),
  description: z.string().max(1000).default(''),
  /** The briefing the match page shows: the situation and forces as the scenario sets them up. Public only. */
  briefing: z.string().max(2000).default(''),
  /** The scenario's special rules in player language, each citing its rule (the match page's list). Public only. */
  specialRules: z.array(z.string().min(1).max(500)).max(20).default([]),
  map: z.string(),
  rulesets: z.array(z.enum(RULESET_IDS)).min(1),
  turns: z.int().min(1).max(20),
  sides: z.strictObject({
    A: z.strictObject({ name: z.string().max(40), nationality: z.string().max(20) }),
    B: z.strictObject({ name: z.string().max(40), nationality: z.string().max(20) }),
  }),
  /** The side that is ATTACKER in the first Player Turn of each Game Turn. */
  firstAttacker: side,
  unitTypes: z.array(UnitTypeSchema).default([]),
  oob: z.strictObject({ A: z.array(OobEntrySchema).min(1), B: z.array(OobEntrySchema).min(1) }),
  /** Whether the other side sees a unit's skill cards ('shown', as at the table) or only once a card is used ('hidden'). */
  skillCards: z.enum(['shown', 'hidden']).default('shown'),
  setupZones: z.strictObject({ A: ZoneSchema, B: ZoneSchema }),
  /**
   * Special rules, by name. Each rule module declares the ones it reads (RuleModule.scenarioRules); the
   * ruleset parses them when a match is built (engine/context.ts).
   */
  rules: z.record(z.string().max(40), z.unknown()).default({}),
  victory: VictorySchema,
});
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
