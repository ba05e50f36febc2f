// The `data` of every event type the engine emits, as the wire carries it. The engine builds events
// (shared/src/rules, shared/src/engine); these schemas describe them so that the client reads event
// data typed, and so that a test (events.test.ts) can prove every emitted event matches its schema.
// Objects are not strict: the engine may add a field without breaking older clients. An event type
// emitted by the engine without a schema here fails that test: add the schema with the new event.
import * as z from 'zod';
import { SIDES } from './sides';
import type { ViewEvent } from './socket';

const side = z.enum(SIDES);
const rule = z.string();
const ids = z.array(z.string());
/** A Location (A2.5), like WireLocation in views.ts. */
const loc = z.object({ hex: z.string(), place: z.string(), level: z.number(), position: z.string().optional() });
const modifier = z.object({ name: z.string(), value: z.number(), rule: z.string() });
/**
 * moved / advanced / routed: the owner's event lists every unit (and `mf`); the opponent's only the units it sees, with `concealed` when a "?" moved too.
 * `fromPosition` / `position`: where inside the Locations (B27.13: 'beneath' a counter); `from` and `to` are the same hex for a change of position.
 */
const groupMove = z.object({
  units: ids,
  from: z.string(),
  to: z.string(),
  fromPosition: z.string().optional(),
  position: z.string().optional(),
  mf: z.number().optional(),
  concealed: z.boolean().optional(),
  rule: rule.optional(),
});
/** Events about one sewer stack (B8.41). Stack ids say nothing of what a stack holds. */
const sewerStack = z.object({ stack: z.string(), hex: z.string(), rule });

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

