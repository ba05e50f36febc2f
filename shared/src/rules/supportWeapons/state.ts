// The support weapons module's state (A9): what the MGs did this Player Turn.
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState } from '../../engine/state';

export const MODULE = 'supportWeapons';

export interface SupportWeaponsState {
  /** Per possessor, the SW MG it fired this Player Turn (A9.11: what its Inherent FP then is). */
  firedBy: Record<string, string[]>;
  /** MG that kept their Multiple ROF this phase (A9.2), with the fire marker they take when the phase ends. */
  rofKept: Record<string, 'prep' | 'first' | 'final' | 'advancing'>;
  /** Malfunctioned MG (A9.7): they may not fire until repaired. */
  malfunctioned: Record<string, true>;
  /** MG whose repair was tried this RPh (A9.72: one attempt each). */
  repairTried?: Record<string, true>;
  /** A4.44 Recovery attempts of this RPh (unit ids) or MPh ("unit>sw"): one each. */
  recoveryTried?: string[];
  /** Captured SW (A21.1: recovered from the other side), with the side they were taken from (A21.11, A21.12). */
  captured?: Record<string, 'A' | 'B'>;
}

const empty = (): SupportWeaponsState => ({ firedBy: {}, rofKept: {}, malfunctioned: {} });

export function readSw(state: GameState): SupportWeaponsState {
  return readModuleState(state, MODULE, empty);
}

export function sw(state: GameState): SupportWeaponsState {
  return moduleState(state, MODULE, empty);
}
