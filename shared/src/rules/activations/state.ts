// The activations module's own state: action turns passed in succession (two end the round's action
// turns, sequence.ts) and the number of action turns played so far (the turn index). Which unit is
// active and the tokens are the core's (rules/core/activation.ts), shared with the Sewer cards.
import { readModuleState } from '../../engine/moduleState';
import type { GameState } from '../../engine/state';

export const ACTIVATIONS_MODULE = 'activations';

export interface ActivationsState {
  /** Action turns ended in succession with nothing activated. */
  passes: number;
  /** Action turns started since play began. */
  serial: number;
}

export const emptyActivations = (): ActivationsState => ({ passes: 0, serial: 0 });

export function readActivations(state: GameState): ActivationsState {
  return readModuleState(state, ACTIVATIONS_MODULE, emptyActivations);
}
