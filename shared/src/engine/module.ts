// The rule-module interface. A rule area (setup, the turn, sewers, tunnels, entrenchments, water...)
// is one module: its commands with their zod schemas, legality, effects, phase hooks, its part of
// each view, and the hooks through which it changes what other modules do (modifiers to rolls, costs
// to enter a Location, effects of entering one) without touching their code. The engine core knows no
// module; a ruleset lists the modules it plays with, and the engine collects their hooks.
import type * as z from 'zod';
import type { GameMap } from '../map/gameMap';
import type { HexSpec } from '../map/schema';
import type { LegalCommand } from '../protocol/views';
import type { Scenario } from '../scenario/schema';
import type { UnitType } from '../units/catalog';
import type { Location } from '../units/location';
import type { LocationKind, LocationKinds } from '../units/locationKinds';
import type { GameEvent, RollModifier, RollEventData, Audience } from './events';
import type { FireKind, Modifier, RollQuery } from './rollQuery';
import type { UnitCondition } from './conditions';
import type { EntryEffect, EntryQuery, EnterEvent } from './entry';
import type { GameState, MatchResult, Side, UnitState } from './state';
import type { PhaseSpec, TurnStructure, TurnStructureFactory } from './turn';

export type { LegalCommand } from '../protocol/views';

export type Viewer = { readonly kind: 'side'; readonly side: Side } | { readonly kind: 'public' } | { readonly kind: 'replay' };

/** Numbers and tables of a ruleset (DESIGN section 6), validated against the modules' schemas. */
export type RulesetParams = Readonly<Record<string, unknown>>;

export interface GameContext {
  readonly rulesetId: string;
  /** The ruleset's rules version (`Ruleset.rulesVersion`): what a match records it was played under. */
  readonly rulesVersion: number;
  /** The ruleset's parameters, parsed by every module's schema; read them through a ParamSet. */
  readonly params: RulesetParams;
  readonly scenario: Scenario;
  /** The scenario's special rules, parsed by every module's schema; read them through a ParamSet. */
  readonly scenarioRules: Readonly<Record<string, unknown>>;
  readonly map: GameMap;
  readonly unitTypes: ReadonlyMap<string, UnitType>;
  /** Canonical hex names of each side's setup zone. */
  readonly zones: Readonly<Record<Side, ReadonlySet<string>>>;
  readonly modules: readonly RuleModule[];
  /** The Location kinds of this ruleset (core, the modules', the ruleset's changes). */
  readonly locations: LocationKinds;
  /** The sequence of play of this ruleset, with the phases modules add. */
  readonly turn: TurnStructure;
}

export interface RollSpec {
  readonly kind: 'dr' | 'DR';
  readonly purpose: string;
  readonly rule: string;
  readonly modifiers?: readonly RollModifier[];
  /** Who may see the roll; `none` keeps it for the replay. Others get a `rollMade` notice when told. */
  readonly audience: Audience;
  /** Audience of a notice that a roll was made, without its values (the rules say a dr is made). */
  readonly noticeAudience?: Audience;
  /**
   * What the roll decided, for its explanation (protocol/events.ts `roll.detail`): asked once the dice
   * are rolled and carried in the roll event for the roll's own audience alone. Never a secret that
   * audience may not learn; it changes nothing the rules do.
   */
  readonly explain?: (roll: { readonly original: number; readonly final: number }) => Readonly<Record<string, unknown>>;
  /**
   * Whose DR it is and what it is for, where a rule reacts to the Original DR a player makes (A14.1: a
   * TH, MC, TC, non-OBA IFT or Entrenching Original DR equal to the enemy SAN calls a Sniper attack).
   * Rolls without it are never seen by `afterRolls`.
   */
  readonly made?: { readonly by: Side; readonly check: RollCheck };
}

/** The kinds of DR a rule may react to by their Original DR (A14.1 names them). */
export type RollCheck = 'TH' | 'MC' | 'TC' | 'IFT' | 'Entrenching';

/** A roll a command made, with whose it was and what for (RollSpec.made), as `afterRolls` sees it. */
export interface MadeRoll {
  readonly by: Side;
  readonly check: RollCheck;
  readonly audience: Audience;
  readonly roll: RollEventData;
}

export interface ApplyContext extends GameContext {
  /** The draft state: mutate it; it is discarded when the command fails. */
  readonly state: GameState;
  /** The seat that sent the command. */
  readonly side: Side;
  emit(event: GameEvent): void;
  roll(spec: RollSpec): RollEventData;
}

