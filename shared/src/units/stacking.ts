// A5.1 stacking: per Location at most `squads` squad-equivalents (a HS or crew is half a squad) and
// `smc` SMC. Dummies, SW and eliminated units do not count. Sewer Locations and tunnels may never be
// overstacked (B8.2, B8.61); elsewhere A5.12 overstacking is a matter for the movement rules.
import type { Side } from '../protocol/sides';
import { isSMC, type UnitKind } from './catalog';
import { type Location, sameLocation } from './location';
import type { HasUnits } from './unit';

export interface StackingLimits {
  readonly squads: number;
  readonly smc: number;
}

export const DEFAULT_STACKING: StackingLimits = { squads: 3, smc: 4 };

export function squadEquivalent(kind: UnitKind): number {
  if (kind === 'squad') return 1;
  if (kind === 'halfSquad' || kind === 'crew') return 0.5;
  return 0;
}

export interface StackCount {
  readonly squads: number;
  readonly smc: number;
}

/** What a side has in a Location (optionally as if `extra` units were added). */
export function stackIn(state: HasUnits, loc: Location, side: Side, extraKinds: readonly UnitKind[] = []): StackCount {
  const kinds: UnitKind[] = [];
  for (const u of Object.values(state.units)) if (u.side === side && !u.eliminated && u.loc && sameLocation(u.loc, loc)) kinds.push(u.kind);
  return countKinds([...kinds, ...extraKinds]);
}

/** Squad-equivalents and SMC of a list of unit kinds (A5.1). */
export function countKinds(kinds: readonly UnitKind[]): StackCount {
  let squads = 0;
  let smc = 0;
  for (const k of kinds) {
    squads += squadEquivalent(k);
    if (isSMC(k)) smc += 1;
  }
  return { squads, smc };
}

export function overstacked(c: StackCount, limits: StackingLimits = DEFAULT_STACKING): boolean {
  return c.squads > limits.squads || c.smc > limits.smc;
}
