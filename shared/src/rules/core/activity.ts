// Per-phase bookkeeping shared by movement and fire: MF spent this MPh, who moved, who fired and how.
// Kept under state.modules.activity and reset at the phase starts where ASL resets it.
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState } from '../../engine/state';

export interface Activity {
  /** MF each unit has spent in the current MPh (A4.1). */
  mf: Record<string, number>;
  /** Units that moved this Player Turn (they may only use Advancing Fire, A7.24). */
  moved: Record<string, boolean>;
  /** Units that moved without Assault Movement this MPh (FFNAM applies, A4.6). */
  nonAssault: Record<string, boolean>;
  /** Units that fired this Player Turn, and in which fire (Prep, First, Final, Advancing). */
  fired: Record<string, 'prep' | 'first' | 'final' | 'advancing'>;
  /** Units whose MPh is over (their movement ended early, A12.15). */
  done: Record<string, boolean>;
  /** Units that declared Double Time this MPh (+2 MF, CX; A4.5). */
  doubleTime?: Record<string, boolean>;
  /** Residual FP left by Defensive First Fire this MPh, by hex (A8.2): an IFT column. */
  residual?: Record<string, number>;
  /** Units that advanced (or came up out of a sewer) this APh: one advance a Player Turn (A4.7). */
  advanced?: Record<string, boolean>;
  /** Units that entered a hex by a Minimum Move this MPh and are pinned once First Fire there is over (A4.134). */
  minimumMove?: Record<string, boolean>;
  /** What the modules lifted from each unit's last entry this MPh (EntryConsequence: B27.54 'movementDrm' between connected trenches). */
  entryExempt?: Record<string, string[]>;
}

export function emptyActivity(): Activity {
  return { mf: {}, moved: {}, nonAssault: {}, fired: {}, done: {}, doubleTime: {}, residual: {}, advanced: {} };
}

/** Read-only access (legal(), views): an empty record when nothing happened yet this turn. */
export function readActivity(state: GameState): Activity {
  return readModuleState(state, 'activity', emptyActivity);
}

/** Mutable access inside apply: creates the record on the draft state when missing. */
export function activity(state: GameState): Activity {
  return moduleState(state, 'activity', emptyActivity);
}
