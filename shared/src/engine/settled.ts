// States `apply` returned. The engine never changes a state it has returned (the next command works
// on a copy), so what is derived from such a state alone (its legal commands, which units are in
// Melee) may be memoized per state object (WeakMaps keyed by the state: dropped with it, never
// shared between matches, never seen by copies, JSON or equality). A state being built or changed
// (apply's draft, a test's hand-made state) is not settled, and nothing is memoized on it.
import type { GameState } from './state';

const settled = new WeakSet<GameState>();

export function markSettled(state: GameState): void {
  settled.add(state);
}

/** A state changed by hand after `apply` returned it (test set-ups): nothing memoized on it is used, nor memoized again. */
export function unsettle(state: GameState): void {
  settled.delete(state);
}

export function isSettled(state: GameState): boolean {
  return settled.has(state);
}

/** A per-state memo: computed once for a settled state, every time otherwise. */
export function perState<T>(): (state: GameState, compute: () => T) => T {
  const memo = new WeakMap<GameState, T>();
  return (state, compute) => {
    if (!settled.has(state)) return compute();
    if (memo.has(state)) return memo.get(state) as T;
    const value = compute();
    memo.set(state, value);
    return value;
  };
}
