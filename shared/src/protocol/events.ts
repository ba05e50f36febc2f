// The `data` of every event type the engine emits, as the wire carries it: the chapter A core's event
// types here (fire, movement, rout, rally, close combat, concealment, DC, the core's fortification
// counters, phases, setup), plus each rule area's, declared in its own folder (areas/<area>/events.ts)
// and registered in areas/index.ts, so a new area adds its events without editing this file. The
// engine builds events (shared/src/rules, shared/src/engine); these schemas describe them so that the
// client reads event data typed, and so that a test (events.test.ts) can prove every emitted event
// matches its schema. Objects are not strict: the engine may add a field without breaking older
// clients. An event type emitted by the engine without a schema fails that test: add the schema with
// the new event, in the area of the module that emits it (the core's here). A type declared twice (two
// areas, or an area and the core) throws when this module loads (areas/areaWire.ts composeSchemas).
import * as z from 'zod';
import { type AreaEvents, AREA_WIRES } from './areas/index';
import { composeSchemas } from './areas/areaWire';
import type { ViewEvent } from './socket';
import { groupMove, ids, loc, modifier, rule, side } from './wireParts';

/**
 * What a roll decided (`roll.detail`), for the dice panel; with the roll's own audience. `target`
 * (IFT), `unit` (checks) and `hex` (CC) link the roll to the events it decided (`fireResult.target`,
 * `broken`/`pinned`.unit, `closeCombat.hex`).
 */
const rollDetail = z.union([
  /** A7.3: the FP and column the attack was rolled on, the target Location and the result there. */
  z.object({ table: z.literal('IFT'), fp: z.number(), column: z.number(), target: z.string(), result: z.string() }),
  /**
   * A11.11: the CC attack's FP, the Kill Number and what the Final DR did; the defence FP and odds column
   * only when no defender is concealed (A11.19: a "?" keeps its FP from the attacker).
   */
  z.object({
    table: z.literal('CC'),
    hex: z.string(),
    attackFp: z.number(),
    defenceFp: z.number().optional(),
    odds: z.string().optional(),
    killNumber: z.int(),
    vsConcealed: z.boolean(),
    result: z.string(),
  }),
  /** A10.1 MC/NMC (A10.53 Interdiction too), A10.2 LLMC/LLTC, A7.82 PTC, TC, A10.6 Rally: passed when the Final DR does not exceed `moraleLevel` (a MC with Original 12 fails, A10.31). */
  z.object({
    check: z.enum(['MC', 'NMC', 'LLMC', 'LLTC', 'PTC', 'TC', 'Rally']),
    unit: z.string(),
    moraleLevel: z.number(),
    passed: z.boolean(),
  }),
]);
/** A7.2-A7.24, A7.8, A8.3-A8.4: one firer's printed FP, each doubling (x2) or halving (x0.5) in order, and its FP in the attack. */
const fpBreakdown = z.array(
  z.object({
    unit: z.string(),
    base: z.number(),
    factors: z.array(z.object({ name: z.string(), times: z.number(), rule })),
    fp: z.number(),
  }),
);

