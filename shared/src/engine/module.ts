// The rule-module interface. A rule area (setup, the turn, sewers, tunnels, entrenchments, water...)
// is one module: its commands with their zod schemas, legality, effects, phase hooks and its part of
// each view. The engine core knows no module; a ruleset lists the modules it plays with.
import type { z } from 'zod';
import type { GameMap } from '../map/gameMap';
import type { Scenario } from '../scenario/schema';
import type { UnitType } from '../units/catalog';
import type { GameEvent, RollModifier, RollEventData, Audience } from './events';
import type { LegalCommand } from '../protocol/views';
import type { GameState, Side } from './state';

export type Viewer = { readonly kind: 'side'; readonly side: Side } | { readonly kind: 'public' } | { readonly kind: 'replay' };

/** Numbers and tables of a ruleset (DESIGN section 6): each a named, documented parameter. */
export type RulesetParams = Readonly<Record<string, unknown>>;

export interface GameContext {
  readonly rulesetId: string;
  readonly params: RulesetParams;
  readonly scenario: Scenario;
  readonly map: GameMap;
  readonly unitTypes: ReadonlyMap<string, UnitType>;
  /** Canonical hex names of each side's setup zone. */
  readonly zones: Readonly<Record<Side, ReadonlySet<string>>>;
  readonly modules: readonly RuleModule[];
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
}

export interface ApplyContext extends GameContext {
  /** The draft state: mutate it; it is discarded when the command fails. */
  readonly state: GameState;
  /** The seat that sent the command. */
  readonly side: Side;
  emit(event: GameEvent): void;
  roll(spec: RollSpec): RollEventData;
}

export type { LegalCommand } from '../protocol/views';

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
  /** This module's initial state under state.modules[id]. */
  init?(ctx: GameContext): unknown;
  onPhaseStart?(ctx: ApplyContext): void;
  onPhaseEnd?(ctx: ApplyContext): void;
  /** Why the ATTACKER may not end the current phase yet (B8.41: sewer units must move), if so. */
  blocksPhaseEnd?(ctx: GameContext, state: GameState): { readonly message: string; readonly rule: string } | undefined;
  /** This module's part of a viewer's view, built by allow-list. */
  view?(ctx: GameContext, state: GameState, viewer: Viewer): unknown;
  /** Invariants the random playouts check after every command: each string is a violation. */
  invariants?(ctx: GameContext, state: GameState): string[];
}

export interface Ruleset {
  readonly id: string;
  readonly name: string;
  readonly modules: readonly RuleModule[];
  readonly params: RulesetParams;
}

export function param<T>(ctx: GameContext, name: string): T {
  if (!(name in ctx.params)) throw new Error(`ruleset ${ctx.rulesetId} has no parameter ${name}`);
  return ctx.params[name] as T;
}
