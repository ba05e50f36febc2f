// What a viewer receives of a match: the view, built by allow-list on the server (shared/src/view and
// each rule module's view part). Types only: the client draws from them and never sees the state.
import type { Side } from './sides';
import type { ModuleViews } from './moduleViews';

/** A Location as the wire carries it (A2.5): hex, kind of Location and level; `position` inside it (B27.13). */
export interface WireLocation {
  readonly hex: string;
  readonly place: string;
  readonly level: number;
  readonly position?: string;
}

export interface ViewUnit {
  readonly id: string;
  readonly side: Side;
  readonly type: string;
  readonly kind: string;
  readonly loc: WireLocation | null;
  readonly broken: boolean;
  readonly berserk: boolean;
  readonly pinned: boolean;
  readonly cx: boolean;
  readonly concealed: boolean;
  readonly hidden: boolean;
  /** Desperation Morale marker (A10.62), present only when set. */
  readonly dm?: boolean;
  /** Temporarily Immobilized (A4.8, B27.11), present only when set. */
  readonly ti?: boolean;
  readonly eliminated: boolean;
  readonly carries: readonly string[];
  /** Skill cards of a Hero or Leader, when the viewer may see them (its own, or the scenario shows them, or one was used). */
  readonly skills?: readonly string[];
}

export interface ViewMarker {
  /** Positional id: the marker is the Location's "?", not any unit. */
  readonly id: string;
  readonly side: Side;
  readonly kind: 'concealed' | (string & {});
  readonly loc: WireLocation;
}

export interface ViewPending {
  readonly side: Side;
  readonly kind: string;
  readonly rule: string;
  /** Only for the prompted seat. */
  readonly options?: readonly unknown[];
}

/** One entry of `legal()`: a concrete command, or a command with choices the client fills in. */
export interface LegalCommand {
  readonly type: string;
  readonly label: string;
  readonly rule?: string;
  /** A ready-to-send command (buttons). */
  readonly command?: Readonly<Record<string, unknown>>;
  /** Choices for a command the client completes (menus), per field. */
  readonly choices?: Readonly<Record<string, unknown>>;
}

export interface ViewResult {
  readonly winner: Side | null;
  readonly reason: string;
}

export type MatchStatus = 'setup' | 'playing' | 'ended';

export interface View {
  readonly viewer: Side | 'public' | 'replay';
  readonly version: number;
  readonly status: MatchStatus;
  readonly scenario: string;
  readonly map: string;
  readonly ruleset: string;
  readonly turn: number;
  readonly turns: number;
  readonly playerTurn: 1 | 2;
  /** The current phase's id in the ruleset's sequence of play (ASL: RPh .. CCPh). */
  readonly phase: string;
  /** Which repetition of the phase, where the ruleset repeats one (heroes-and-leaders: the impulse's number in the turn). */
  readonly step?: number;
  readonly attacker: Side;
  readonly defender: Side;
  readonly setupDone: Readonly<Record<Side, boolean>>;
  /** The sides that end the current phase (A3.4: the DEFENDER ends the DFPh; A3.1: both the RPh). */
  readonly phaseEnders: readonly Side[];
  /** Sides already done with the current phase when both end it (A3.1 RPh). */
  readonly phaseDone: readonly Side[];
  readonly units: readonly ViewUnit[];
  readonly markers: readonly ViewMarker[];
  readonly pending: ViewPending | null;
  readonly legal: readonly LegalCommand[];
  readonly result: ViewResult | null;
  readonly modules: ModuleViews;
}
