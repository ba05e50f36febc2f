// The sequence of play as ruleset data. A ruleset names its phases (ASL A3.1: RPh .. CCPh) and how
// they make a turn (ASL: two Player Turns a Game Turn, each with its phasing side); the variants bring
// impulses, activations and a Status Phase the same way. Modules ask "whose phase is it" through the
// queries below, never by comparing `state.attacker` themselves.
import type { Side } from '../protocol/sides';
import { otherSide } from '../protocol/sides';
import type { Moment } from '../protocol/moment';
import type { Scenario } from '../scenario/schema';
import type { GameState } from './state';

/** Who says a phase is over: the phasing side, the other side, or both (each its own "done"). */
export type PhaseEnder = 'phasing' | 'nonPhasing' | 'both';

/**
 * What units do in a phase (A3.1): the core modules ask whether the current phase allows their
 * activity for a side (`actsFor`), never which phase it is, so a ruleset whose phases differ (an
 * impulse where the active side moves or fires and the other may take Opportunity Fire) plays them.
 * Modules may name activities of their own.
 */
export type PhaseActivity =
  | 'rally'
  | 'prepFire'
  | 'move'
  | 'firstFire'
  | 'finalFire'
  | 'advancingFire'
  | 'rout'
  | 'advance'
  | 'closeCombat'
  | (string & {});

/** Who does an activity in a phase: the phasing side, the other side, or both. */
export type ActivityRole = PhaseRole | 'both';

export interface PhaseSpec {
  /** Short id in the state and on the wire ('MPh'). */
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  /** Whose phase it is (A3.4: the DFPh is the DEFENDER's); 'phasing' when not set. */
  readonly endedBy?: PhaseEnder;
  /** What units do in it, and which side (ASL's MPh: the ATTACKER moves, the DEFENDER may First Fire). */
  readonly acts?: Readonly<Partial<Record<PhaseActivity, ActivityRole>>>;
}

/** A point of the sequence of play. */
export interface TurnPosition {
  readonly turn: number;
  readonly playerTurn: 1 | 2;
  readonly phase: string;
  /** The phasing side (ATTACKER in ASL). */
  readonly attacker: Side;
  /** Which repetition of the phase in this Player Turn, where the structure repeats one (impulses). */
  readonly step?: number;
}

/** What a turn structure reads of the match it is played in. */
export interface TurnContext {
  readonly scenario: Pick<Scenario, 'firstAttacker' | 'turns'>;
}

export interface TurnStructure {
  readonly phases: readonly PhaseSpec[];
  /** Where play begins once both sides have set up. */
  start(ctx: TurnContext): TurnPosition;
  /** The point after the current phase, or null when the last turn is over. */
  next(ctx: TurnContext, state: GameState): TurnPosition | null;
  /**
   * The number of the current Player Turn counted from the start of play (1, 2, ...; 0 during setup):
   * the one turn index for "this Player Turn" (sewer discovery, entry turn) and delayed spectators.
   */
  index(state: GameState): number;
}

export type TurnStructureFactory = (phases: readonly PhaseSpec[]) => TurnStructure;

/** Merges the phases modules add (each after a named phase) into the ruleset's base sequence. */
export function mergePhases(base: readonly PhaseSpec[], added: readonly { phase: PhaseSpec; after: string }[]): PhaseSpec[] {
  const out = [...base];
  for (const a of added) {
    if (out.some((p) => p.id === a.phase.id)) throw new Error(`phase ${a.phase.id} is defined twice`);
    const i = out.findIndex((p) => p.id === a.after);
    if (i < 0) throw new Error(`phase ${a.phase.id} goes after ${a.after}, which this ruleset does not have`);
    out.splice(i + 1, 0, a.phase);
  }
  return out;
}

/** The phasing side of the current Player Turn (the ATTACKER, A3.1). */
export function phasingSide(state: GameState): Side {
  return state.attacker;
}

