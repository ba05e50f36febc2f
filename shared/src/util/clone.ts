// Deep copy of plain JSON-like data (the game state: objects, arrays, strings, numbers, booleans,
// null). `apply` copies the state once per command, so this is on the hot path: a plain recursive
// copy measured about five times faster than structuredClone or a JSON round trip on a match state.
// An object is first copied whole by spread (V8 copies its shape and fields at once), then only its
// object-valued fields are replaced by copies; primitives are never passed through a call. About 15%
// faster than a `for...in` copy of every field on the bench's states.
// (A copy-on-write draft was measured too: an apply reads its draft about 360 times on average, up
// to 13,000 for a phase end, and a Proxy trap per read costs more than this whole copy.)
export function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  return copy(value) as T;
}

function copy(value: object): object {
  if (Array.isArray(value)) {
    const n = value.length;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      out[i] = typeof v === 'object' && v !== null ? copy(v) : v;
    }
    return out;
  }
  const out: Record<string, unknown> = { ...value };
  for (const key in out) {
    const v = out[key];
    if (typeof v === 'object' && v !== null) out[key] = copy(v);
  }
  return out;
}
