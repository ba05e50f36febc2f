// Deep copy of plain JSON-like data (the game state: objects, arrays, strings, numbers, booleans,
// null). `apply` copies the state once per command, so this is on the hot path: a plain recursive
// copy measured about five times faster than structuredClone or a JSON round trip on a match state,
// and `for...in` with indexed arrays a little faster again than Object.keys and Array.map in play.
// (A copy-on-write draft was measured too: an apply reads its draft about 360 times on average, up
// to 13,000 for a phase end, and a Proxy trap per read costs more than this whole copy.)
export function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(clone(value[i]));
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = clone(value[key]);
  return out as T;
}
