// The `choices` of the legal entries the client completes itself (menus, hex picks), per entry type:
// the chapter A core's entry types here, plus each rule area's, declared in its own folder
// (areas/<area>/choices.ts) and registered in areas/index.ts, so a new area adds its entries without
// editing this file. Like events.ts: the engine's rule modules build them; these schemas describe them
// so the client reads them typed, and events.test.ts proves every entry offered in random games
// matches. Entries with a ready `command` need no schema. Objects are not strict: the engine may add
// fields. A type declared twice throws when this module loads (areas/areaWire.ts composeSchemas).
import * as z from 'zod';
import { type AreaChoices, AREA_WIRES } from './areas/index';
import { composeSchemas } from './areas/areaWire';
import type { LegalCommand } from './views';
import { byTarget, hexes, ids } from './wireParts';

/**
 * What one option of a move costs, each part named with its rule (A4.1 COT, B27.4 +1 MF beneath a foxhole...);
 * `minimumMove`: some unit of the stack lacks the MF and enters by a Minimum Move, all its MF left and CX (A4.134).
 */
const cost = z.object({
  mf: z.number(),
  allMf: z.boolean().optional(),
  minimumMove: z.boolean().optional(),
  parts: z.array(z.object({ name: z.string(), mf: z.number(), rule: z.string() })),
});
/** The cost of each option, keyed like the option: a `to` entry, or "hex:position" for a `positions` entry. */
const costs = z.record(z.string(), cost).optional();
/**
 * Options that enter a position inside a Location (RuleModule.positions: 'beneath' a foxhole or trench
 * counter, 'pillbox'...): the command names `to` and `position`. `to` may be the units' own hex (a change
 * of position inside it); the plain `to` entries include the own hex when leaving a position is offered.
 */
const positions = z.array(z.object({ to: z.string(), position: z.string() })).optional();

/**
 * A11.12: a side's CC declaration in one Location: its units that may attack, the enemy units it sees
 * there by id (`smc`: those a CC attack may not single out, A11.14), whether a "?" is there (one target,
 * A11.19), each named unit's CC FP and the CC Table (A11.11) to read the odds on.
 */
const ccDeclaration = z.object({
  location: z.string(),
  attackers: ids,
  targets: ids,
  smc: ids,
  concealed: z.boolean(),
  fp: z.record(z.string(), z.number()),
  killTable: z.object({ columns: z.array(z.tuple([z.tuple([z.number(), z.number()]), z.int()])), below: z.int(), above: z.int() }),
});

/** The chapter A core's entry types (the rule areas' are in areas/). */
export const CORE_CHOICES = {
  declareCloseCombat: ccDeclaration,
  answerCloseCombat: ccDeclaration,
  placeUnits: z.object({ units: ids, hexes }),
  /** `to`: hexes, or "hex/level" for an upper building Location (B23.42). */
  /** `offRoad`: hexes of `to` entered along a road, for the cost of their other terrain instead (A4.132: the command's `offRoad`). */
  move: z.object({ units: ids, from: z.string(), fromPosition: z.string().optional(), to: hexes, positions, costs, offRoad: costs }),
  advance: z.object({ units: ids, from: z.string(), fromPosition: z.string().optional(), to: hexes, positions }),
  changeLevel: z.object({ units: ids, from: z.string(), level: z.number(), levels: z.array(z.number()) }),
  /** `group`: a Fire Group across a chain of ADJACENT Locations (A7.5); without it, one Location's units. */
  fire: z.object({ targets: hexes, byTarget, group: z.literal(true).optional() }),
  /** Answering the DEFENDER's question after a move: every firer fires at the moved units' hex (`group`: as for `fire`). */
  defensiveFire: z.object({ firers: ids, targets: hexes, group: z.literal(true).optional() }),
  /** `lowCrawl`: this entry's hexes are Low Crawl moves (A10.52). */
  rout: z.object({
    unit: z.string(),
    from: z.string(),
    to: hexes,
    positions: z.array(z.object({ to: z.string(), position: z.string(), mf: z.number() })).optional(),
    lowCrawl: z.literal(true).optional(),
  }),
  /** `targets`: hexes, or "beneath" for the sewer under the unit. */
  placeDC: z.object({ unit: z.string(), from: z.string(), targets: z.array(z.string()) }),
  /**
   * Kept in the core because two areas offer it: heroes-and-leaders' impulses and sewer-cards' action
   * turns (an entry type has one owner, areas/areaWire.ts).
   * HL.3: the hexes whose units may be activated (every Location of the hex), and the Good Order Heroes/Leaders who may activate their Location.
   */
  activate: z.union([
    z.object({ hexes, leaders: z.array(z.object({ id: z.string(), hex: z.string() })) }),
    /** SC.7 (sewer-cards): each fresh unit that may be activated, where it is and the actions it may take ('advance', 'fire', 'fireAndMove', 'opFire', 'fatigue'). */
    z.object({ units: z.array(z.object({ id: z.string(), hex: z.string(), actions: z.array(z.string()) })) }),
  ]),
} as const;

/** Every entry type's choices schema: the core's and every registered area's, each type with its own schema's type. */
export const LEGAL_CHOICES = composeSchemas<typeof CORE_CHOICES & AreaChoices>('choices', CORE_CHOICES, AREA_WIRES);

export type ChoiceType = keyof typeof LEGAL_CHOICES;
export type Choices<K extends ChoiceType> = z.infer<(typeof LEGAL_CHOICES)[K]>;

/** A legal entry with choices of a known type, parsed: `switch (l.type)` narrows `l.choices`. */
export type LegalWithChoices = {
  [K in ChoiceType]: { readonly type: K; readonly label: string; readonly rule?: string; readonly choices: Choices<K> };
}[ChoiceType];

export function isChoiceType(type: string): type is ChoiceType {
  return Object.hasOwn(LEGAL_CHOICES, type);
}

/** The entry with its choices parsed by its type's schema; null without choices, or of an unknown type or shape. */
export function readChoices(l: LegalCommand): LegalWithChoices | null {
  if (!l.choices || !isChoiceType(l.type)) return null;
  const parsed = LEGAL_CHOICES[l.type].safeParse(l.choices);
  // parsed by the schema of exactly this type, which is what LegalWithChoices pairs them by
  return parsed.success
    ? ({ type: l.type, label: l.label, ...(l.rule ? { rule: l.rule } : {}), choices: parsed.data } as LegalWithChoices)
    : null;
}

/**
 * Commands that leave the match instead of playing it: resigning (a loss) and, before the first Player
 * Turn, aborting (no result). Always on offer, so they never make it "your move", are never a bot's or
 * the skip preference's pick, and ask before they are sent.
 */
export const LEAVING_COMMANDS: ReadonlySet<string> = new Set(['resign', 'abort']);
export const isLeaving = (l: { readonly type: string }): boolean => LEAVING_COMMANDS.has(l.type);
