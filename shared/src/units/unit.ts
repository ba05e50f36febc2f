// A unit in play: the counter, its Location and its status. Plain JSON (snapshotted and replayed);
// only the server holds it. Views copy from it field by field (view/).
import type { Side } from '../protocol/sides';
import type { UnitKind } from './catalog';
import type { Location } from './location';

export interface UnitStatus {
  broken: boolean;
  berserk: boolean;
  pinned: boolean;
  cx: boolean;
  /** Beneath a "?" (A12). Dummies are always concealed until eliminated. */
  concealed: boolean;
  /** Set up hidden (HIP, A12.3): not on the board for the opponent at all. */
  hidden: boolean;
  /** Desperation Morale (A10.62): a broken unit in peril; +4 to its rally DR. Absent means none. */
  dm?: boolean;
  /**
   * Temporarily Immobilized (A4.8: an Entrenching Attempt, B27.11, and other labor tasks): no move,
   * advance, fire or other labor task in its Player Turn; +1 to its CC attacks, -1 to CC attacks on it.
   * Removed at the end of its CCPh or when it breaks. Absent means not TI.
   */
  ti?: boolean;
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
  /** Skill cards the OB gave this Hero or Leader (absent when none). */
  skills?: string[];
  /** Its skill cards were shown to the other side by being used (a scenario with hidden skill cards). */
  skillsRevealed?: boolean;
}

/** What the unit functions of this layer need of a match: its units (a GameState is one). */
export interface HasUnits {
  readonly units: Readonly<Record<string, UnitState>>;
}
