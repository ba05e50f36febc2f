// Deep copy of plain JSON-like data (the game state). structuredClone exists in Node and browsers
// but is typed only by their lib files, which the engine does not load.
const sc = (globalThis as unknown as { structuredClone: <T>(v: T) => T }).structuredClone;

export function clone<T>(value: T): T {
  return sc(value);
}
