// The `choices` of the legal entries the client completes itself (menus, hex picks), per entry type.
// Like events.ts: the engine's rule modules build them; these schemas describe them so the client reads
// them typed, and events.test.ts proves every entry offered in random games matches. Entries with a
// ready `command` need no schema. Objects are not strict: the engine may add fields.
import * as z from 'zod';
import type { LegalCommand } from './views';

const ids = z.array(z.string());
const hexes = z.array(z.string());
/** Firers per target: a hex (or "hex/level") for `fire`; "stack:S1" or "hex:71F5" for `sewerFire`. */
const byTarget = z.record(z.string(), ids);

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

export const LEGAL_CHOICES = {
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
  enterSewer: z.object({ units: ids, from: z.string() }),
  sewerMove: z.object({ stack: z.string(), from: z.string(), to: hexes }),
  sewerLostDestination: z.object({ stack: z.string(), from: z.string(), to: hexes }),
  sewerAdvance: z.object({ stack: z.string(), from: z.string(), into: hexes }),
  sewerFire: z.object({ stacks: ids, hexes, byTarget }),
  /** B8.6: how many tunnels the side may record, how many FBL it may forfeit for more, and the hexes an entrance may be in. */
  recordTunnels: z.object({ tunnels: z.int(), fortifiedBuildings: z.int(), hexes }),
  /** B8.61: the units at the entrance `from` that may go in, to come out at `to`. */
  enterTunnel: z.object({ units: ids, from: z.string(), to: z.string() }),
  /** `targets`: hexes, or "beneath" for the sewer under the unit. */
  placeDC: z.object({ unit: z.string(), from: z.string(), targets: z.array(z.string()) }),
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
  /** HL.3: the hexes whose units may be activated (every Location of the hex), and the Good Order Heroes/Leaders who may activate their Location. */
  activate: z.union([
    z.object({ hexes, leaders: z.array(z.object({ id: z.string(), hex: z.string() })) }),
    /** SC.7 (sewer-cards): each fresh unit that may be activated, where it is and the actions it may take ('advance', 'fire', 'fireAndMove', 'opFire', 'fatigue'). */
    z.object({ units: z.array(z.object({ id: z.string(), hex: z.string(), actions: z.array(z.string()) })) }),
  ]),
  /** SC.7: the units that may Assault, each with the ADJACENT hexes whose ground Location holds an enemy unit the side knows of. */
  assault: z.object({ units: z.array(z.object({ id: z.string(), targets: hexes })) }),
  /** HL.4: the stack (`units`) in the node `from` may move through its network to any node of `to` (within six hexes). */
  networkMove: z.object({ units: ids, from: z.string(), to: hexes }),
  /** HL.2: the stack in the Sewer or Tunnel Location beneath `hex` may come up into the hex's ground Location. */
  leaveNetwork: z.object({ units: ids, hex: z.string() }),
  /** SC.2: the active squad on a hex with a sewer token, and the empty Sewer cards it may go onto. */
  enterSewerCard: z.object({ units: z.array(z.object({ id: z.string(), hex: z.string() })), cards: ids }),
  /** SC.4: the cards whose squad may advance (a token on the next open square). */
  sewerCardAdvance: z.object({ cards: ids }),
  /** SC.5: per card, the hexes within its exit range it may come up in, and the actions it may take there. */
  emerge: z.object({ options: z.array(z.object({ card: z.string(), hexes })), actions: ids }),
  /** SC.6: per card, the enemy-held hexes within its exit range it may assault. */
  sewerAssault: z.object({ options: z.array(z.object({ card: z.string(), hexes })) }),
} as const;

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
