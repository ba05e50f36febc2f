// The rolls that take modifiers, as the rule modules see them when the engine asks each module for its
// modifiers (RuleModule.modifiers). A module answers the kinds it knows and ignores the others.
import type { Side } from '../protocol/sides';
import type { Location } from '../units/location';
import type { UnitState } from '../units/unit';
import type { RollModifier } from './events';

/** Where an IFT attack comes from: the fire phases, Residual FP (A8.2), a DC (A23.7), fire in a sewer (B8.3). */
export type IftSource = 'fire' | 'residual' | 'dc' | 'sewerFire' | (string & {});

/** Which fire the firers use (A8): Prep, Defensive First, Defensive Final, Advancing. */
export type FireKind = 'prep' | 'first' | 'final' | 'advancing';

/**
 * What weapon makes an attack, where the rules tell attacks apart by it (B27.3: a foxhole gives +4 vs
 * an OVR not made with FT alone and vs OBA, +2 vs other attacks including on-board mortars, nothing vs
 * FT). Absent: Infantry and SW fire, Residual FP, a DC. The engine has no vehicles, ordnance or OBA
 * yet: these kinds are the seam those rules will use.
 */
export type AttackKind = 'overrun' | 'overrunFtOnly' | 'oba' | 'onBoardMortar' | 'flamethrower' | (string & {});

/** An attack on the Infantry Fire Table (A7.3) against the units of one Location. */
export interface IftRollQuery {
  readonly kind: 'ift';
  readonly source: IftSource;
  readonly fire?: FireKind;
  readonly attack?: AttackKind;
  /** Empty for attacks without firers (Residual FP, a DC). */
  readonly firers: readonly UnitState[];
  /**
   * The target Location; with a `position` when the targets are all in it (B27.13: beneath a foxhole is
   * another Location for TEM, so an attack on units above and beneath asks once per position).
   */
  readonly target: Location;
  readonly targets: readonly UnitState[];
}

/** One side's Close Combat attack in a Location (A11.11). */
export interface CcRollQuery {
  readonly kind: 'cc';
  readonly attacker: Side;
  readonly attackers: readonly UnitState[];
  readonly defenders: readonly UnitState[];
  /** The side that Ambushed in this CC, if any (A11.4). */
  readonly ambusher: Side | null;
  readonly loc: Location;
  /** The roll is seen by the defender too: a modifier from a unit he may not know would betray it (a CC in a sewer is not: B8.44). */
  readonly public: boolean;
}

/** A side's Ambush dr in a Location (A11.4). */
export interface AmbushRollQuery {
  readonly kind: 'ambush';
  readonly side: Side;
  readonly units: readonly UnitState[];
  readonly loc: Location;
  /** The dr is seen by the opponent (not in a sewer, B8.44): a modifier from a unit he may not know would betray it. */
  readonly public: boolean;
}

/** A check against a unit's morale (A10): MC, NMC, PTC (A7.82) or a Task Check (nTC). */
export interface MoraleRollQuery {
  readonly kind: 'morale';
  readonly check: 'MC' | 'NMC' | 'PTC' | 'TC';
  readonly unit: UnitState;
  /** The check is seen by the opponent: a modifier from a unit it may not know would betray that unit. */
  readonly public: boolean;
}

/** A roll of one module's own (the sewer direction dr, the Sewer Emergence dr...): `subject` is that module's business. */
export interface ModuleRollQuery {
  readonly kind: 'module';
  /** The roll's name, `<module>.<roll>` (e.g. `sewers.direction`). */
  readonly roll: string;
  readonly subject: unknown;
}

export type RollQuery = IftRollQuery | CcRollQuery | AmbushRollQuery | MoraleRollQuery | ModuleRollQuery;

/**
 * A modifier as a module gives it: `tem` marks a Terrain Effects Modifier (B27.3: positive TEM never add
 * up). With `cancels`, it is no DRM of its own: it removes the modifiers of that name other modules
 * gave (B27.54: no FFMO or FFNAM between connected trenches).
 */
export interface Modifier extends RollModifier {
  readonly tem?: boolean;
  readonly cancels?: string;
}