export interface CommandHandler<C extends { type: string } = { type: string }> {
  readonly type: string;
  readonly schema: z.ZodType<C>;
  /**
   * When set, this command answers a pending decision of that kind (and is only legal then): the
   * engine calls its `legal` and `apply` only while that decision is pending for the sending seat.
   */
  readonly answers?: string;
  /** Allowed even while a decision is pending (resigning). */
  readonly anytime?: boolean;
  /**
   * The command must name the moment it acts on (`at`: turn, Player Turn, phase; protocol/moment.ts).
   * Any command may name it; the engine refuses one whose moment has passed.
   */
  readonly needsMoment?: boolean;
  legal(ctx: GameContext, state: GameState, side: Side): LegalCommand[];
  apply(ctx: ApplyContext, command: C): void;
  /** Builds a concrete command from a legal entry with choices (random playouts and bots). */
  sample?(entry: LegalCommand, random: () => number, ctx: GameContext, state: GameState, side: Side): C;
}

export interface RuleModule {
  readonly id: string;
  /** Rule references this module implements (docs/rules-coverage.md lists them). */
  readonly rules: readonly string[];
  readonly commands?: readonly CommandHandler<any>[];
  /** zod schema of the ruleset parameters this module reads (each with its default and rule). */
  readonly params?: z.ZodObject;
  /** zod schema of the scenario special rules this module reads (keys of `scenario.rules`). */
  readonly scenarioRules?: z.ZodObject;
  /** Phases this module adds to the ruleset's sequence of play, each after an existing phase. */
  readonly phases?: readonly { readonly phase: PhaseSpec; readonly after: string }[];
  /** Location kinds this module brings (sewers: the Sewer Location). */
  readonly locationKinds?: readonly LocationKind[];
  /**
   * Positions inside a Location this module owns (`Location.position`; B27.13: 'beneath' a foxhole,
   * trench or sangar counter; 'pillbox' inside one, B30). Units enter them through move, advance and
   * rout commands that name a `position`; what entering one costs, and whether it is allowed, is this
   * module's `entryCost`. The core refuses a position no module of the ruleset owns.
   */
  readonly positions?: readonly string[];
  /**
   * Which of its `positions` may be entered in a hex in this state (a foxhole's 'beneath' only where a
   * counter is): a superset of those its `entryCost` allows there, every other one of its positions
   * being forbidden by it. legal() asks the entry cost only of these (engine/hooks.ts `positionsIn`).
   * Without it, all of `positions` are asked about everywhere.
   */
  positionsIn?(ctx: GameContext, state: GameState): (hex: string) => readonly string[];
  /**
   * Terrain this module changes during play (B21.21 a flooded river, B21.6 ice): every rule reads the
   * scenario's map with these changes (engine/mapChanges.ts). Called with the match's own context.
   */
  mapChanges?(ctx: GameContext, state: GameState): MapChanges | undefined;
  /** What a unit may not do, or must do, now by this module's rules (B21.41: a fording unit is immune to Pin). */
  unitConditions?(ctx: GameContext, state: GameState, unit: UnitState): readonly UnitCondition[];
  /** This module's initial state under state.modules[id]. */
  init?(ctx: GameContext): unknown;
  onPhaseStart?(ctx: ApplyContext): void;
  onPhaseEnd?(ctx: ApplyContext): void;
  /** Why the phasing side may not end the current phase yet (B8.41: sewer units must move), if so. */
  blocksPhaseEnd?(ctx: GameContext, state: GameState): { readonly message: string; readonly rule: string } | undefined;
  /** The label of the command that ends the current phase, when this module names it (an impulse with nothing activated: "Pass"). */
  endPhaseLabel?(ctx: GameContext, state: GameState, side: Side): string | undefined;
  /**
   * Named modifiers this module brings to a roll (terrain, status, its own DRM), each with its rule.
   * Mark Terrain Effects Modifiers `tem: true`: positive TEM are not cumulative (B27.3), the engine
   * keeps the largest (engine/hooks.ts).
   */
  modifiers?(ctx: GameContext, state: GameState, roll: RollQuery): readonly Modifier[];
  /** What entering a Location costs beyond the terrain (add MF, set it, all MF) or why it is forbidden. */
  entryCost?(ctx: GameContext, state: GameState, entry: EntryQuery): readonly EntryEffect[];
  /**
   * After units spent MF to enter a Location (or tried to and were stopped): Residual FP, the loss of
   * concealment, the DEFENDER's Defensive First Fire question are this hook's business.
   */
  onEnter?(ctx: ApplyContext, entered: EnterEvent): void;
  /**
   * A unit that fires through the unit possessing it (A9.1: a SW MG "is dependent on Personnel to portage
   * and fire it"): the fire module lets it fire from its possessor's Location, with its possessor's status.
   */
  fireAs?(ctx: GameContext, state: GameState, unit: UnitState): FireAs | undefined;
  /** Factors on a firer's FP in one attack beside the fire module's own (A9.11: a possessor's Inherent FP forfeited). */
  firepowerFactors?(ctx: GameContext, state: GameState, firer: UnitState, firers: readonly UnitState[]): readonly FpFactor[];
  /** After a fire attack was resolved, with its firers and its roll (A9.2 Multiple ROF, A9.7 breakdown read its dice). */
  onFired?(ctx: ApplyContext, fired: FiredAttack): void;
  /** After an IFT attack on a Location was resolved (B8.5: a DC's KIA may rubble a Sewer Location). */
  onAttackResolved?(ctx: ApplyContext, attack: ResolvedAttack): void;
  /**
   * After a command's handler has resolved everything, the rolls it made that say whose they are
   * (RollSpec.made), in order: A14.1's Sniper attack "occurs after resolving all effects of the DR that
   * activated it". Rolls this hook makes are not fed back to it.
   */
  afterRolls?(ctx: ApplyContext, rolls: readonly MadeRoll[]): void;
  /**
   * After every command, once everything it did is resolved (its rolls' `afterRolls` included): what the
   * module must read in the state the command left, whichever module's command made it so (A12.33: a
   * hidden fortification an enemy unit is now in, or a unit seen beneath; the hip module).
   */
  afterCommand?(ctx: ApplyContext): void;
  /** Ways a broken unit may rout that this module brings (B8.62: through a tunnel), offered to its owner beside A10.51's. */
  routWays?(ctx: GameContext, state: GameState, unit: UnitState): readonly RoutWay[];
  /** Carries out a rout by one of this module's ways (`forced`: the unit had to rout, A10.5). */
  routBy?(ctx: ApplyContext, unit: UnitState, way: RoutWay, forced: boolean): void;
  /** The match's result when the last turn is over, if this module decides it (the scenario's victory conditions). */
  victory?(ctx: GameContext, state: GameState): MatchResult | undefined;
  /** This module's part of a viewer's view, built by allow-list. */
  view?(ctx: GameContext, state: GameState, viewer: Viewer): unknown;
  /** Invariants the random playouts check after every command: each string is a violation. */
  invariants?(ctx: GameContext, state: GameState): string[];
}