export function nonPhasingSide(state: GameState): Side {
  return otherSide(state.attacker);
}

export type PhaseRole = 'phasing' | 'nonPhasing';

/**
 * Whether `side` acts in `phase` now in the given role: play is on, it is that phase, and the side is
 * the phasing one (or the other one for 'nonPhasing'). With `free`, also no decision is pending.
 */
export function actsIn(state: GameState, side: Side, phase: string, role: PhaseRole = 'phasing', free = false): boolean {
  if (state.status !== 'playing' || state.phase !== phase) return false;
  if (free && state.pending) return false;
  return role === 'phasing' ? state.attacker === side : state.attacker !== side;
}

const specsById = new WeakMap<readonly PhaseSpec[], ReadonlyMap<string, PhaseSpec>>();
let lastPhases: readonly PhaseSpec[] | undefined;
let lastById: ReadonlyMap<string, PhaseSpec> | undefined;
let lastPhase: string | undefined;
let lastSpec: PhaseSpec | undefined;

/** The spec of a phase of the sequence (the first of that id): every legal() asks, so looked up in a table built once per sequence. */
function phaseSpec(turn: TurnStructure, phase: string): PhaseSpec | undefined {
  // the phase of the sequence asked last is nearly always the one asked again (every handler's legal() and hook asks)
  if (turn.phases === lastPhases && phase === lastPhase) return lastSpec;
  let byId = turn.phases === lastPhases ? lastById : specsById.get(turn.phases);
  if (!byId) {
    const table = new Map<string, PhaseSpec>();
    for (const p of turn.phases) if (!table.has(p.id)) table.set(p.id, p);
    specsById.set(turn.phases, (byId = table));
  }
  lastPhases = turn.phases;
  lastById = byId;
  lastPhase = phase;
  lastSpec = byId.get(phase);
  return lastSpec;
}

/** Who does `activity` in the current phase (its PhaseSpec's `acts`), if anyone. */
export function phaseActs(ctx: { readonly turn: TurnStructure }, state: GameState, activity: PhaseActivity): ActivityRole | undefined {
  if (state.status !== 'playing') return undefined;
  return phaseSpec(ctx.turn, state.phase)?.acts?.[activity];
}

/**
 * Whether `side` does `activity` now: play is on and the current phase gives it to that side (the
 * phasing side, the other, or both). With `free`, also no decision is pending.
 */
export function actsFor(
  ctx: { readonly turn: TurnStructure },
  state: GameState,
  side: Side,
  activity: PhaseActivity,
  free = false,
): boolean {
  const role = phaseActs(ctx, state, activity);
  if (!role || (free && state.pending)) return false;
  return role === 'both' || (role === 'phasing') === (state.attacker === side);
}

/** The sides that end the current phase (each must say "done" when there are two). */
export function phaseEnders(ctx: { readonly turn: TurnStructure }, state: GameState): Side[] {
  const spec = phaseSpec(ctx.turn, state.phase);
  switch (spec?.endedBy ?? 'phasing') {
    case 'nonPhasing':
      return [nonPhasingSide(state)];
    case 'both':
      return [phasingSide(state), nonPhasingSide(state)];
    default:
      return [phasingSide(state)];
  }
}

/** The point of play a command acts on: Game Turn, Player Turn and phase (protocol/moment.ts). */
export function currentMoment(state: GameState): Moment {
  return { turn: state.turn, playerTurn: state.playerTurn, phase: state.phase, ...(state.step ? { step: state.step } : {}) };
}

/**
 * The first phase of a Player Turn has begun (ASL: the RPh): what lasts "until the end of the Player
 * Turn" ends. Where the first phase repeats (sewer-cards: a round opens with its action turns), only its
 * first step begins one.
 */
export function playerTurnBegins(ctx: { readonly turn: TurnStructure }, state: GameState): boolean {
  return state.phase === ctx.turn.phases[0]?.id && (state.step ?? 1) === 1;
}
