// A scenario: JSON validated by zod. It names its map, both orders of battle, the setup zones, the
// special rules that rule modules read, the turn count and the victory conditions.
import { z } from 'zod';
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
});

export const SpecialRulesSchema = z.strictObject({
  /** B8.1: sewers are usable only when an SSR says so. */
  sewersUsable: z.boolean().default(false),
  /** B8.4: sides granted Sewer Movement capability. */
  sewerMovement: z.array(side).default([]),
  /** B23.9: Fortified Building Locations given by SSR (the ground level of these building hexes). */
  fortifiedBuildings: z.array(z.string().max(12)).max(100).default([]),
  /** B8.6: tunnels allowed (recorded secretly before setup). */
  tunnelsAllowed: z.boolean().default(false),
  /** B21.121, B21.122: a river's current and depth; unset values are rolled at the start. */
  river: z
    .strictObject({
      depth: z.enum(['fordable', 'deep', 'flooded']).optional(),
      current: z.enum(['slow', 'moderate', 'heavy']).optional(),
      direction: z.enum(['N', 'NE', 'SE', 'S', 'SW', 'NW']).optional(),
    })
    .optional(),
  /** Environmental Conditions (B25.5 / A24). */
  ec: z.enum(['wet', 'moist', 'moderate', 'dry', 'veryDry']).default('moderate'),
  /** B21.6 ff.: water frozen. */
  frozenWater: z.boolean().default(false),
});
export type SpecialRules = z.infer<typeof SpecialRulesSchema>;

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
  map: z.string(),
  rulesets: z.array(z.enum(['asl', 'heroes-and-leaders', 'sewer-cards'])).min(1),
  turns: z.int().min(1).max(20),
  sides: z.strictObject({
    A: z.strictObject({ name: z.string().max(40), nationality: z.string().max(20) }),
    B: z.strictObject({ name: z.string().max(40), nationality: z.string().max(20) }),
  }),
  /** The side that is ATTACKER in the first Player Turn of each Game Turn. */
  firstAttacker: side,
  unitTypes: z.array(UnitTypeSchema).default([]),
  oob: z.strictObject({ A: z.array(OobEntrySchema).min(1), B: z.array(OobEntrySchema).min(1) }),
  setupZones: z.strictObject({ A: ZoneSchema, B: ZoneSchema }),
  rules: SpecialRulesSchema.default(SpecialRulesSchema.parse({})),
  victory: VictorySchema,
});
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
