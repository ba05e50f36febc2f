// The registry of Location kinds. The core brings ground level and upper building levels; rule modules
// register the kinds they add (sewers: 'sewer'); a ruleset may change what a kind means (the
// heroes-and-leaders variant keeps Sewer Locations in normal LOS) without touching the module.
import type { Location } from './location';

export interface LocationKind {
  readonly id: string;
  /** Below the surface (B8.2, B8.6): not a place units fire from or are fired on by normal fire. */
  readonly underground: boolean;
  /**
   * How LOS treats it: 'normal' (seen as at the hex's level) or 'none' (out of normal LOS: only the
   * owning module's own rules see into it, B8.2). Results of attacks on units out of normal LOS are
   * their owner's alone (B8.42).
   */
  readonly los: 'normal' | 'none';
  /** Never overstacked, not even in passing (B8.2, B8.61); elsewhere A5.12 leaves it to movement. */
  readonly strictStacking: boolean;
  /** Terrain Effects of the hex apply to units in it (no TEM in a Sewer Location, B8.3). */
  readonly terrainTem: boolean;
}

export const CORE_LOCATION_KINDS: readonly LocationKind[] = [
  { id: 'ground', underground: false, los: 'normal', strictStacking: false, terrainTem: true },
  { id: 'upper', underground: false, los: 'normal', strictStacking: false, terrainTem: true },
];

export class LocationKinds {
  private readonly kinds: ReadonlyMap<string, LocationKind>;

  constructor(kinds: readonly LocationKind[]) {
    this.kinds = new Map(kinds.map((k) => [k.id, k]));
  }

  kind(loc: Location): LocationKind {
    const k = this.kinds.get(loc.place);
    if (!k) throw new Error(`no Location kind ${loc.place} in this ruleset`);
    return k;
  }

  has(id: string): boolean {
    return this.kinds.has(id);
  }

  underground(loc: Location): boolean {
    return this.kind(loc).underground;
  }

  /** Out of normal LOS: nobody sees in by the normal rules (B8.2). */
  outOfSight(loc: Location): boolean {
    return this.kind(loc).los === 'none';
  }
}
