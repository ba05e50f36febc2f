// A match's options as stored (matches.options, JSON): read leniently, so rows written before an
// option existed get its default. Matches stored before the lobby choice are unlisted. The rule options
// (engine/matchOptions.ts) are whatever the ruleset's modules declare: this file names none of them.
import {
  ComputerLevelSchema,
  type ComputerLevel,
  declaredOptions,
  type Lobby,
  LobbySchema,
  type MatchOptionSpec,
  type RuleOptions,
  RuleOptionsSchema,
  ruleOptionsFor,
  ruleset,
  type SpectatorPolicy,
  SpectatorPolicySchema,
  type TimeControl,
  TimeControlSchema,
  type Side,
} from '@hexfog/shared';
import * as z from 'zod';

export interface MatchOptions {
  readonly spectators: SpectatorPolicy;
  readonly lobby: Lobby;
  /** The rule options on: parameter ids the ruleset's modules declare as match options. */
  readonly rules: RuleOptions;
  /** A clock per side or a deadline per decision (clock.ts); absent: untimed. */
  readonly timeControl?: TimeControl;
  /** The side the computer plays, and how well (computer/); absent: two people. */
  readonly computer?: ComputerSeat;
}

export interface ComputerSeat {
  readonly side: Side;
  readonly level: ComputerLevel;
}

const ComputerSeatSchema = z.strictObject({ side: z.enum(['A', 'B']), level: ComputerLevelSchema });

export function readMatchOptions(stored: unknown): MatchOptions {
  const o = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const spectators = SpectatorPolicySchema.safeParse(o.spectators);
  const lobby = LobbySchema.safeParse(o.lobby);
  const rules = RuleOptionsSchema.safeParse(o.rules ?? {});
  return {
    spectators: spectators.success ? spectators.data : { mode: 'public' },
    lobby: lobby.success ? lobby.data : 'unlisted',
    rules: rules.success ? rules.data : {},
    ...timeControlOf(o.timeControl),
    ...computerOf(o.computer),
  };
}

function computerOf(stored: unknown): { computer?: ComputerSeat } {
  const c = ComputerSeatSchema.safeParse(stored);
  return c.success ? { computer: c.data } : {};
}

function timeControlOf(stored: unknown): { timeControl?: TimeControl } {
  const tc = TimeControlSchema.safeParse(stored);
  return tc.success ? { timeControl: tc.data } : {};
}

/** Why `options` cannot be played under `rulesetId` (a rule option its modules do not declare), or null when they can. */
export function optionsProblem(rulesetId: string, options: { readonly rules?: RuleOptions }): string | null {
  const out = ruleOptionsFor(ruleset(rulesetId), options.rules ?? {});
  return 'problem' in out ? out.problem : null;
}

/** The rule options on, as stored: only the ruleset's own, only those set (a false one is the default). */
export function storedRules(rulesetId: string, rules: RuleOptions | undefined): RuleOptions {
  const out = ruleOptionsFor(ruleset(rulesetId), rules ?? {});
  return 'options' in out ? out.options : {};
}

/** The rule options a match is played with, as the lists show them (their words). */
export function ruleOptionSpecs(rulesetId: string, rules: RuleOptions): MatchOptionSpec[] {
  return declaredOptions(ruleset(rulesetId).modules).filter((o) => rules[o.id]);
}

/**
 * The ruleset parameter values a match's options give: its rule options on (none by default, so a
 * default match plays the ruleset object itself: `ruleset(id, {})` is `ruleset(id)`).
 */
export function engineParams(options: Pick<MatchOptions, 'rules'>): Readonly<Record<string, unknown>> {
  return options.rules;
}
