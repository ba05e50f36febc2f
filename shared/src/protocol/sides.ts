// The two seats of a match. The base vocabulary every layer shares; the protocol is a leaf, so the
// engine, the units and the client all take it from here.
export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];

export function otherSide(s: Side): Side {
  return s === 'A' ? 'B' : 'A';
}
