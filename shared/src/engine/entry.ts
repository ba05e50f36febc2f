// Entering a Location, as the hooks see it: the MF it costs (RuleModule.entryCost) and what follows
// (RuleModule.onEnter). The terrain's own cost is the core's (rules/core/entryCost.ts); modules add to
// it (B27.4 +1 MF beneath a foxhole), set it (B27.54 one MF between connected trenches), make it all
// the unit's MF (B21.41 fording) or forbid the entry.
import type { Side } from '../protocol/sides';
import type { Location } from '../units/location';
import type { UnitState } from '../units/unit';

/** Why units enter: a move in the MPh, a level change, an advance, a rout; or the question asked of a hex (encirclement, DC placement). */
export type EntryPurpose = 'move' | 'levelChange' | 'advance' | 'rout' | 'encirclement' | 'dcPlacement' | (string & {});

export interface EntryQuery {
  readonly side: Side;
  readonly units: readonly UnitState[];
  readonly from: Location;
  readonly to: Location;
  readonly purpose: EntryPurpose;
}

export type EntryEffect =
  | { readonly kind: 'add'; readonly mf: number; readonly name: string; readonly rule: string }
  /** Replaces the terrain's cost (and any terrain prohibition) with this many MF. */
  | { readonly kind: 'set'; readonly mf: number; readonly name: string; readonly rule: string }
  /** Costs all the unit's MF (and lifts any terrain prohibition). */
  | { readonly kind: 'allMf'; readonly name: string; readonly rule: string }
  /** Never allowed, whatever else is said. */
  | { readonly kind: 'forbid'; readonly reason: string; readonly rule: string };

/** Units spent MF to enter `to` (`entered`), or tried to and were stopped where they were (A12.15). */
export interface EnterEvent {
  readonly side: Side;
  readonly group: readonly UnitState[];
  readonly from: Location;
  readonly to: Location;
  readonly purpose: EntryPurpose;
  readonly mf: number;
  readonly entered: boolean;
}
