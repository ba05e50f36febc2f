// The whole truth of a match. Server-only: it never leaves the server; views are built from it by
// allow-list (view/). Everything in it is plain JSON so it can be snapshotted and replayed.
import type { UnitState } from '../units/unit';

import type { Side } from '../protocol/sides';
import type { DiceStreamPositions } from '../rng/dice';

export { SIDES, otherSide, type Side } from '../protocol/sides';

/** A phase id of the ruleset's sequence of play (engine/turn.ts; ASL's are in rules/turn). */
export type Phase = string;

export type { UnitState, UnitStatus } from '../units/unit';

export interface PendingDecision {
  /** The seat that must answer; only it is prompted. */
  readonly side: Side;
  readonly kind: string;
  readonly rule: string;
  /** What the prompted seat may choose (public to that seat only). */
  readonly options: readonly unknown[];
  /** Server-side context for the module that resolves the decision; never sent to anyone. */
  readonly context?: unknown;
}

export interface MatchResult {
  readonly winner: Side | null;
  readonly reason: string;
  /** Ended before the first Player Turn without a result (abort), not drawn. */
  readonly aborted?: true;
}

export interface GameState {
  version: number;
  status: 'setup' | 'playing' | 'ended';
  turn: number;
  /** 1 or 2: which Player Turn of the Game Turn. */
  playerTurn: 1 | 2;
  phase: Phase;
  /** Which repetition of the phase in this Player Turn, where the ruleset repeats one (impulses); absent in ASL. */
  step?: number;
  /** The ATTACKER (phasing side) of the current Player Turn. */
  attacker: Side;
  setupDone: Record<Side, boolean>;
  units: Record<string, UnitState>;
  pending: PendingDecision | null;
  /** Sides that said "done" with the current phase when both end it (engine/turn.ts `phaseEnders`). */
  phaseDone?: Side[];
  /**
   * Position of the next die in each dice stream (one per roll audience, rng/dice.ts). Absent in a
   * position saved before the streams existed (it counted one `dicePosition`): its streams start at 0.
   */
  diceStreams?: DiceStreamPositions;
  result: MatchResult | null;
  /** Per rule module state, keyed by module id. */
  modules: Record<string, unknown>;
}