/** The chapter A core's event types (the rule areas' are in areas/). */
export const CORE_EVENTS = {
  // dice (engine): the roll itself for its audience, a notice that it was made for the other seat
  roll: z.object({
    purpose: z.string(),
    rule,
    kind: z.enum(['dr', 'DR']),
    /** The dice stream of the roll's audience (rng/dice.ts DICE_STREAMS); absent in rolls made before the streams (rules version 2 and earlier). */
    stream: z.enum(['all', 'A', 'B', 'none']).optional(),
    positions: z.array(z.int().min(0)),
    dice: z.array(z.int().min(1).max(6)),
    original: z.number(),
    modifiers: z.array(modifier),
    final: z.number(),
    detail: rollDetail.optional(),
  }),
  rollMade: z.object({ purpose: z.string(), rule, kind: z.enum(['dr', 'DR']) }),
  /** A Hero's or Leader's skill card shown by its use (hidden skill cards, heroes-and-leaders). */
  skillCardUsed: z.object({ unit: z.string(), card: z.string(), rule }),
  // turn and setup
  phaseStarted: z.object({
    turn: z.int(),
    playerTurn: z.union([z.literal(1), z.literal(2)]),
    phase: z.string(),
    step: z.int().optional(),
    attacker: side,
  }),
  phaseDone: z.object({ side, phase: z.string() }),
  setupFinished: z.object({ side }),
  setupComplete: z.object({}),
  unitsPlaced: z.object({
    placements: z.array(
      z.union([z.object({ unit: z.string(), carriedBy: z.string() }), z.object({ unit: z.string(), loc, concealed: z.boolean() })]),
    ),
  }),
  matchEnded: z.object({ winner: side.nullable(), reason: z.string(), aborted: z.boolean().optional() }),
  // concealment (A12)
  concealmentGained: z.object({ unit: z.string().optional(), loc, rule }),
  concealmentLost: z.object({ unit: z.string(), type: z.string(), loc, rule }),
  dummyRevealed: z.object({ loc, side, rule }),
  /**
   * Kept in the core because two areas emit it with one shape: heroes-and-leaders' impulses and
   * sewer-cards' action turns (an event type has one owner, areas/areaWire.ts).
   * HL.3: the active side activated a hex's units or a leader and his Location's (SC.7: one unit, with
   * its `action`; the other side is told the unit and action only when it sees the unit). The owner's event in
   * full; the other side's lists the units it sees (`concealed` when a "?" or an unseen unit is among
   * them), names the leader (`by: 'leader'`) only when it sees him, and the hex only when some unit of
   * the activation is on the map for it.
   */
  activated: z.object({
    by: z.enum(['hex', 'leader']).optional(),
    hex: z.string().optional(),
    leader: z.string().optional(),
    units: ids,
    concealed: z.boolean().optional(),
    action: z.string().optional(),
    rule,
  }),
  // movement, advance, rout
  moved: groupMove,
  advanced: groupMove,
  routed: groupMove,
  moveStopped: z.object({ from: z.string(), into: z.string(), rule }),
  levelChanged: z.object({
    units: ids,
    hex: z.string(),
    from: z.number(),
    to: z.number(),
    mf: z.number().optional(),
    concealed: z.boolean().optional(),
    rule,
  }),
  // fire and its results
  fire: z.object({
    kind: z.string(),
    firers: ids,
    target: z.string(),
    fp: z.number(),
    column: z.number(),
    area: z.boolean(),
    /** Each firer's FP: base and modifications (absent in sewer fire, B8.3, and in older matches). */
    fpBreakdown: fpBreakdown.optional(),
    /** Sewer fire (B8.3): the stack fired at, and the opponent's view of a stack that fired. */
    stack: z.string().optional(),
    fromStack: z.string().optional(),
    rule,
  }),
  /**
   * An attack's result; `position` for units beneath a counter (B27.13: another Location for TEM). An
   * attack on units above and beneath is one DR: the roll's result is the first position's, each other
   * position's comes with its own DRM (`modifiers`) and Final DR.
   */
  fireResult: z.object({
    target: z.string(),
    position: z.string().optional(),
    modifiers: z.array(modifier).optional(),
    final: z.number().optional(),
    result: z.string(),
    rule,
  }),
  residualFire: z.object({ hex: z.string(), fp: z.number(), rule }),
  moraleCheck: z.object({
    unit: z.string(),
    purpose: z.string(),
    original: z.number(),
    modifiers: z.array(modifier),
    final: z.number(),
    moraleLevel: z.number().optional(),
    passed: z.boolean().optional(),
    rule,
  }),
  broken: z.object({ unit: z.string(), rule }),
  pinned: z.object({ unit: z.string(), rule }),
  /** A unit in a Location, or a SW eliminated with the unit carrying it (`carriedBy`, no `loc`). */
  eliminated: z.object({ unit: z.string(), type: z.string(), loc: loc.optional(), carriedBy: z.string().optional(), rule }),
  reduced: z.object({ unit: z.string(), to: z.string(), rule }),
  /** A4.44: a SW its eliminated possessor carried stays in the Location, unpossessed (the owner's event). */
  swLeft: z.object({ unit: z.string(), type: z.string(), carriedBy: z.string(), loc, rule }),
  // rally (A10.6)
  rallied: z.object({ unit: z.string(), rule }),
  // close combat (A11)
  ambush: z.object({ hex: z.string(), side, rule }),
  closeCombat: z.object({ hex: z.string(), melee: z.boolean(), sewer: z.boolean().optional(), rule }),
  /**
   * A11.12: the attacks a side declared in a Location (ATTACKER first, then DEFENDER): the units each
   * attack names that the other side sees, and whether units under a "?" attack / are attacked (never how many).
   */
  closeCombatDeclared: z.object({
    hex: z.string(),
    side,
    attacks: z.array(z.object({ attackers: ids, concealedAttackers: z.boolean(), targets: ids, concealedTargets: z.boolean() })),
    rule,
  }),
  /** A hidden CC's odds (a sewer, B8.44): for the replay alone (audience none). */
  closeCombatOdds: z.object({
    side,
    attackFp: z.number(),
    defenceFp: z.number(),
    odds: z.string().optional(),
    killNumber: z.int(),
    final: z.number(),
    rule,
  }),
  // fortifications (rules/core/fortifications.ts)
  fortificationPlaced: z.object({
    fortification: z.object({
      id: z.string(),
      kind: z.string(),
      hex: z.string(),
      side,
      squads: z.int().optional(),
      hidden: z.boolean().optional(),
    }),
    rule,
  }),
  /** A12.33 (our reading): a counter set up hidden comes on board, for everyone; `why`: what revealed it. */
  fortificationRevealed: z.object({
    fortification: z.object({ id: z.string(), kind: z.string(), hex: z.string(), side, squads: z.int().optional() }),
    why: z.enum(['enemyEntered', 'unitSeen', 'entrenching']),
    rule,
  }),
  fortificationRemoved: z.object({ id: z.string(), kind: z.string().optional(), hex: z.string(), squads: z.int().optional(), rule }),
  // demolition charges (A23.7, B8.5): the placer's event names the unit and the DC
  dcPlaced: z.object({ loc, unit: z.string().optional(), dc: z.string().optional(), mf: z.number().optional(), rule }),
  dcAttack: z.object({ loc, fp: z.number(), column: z.number(), rule }),
} as const;

/** Every event type's data schema: the core's and every registered area's, each type with its own schema's type. */
export const EVENT_DATA = composeSchemas<typeof CORE_EVENTS & AreaEvents>('events', CORE_EVENTS, AREA_WIRES);

export type EventType = keyof typeof EVENT_DATA;
export type EventData<K extends EventType> = z.infer<(typeof EVENT_DATA)[K]>;

/** An event whose type has a schema, with its data parsed: `switch (e.type)` narrows `e.data`. */
export type KnownEvent = {
  [K in EventType]: { readonly version: number; readonly index: number; readonly type: K; readonly data: EventData<K> };
}[EventType];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_DATA, type);
}

/** Parses one event's data with the schema of its type: null for an unknown type or data that does not match. */
export function readEvent(e: ViewEvent): KnownEvent | null {
  if (!isEventType(e.type)) return null;
  const parsed = EVENT_DATA[e.type].safeParse(e.data);
  // the data was parsed by the schema of exactly this type, which is what KnownEvent pairs them by
  return parsed.success ? ({ version: e.version, index: e.index, type: e.type, data: parsed.data } as KnownEvent) : null;
}
