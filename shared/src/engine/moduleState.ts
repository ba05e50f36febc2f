// Each rule module keeps its own state under state.modules[id]. Two accessors: a read-only one for
// legal() and views (an empty value when the module has not written anything yet) and a writable one
// for apply, which creates the record on the draft state.
import type { GameState } from './state';

export function readModuleState<T>(state: GameState, id: string, empty: () => T): T {
  return (state.modules[id] as T | undefined) ?? empty();
}

export function moduleState<T>(state: GameState, id: string, empty: () => T): T {
  let s = state.modules[id] as T | undefined;
  if (s === undefined || s === null) {
    s = empty();
    state.modules[id] = s;
  }
  return s;
}
