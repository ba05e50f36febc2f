// Test support: board 71 of the sewer-infiltration scenario with every hex open at level 0 unless the
// test gives its own terrain, and the fortification counters the test fixes by coordinate (the core's
// scenario rule `fortifications`). The entrenchment and tunnel tests build their maps from it.
import type { Ruleset } from '../engine/module';
import { given, type Given } from './scenarioBuilder';

export interface FixedFortification {
  readonly kind: string;
  readonly hex: string;
  readonly side: 'A' | 'B';
  readonly squads?: number;
}

export function fortifiedScene(
  forts: readonly FixedFortification[],
  hexes: Record<string, Record<string, unknown>> = {},
  hexsides: readonly unknown[] = [],
  rules: string | Ruleset = 'asl',
): Given {
  return given(
    'sewer-infiltration',
    rules,
    (doc) => {
      doc.rules = { ...(doc.rules as object), fortifications: forts };
    },
    (m) => {
      m.hexes = hexes;
      m.hexsides = hexsides;
    },
  );
}
