// Test support: the sewer-infiltration scenario on board 71 with a test's own water (every other hex
// open ground at level 0) and the river's conditions as scenario rules (B21.121, B21.122, B21.41).
import type { Given } from './scenarioBuilder';
import { given } from './scenarioBuilder';

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').concat(['AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG']);

/** Every hex of these board-71 columns (A, C ... GG hold rows 1-10, the others 0-10) with this spec. */
export function columnsOf(columns: readonly string[], spec: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const c of columns) for (let row = COLUMNS.indexOf(c) % 2 === 0 ? 1 : 0; row <= 10; row++) out[`71${c}${row}`] = { ...spec };
  return out;
}

export interface RiverRules {
  depth?: 'fordable' | 'deep' | 'flooded';
  current?: 'slow' | 'moderate' | 'heavy';
  direction?: 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
  frigid?: boolean;
}

/** `patch` edits the scenario document further (its order of battle). */
export function waterScene(
  hexes: Record<string, Record<string, unknown>>,
  river?: RiverRules,
  hexsides: readonly unknown[] = [],
  patch?: (doc: Record<string, unknown>) => void,
): Given {
  return given(
    'sewer-infiltration',
    'asl',
    (doc) => {
      if (river) doc.rules = { ...(doc.rules as object), river };
      patch?.(doc);
    },
    (m) => {
      m.hexes = hexes;
      m.hexsides = hexsides;
    },
  );
}
