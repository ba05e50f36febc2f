// States `apply` returned. The engine never changes a state it has returned (the next command works
// on a copy), so what is derived from such a state alone (its legal commands, which units are in
// Melee) may be memoized per state object (a WeakMap keyed by the state: dropped with it, never
// shared between matches, never seen by copies, JSON or equality). A state being built or changed
// (apply's draft, a test's hand-made state) is not settled, and nothing is memoized on it.
import type { GameState } from './state';

interface Memo {
  readonly version: number;
  readonly values: Map<symbol, unknown>;
}

const settled = new WeakMap<GameState, Memo>();

export function markSettled(state: GameState): void {
  settled.set(state, { version: state.version, values: new Map() });
}

/** A state changed by hand after `apply` returned it (test set-ups): nothing memoized on it is kept, nor memoized again. */
export function unsettle(state: GameState): void {
  settled.delete(state);
}

function memoOf(state: GameState): Memo | undefined {
  const memo = settled.get(state);
  return memo && memo.version === state.version ? memo : undefined;
}

/** A per-state memo: computed once for a settled state, every time otherwise. */
export function perState<T>(): (state: GameState, compute: () => T) => T {
  const key = Symbol('perState');
  return (state, compute) => {
    const memo = memoOf(state);
    if (!memo) return compute();
    if (memo.values.has(key)) return memo.values.get(key) as T;
    const value = compute();
    memo.values.set(key, value);
    return value;
  };
}