/** One module's changes to the map (RuleModule.mapChanges): `key` names them (equal keys, equal changes); `hexes` by hex name. */
export interface MapChanges {
  readonly key: string;
  readonly hexes: Readonly<Record<string, Partial<HexSpec>>>;
}

/** A way to rout a module offers (`routWays`); the owner's rout command names it by `via` and `to`. */
export interface RoutWay {
  /** The module's name for the way ('tunnel'). */
  readonly via: string;
  /** The hex the unit ends its rout in. */
  readonly to: string;
  readonly label: string;
  readonly rule: string;
}

/** A unit firing through its possessor (`fireAs`). */
export interface FireAs {
  readonly possessor: UnitState;
  readonly rule: string;
}

/** A factor on one firer's FP (`firepowerFactors`), shown in the fire event's breakdown. */
export interface FpFactor {
  readonly name: string;
  readonly times: number;
  readonly rule: string;
}

/** A fire attack as `onFired` sees it: its firers (a weapon by its own id), the fire and the roll's dice (none when no roll was made). */
export interface FiredAttack {
  readonly firers: readonly UnitState[];
  readonly kind: FireKind;
  readonly roll?: { readonly dice: readonly number[]; readonly original: number };
}

/** An attack resolved on the IFT, as `onAttackResolved` sees it. */
export interface ResolvedAttack {
  readonly source: string;
  readonly target: Location;
  /** The IFT result's kind ('KIA', 'K', 'MC', 'NMC', 'PTC', 'none'). */
  readonly result: string;
  /** The IFT column (FP) and the attack's Original DR (B21.6: an Original HE attack DR that scores a KIA). */
  readonly column: number;
  readonly original: number;
}

export interface Ruleset {
  readonly id: string;
  readonly name: string;
  /**
   * Raised whenever a change makes the same commands and dice give other results. A match records the
   * version it was played under; the server never re-plays a match's commands under another one.
   */
  readonly rulesVersion: number;
  readonly modules: readonly RuleModule[];
  /** Values of the modules' parameters (defaults come from the schemas). */
  readonly params: RulesetParams;
  /** The base sequence of play (A3.1 for ASL); modules may add phases. */
  readonly phases: readonly PhaseSpec[];
  /** What a turn is made of, built from the phases (ASL: two Player Turns a Game Turn). */
  readonly turn: TurnStructureFactory;
  /** Changes to Location kinds for this ruleset (heroes-and-leaders: Sewer Locations in normal LOS). */
  readonly locationKinds?: Readonly<Record<string, Partial<Omit<LocationKind, 'id'>>>>;
}