export const EVENT_DATA = {
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
  /** SC.7: an assault (an adjacent hex's ground Location attacked in CC): the unit unless it kept its "?", and whether it won and holds the hex. */
  assaulted: z.object({ hex: z.string(), unit: z.string().optional(), concealed: z.boolean().optional(), won: z.boolean(), rule }),
  // movement, advance, rout
  moved: groupMove,
  advanced: groupMove,
  routed: groupMove,
  /** heroes-and-leaders sewer movement (HL.4) and coming up out of the network into the hex's ground Location. */
  networkMoved: groupMove,
  networkLeft: groupMove,
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
  riverConditions: z.object({
    depth: z.enum(['fordable', 'deep', 'flooded']),
    current: z.enum(['slow', 'moderate', 'heavy']),
    direction: z.string(),
    rule,
  }),
  /** B21.6: the ice of a hex is gone (an HE KIA, a collapse): the hex is water again. */
  iceBroken: z.object({ hex: z.string(), rule }),
  /** B21.6 / B6.42: the ice gave way under `tons` of vehicles (the Weight Limit was `limit`). */
  iceCollapsed: z.object({ hex: z.string(), tons: z.number(), limit: z.number(), rule }),
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
  // sewers (B8)
  sewerLeaderCheck: z.object({ leader: z.string(), passed: z.boolean(), rule }),
  /** The owner's event lists the units; the opponent's does not. */
  sewerEntered: sewerStack.extend({ units: ids.optional() }),
  sewerMoved: z.object({
    stack: z.string(),
    from: z.string(),
    to: z.string(),
    lost: z.boolean(),
    closeCombat: z.boolean().optional(),
    rule,
  }),
  sewerLost: sewerStack,
  sewerFound: sewerStack,
  sewerStackRemoved: sewerStack,
  // Sewer cards (sewer-cards SC.2-SC.6): the owner's events name the squad; the other side's name it only
  // where it sees it (open cards: a squad it saw go down; on the map again: as the map shows it)
  sewerCardEntered: z.object({ card: z.string(), hex: z.string(), unit: z.string().optional(), rule }),
  /** The owner's; the other side's too with open cards (hidden cards: it learns nothing). */
  sewerAdvanced: z.object({ card: z.string(), exitRange: z.int(), rule }),
  /** `stopped`: a unit set up hidden in the hex was found; the squad stays on its card. */
  emerged: z.object({
    card: z.string(),
    from: z.string(),
    hex: z.string(),
    unit: z.string().optional(),
    action: z.string().optional(),
    stopped: z.boolean().optional(),
    rule,
  }),
  sewerAssault: z.object({ card: z.string(), from: z.string(), hex: z.string(), unit: z.string().optional(), rule }),
  sewerAssaultResolved: z.object({ card: z.string(), hex: z.string(), won: z.boolean(), eliminated: z.boolean(), rule }),
  // fortifications (rules/core/fortifications.ts)
  fortificationPlaced: z.object({
    fortification: z.object({ id: z.string(), kind: z.string(), hex: z.string(), side, squads: z.int().optional() }),
    rule,
  }),
  fortificationRemoved: z.object({ id: z.string(), kind: z.string().optional(), hex: z.string(), squads: z.int().optional(), rule }),
  // entrenchments (B27): the owner's alone while setup is secret, or when a participant is under "?"
  setUpBeneath: z.object({ units: ids, hex: z.string(), beneath: z.boolean(), rule }),
  entrenchingAttempt: z.object({ units: ids, hex: z.string(), success: z.boolean(), rule }),
  /** B8.41: stacks of a side ending its MPh in one Sewer Location become one (`stack`); `from` are gone. */
  sewerStacksCombined: sewerStack.extend({ from: ids, lost: z.boolean() }),
  sewerEmergence: sewerStack.extend({
    original: z.number(),
    modifiers: z.array(modifier),
    final: z.number(),
    result: z.enum(['mayEmerge', 'cannotEmerge', 'discovered']),
  }),
  sewerDiscovered: sewerStack,
  sewerEmergenceRevealed: sewerStack.extend({ manholeGoodOrderMmc: z.int(), manholeOccupied: z.boolean(), adjacentSewer: z.boolean() }),
  /**
   * The owner's event lists unit ids; the opponent's lists the units revealed (none when emerging
   * concealed) as {unit, type}. Two shapes under one name: both are accepted until the engine settles on one.
   */
  sewerEmerged: sewerStack.extend({
    units: z.array(z.union([z.string(), z.object({ unit: z.string(), type: z.string() })])),
    concealed: z.boolean(),
    encircled: z.boolean(),
  }),
  sewerEmergeStopped: sewerStack,
  sewerRubbled: z.object({ hex: z.string(), rule }),
  // tunnels (B8.6-B8.63): the owner's events name the tunnel and units; the other side's only the "Sewer ?" counter
  /** The recording side's alone (B8.6). */
  tunnelsRecorded: z.object({
    tunnels: z.array(
      z.object({
        id: z.string(),
        entrances: z.array(z.object({ hex: z.string(), position: z.enum(['pillbox', 'beneath']).optional() })),
        forfeitsFbl: z.boolean(),
      }),
    ),
    rule,
  }),
  tunnelEntered: z.object({
    stack: z.string(),
    hex: z.string(),
    from: z.string().optional(),
    tunnel: z.string().optional(),
    units: ids.optional(),
    rule,
  }),
  tunnelEmerged: z.object({ stack: z.string(), hex: z.string(), units: ids.optional(), encircled: z.boolean().optional(), rule }),
  tunnelStackRemoved: z.object({ stack: z.string(), hex: z.string(), rule }),
  /** A router repulsed at the exit by an enemy unit it could not know of (A10.533). */
  tunnelRoutRepulsed: z.object({ from: z.string(), hex: z.string(), rule }),
  tunnelEntranceDiscovered: z.object({ hex: z.string(), side, position: z.enum(['pillbox', 'beneath']).optional(), rule }),
  tunnelEntranceDestroyed: z.object({ hex: z.string(), side, position: z.enum(['pillbox', 'beneath']).optional(), rule }),
  // demolition charges (A23.7, B8.5): the placer's event names the unit and the DC
  dcPlaced: z.object({ loc, unit: z.string().optional(), dc: z.string().optional(), mf: z.number().optional(), rule }),
  dcAttack: z.object({ loc, fp: z.number(), column: z.number(), rule }),
} as const;

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
