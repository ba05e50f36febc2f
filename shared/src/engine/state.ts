// The whole truth of a match. Server-only: it never leaves the server; views are built from it by
// allow-list (view/). Everything in it is plain JSON so it can be snapshotted and replayed.
import type { Location } from '../units/location';
import type { UnitKind } from '../units/catalog';

import type { Side } from '../protocol/sides';

export { SIDES, otherSide, type Side } from '../protocol/sides';

/** The phases of a Player Turn (A3.1 sequence of play), plus the scenario's secret setup. */
export const PHASES = ['RPh', 'PFPh', 'MPh', 'DFPh', 'AFPh', 'RtPh', 'APh', 'CCPh'] as const;
export type Phase = (typeof PHASES)[number];

export interface UnitStatus {
  broken: boolean;
  berserk: boolean;
  pinned: boolean;
  cx: boolean;
  /** Beneath a "?" (A12). Dummies are always concealed until eliminated. */
  concealed: boolean;
  /** Set up hidden (HIP, A12.3): not on the board for the opponent at all. */
  hidden: boolean;
}

export interface UnitState {
  readonly id: string;
  readonly side: Side;
  readonly type: string;
  readonly kind: UnitKind;
  /** null while not yet set up; eliminated units keep their last Location. */
  loc: Location | null;
  status: UnitStatus;
  eliminated: boolean;
  /** Ids of support weapons this unit carries (portage, A4.4). */
  carries: string[];
  /** May set up concealed (the OB grants "?" counters). */
  mayConceal: boolean;
}

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
}

export interface GameState {
  version: number;
  status: 'setup' | 'playing' | 'ended';
  turn: number;
  /** 1 or 2: which Player Turn of the Game Turn. */
  playerTurn: 1 | 2;
  phase: Phase;
  /** The ATTACKER (phasing side) of the current Player Turn. */
  attacker: Side;
  setupDone: Record<Side, boolean>;
  units: Record<string, UnitState>;
  pending: PendingDecision | null;
  /** Position of the next die in the match's dice stream. */
  dicePosition: number;
  result: MatchResult | null;
  /** Per rule module state, keyed by module id. */
  modules: Record<string, unknown>;
}
