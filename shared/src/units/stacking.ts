// A5.1 stacking: per Location at most `squads` squad-equivalents (a HS or crew is half a squad) and
// `smc` SMC. Dummies, SW and eliminated units do not count. Sewer Locations and tunnels may never be
// overstacked (B8.2, B8.61); elsewhere A5.12 overstacking is a matter for the movement rules.
import type { Side } from '../protocol/sides';
import { isSMC, type UnitKind } from './catalog';
import { type Location, sameLocation, samePosition } from './location';
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

/**
 * The units (each on the map) as stacks: one per Location and position inside it (B27.13), in the
 * order each stack's first unit comes. Found by hex, with no key string per unit (legal() asks it for
 * every unit of a side).
 */
export function stacksByPosition<U extends { readonly loc: Location | null }>(units: Iterable<U>): U[][] {
  const stacks: U[][] = [];
  const byHex = new Map<string, U[][]>();
  for (const u of units) {
    const here = byHex.get(u.loc!.hex);
    const stack = here?.find((s) => samePosition(s[0]!.loc!, u.loc!));
    if (stack) stack.push(u);
    else {
      const made = [u];
      stacks.push(made);
      if (here) here.push(made);
      else byHex.set(u.loc!.hex, [made]);
    }
  }
  return stacks;
}
