// Each rule module keeps its own state under state.modules[id]. Two accessors: a read-only one for
// legal() and views (an empty value when the module has not written anything yet) and a writable one
// for apply, which creates the record on the draft state.
// Copy on write: apply's draft (engine/draft.ts) starts with the input's module states themselves,
// most of which a command never changes; the writable accessor replaces the one asked for by a copy
// of its own the first time (per draft). So a rule changes a module's state only through
// `moduleState` (or by assigning a new value to state.modules[id]), never through what the read-only
// accessor returned: that may be the input's (the random playouts check it, testing/playout.ts).
import { clone } from '../util/clone';
import type { GameState } from './state';

type Modules = Record<string, unknown>;

/** A draft's module record -> the input's record, whose values the draft still shares (until written). */
const sharedWith = new WeakMap<Modules, Modules>();

export function readModuleState<T>(state: GameState, id: string, empty: () => T): T {
  return (state.modules[id] as T | undefined) ?? empty();
}

export function moduleState<T>(state: GameState, id: string, empty: () => T): T {
  const modules = state.modules;
  let s = modules[id] as T | undefined;
  if (s === undefined || s === null) {
    s = empty();
    modules[id] = s;
    return s;
  }
  const input = sharedWith.get(modules);
  if (input !== undefined && input[id] === s) {
    s = clone(s);
    modules[id] = s;
  }
  return s;
}

/** The draft's module record: the input's values, each copied when first written (`moduleState`). */
export function shareModules(input: Modules): Modules {
  const out: Modules = { ...input };
  sharedWith.set(out, input);
  return out;
}

/**
 * Apply returns the draft: nothing tracked of it any more (the next command works on a copy of it; a
 * test that changes a returned state by hand writes in place, as before the copy on write).
 */
export function ownModules(state: GameState): void {
  sharedWith.delete(state.modules);
}
