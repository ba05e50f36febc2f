// The impulses module's state: passes in succession (two end the impulses, `sequence.ts`) and the
// number of impulses played so far (the turn index).
import { readModuleState } from '../../engine/moduleState';
import type { GameState } from '../../engine/state';

export const IMPULSES_MODULE = 'impulses';

export interface ImpulsesState {
  /** Impulses ended in succession with nothing activated. */
  passes: number;
  /** Impulses started since play began. */
  serial: number;
  /** What the active side activated in this impulse, if anything. */
  activation: { by: 'hex' | 'leader'; hex: string; leader?: string; units: string[] } | null;
  /** Units activated (or that took Opportunity Fire) this Game Turn: they act no more until the next. */
  used: string[];
}

export const emptyImpulses = (): ImpulsesState => ({ passes: 0, serial: 0, activation: null, used: [] });

export function readImpulses(state: GameState): ImpulsesState {
  return readModuleState(state, IMPULSES_MODULE, emptyImpulses);
}
