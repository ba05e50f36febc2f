// Entering a Location, as the hooks see it: the MF it costs (RuleModule.entryCost) and what follows
// (RuleModule.onEnter). The terrain's own cost is the core's (rules/core/entryCost.ts); modules add to
// it (B27.4 +1 MF beneath a foxhole), set it (B27.54 one MF between connected trenches), make it all
// the unit's MF (B21.41 fording) or forbid the entry. `to` (and `from`) may name a `position` inside the
// Location (RuleModule.positions): `from.hex === to.hex` with another position is a change of position
// inside the hex (going beneath a foxhole counter, leaving it), which costs only what the modules say.
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
  /** A4.132: along a road, pay "the cost of other terrain in the hex" instead of the road rate (the mover's choice). */
  readonly offRoad?: boolean;
}

export type EntryEffect =
  | { readonly kind: 'add'; readonly mf: number; readonly name: string; readonly rule: string }
  /** Replaces the terrain's cost (and any terrain prohibition) with this many MF. */
  | { readonly kind: 'set'; readonly mf: number; readonly name: string; readonly rule: string }
  /** Costs all the unit's MF (and lifts any terrain prohibition). */
  | { readonly kind: 'allMf'; readonly name: string; readonly rule: string }
  /** Never allowed, whatever else is said. */
  | { readonly kind: 'forbid'; readonly reason: string; readonly rule: string }
  /** This entry does not bring one of the usual consequences (B27.54: no Residual FP attack between connected trenches). */
  | { readonly kind: 'exempt'; readonly from: EntryConsequence; readonly rule: string };

/**
 * Consequences of entering that a module may lift (the module that brings each checks `EnterEvent.exempt`):
 * the Residual FP attack (fire, A8.2), Interdiction of a routing unit (rout, A10.53; B27.41: beneath a
 * foxhole with room), the loss of concealment by moving in view (concealment, A12.14; B27.54), the
 * FFMO/FFNAM DRM against the movers (movement, A4.6; B27.54).
 */
export type EntryConsequence = 'residualFp' | 'interdiction' | 'concealmentLoss' | 'movementDrm' | (string & {});

/** Units spent MF to enter `to` (`entered`), or tried to and were stopped where they were (A12.15). */
export interface EnterEvent {
  readonly side: Side;
  readonly group: readonly UnitState[];
  readonly from: Location;
  readonly to: Location;
  readonly purpose: EntryPurpose;
  readonly mf: number;
  readonly entered: boolean;
  /** Consequences the modules lifted for this entry (entryCost's `exempt` effects). */
  readonly exempt?: readonly EntryConsequence[];
}
