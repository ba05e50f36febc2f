// A match's options as stored (matches.options, JSON): read leniently, so rows written before an
// option existed get its default. Matches stored before the lobby choice are unlisted.
import { type Lobby, LobbySchema, type SpectatorPolicy, SpectatorPolicySchema, type TimeControl, TimeControlSchema } from '@hexfog/shared';

export interface MatchOptions {
  readonly spectators: SpectatorPolicy;
  readonly lobby: Lobby;
  /** sewer-cards: the Sewer cards' squads and tokens are hidden from the opponent. */
  readonly hiddenSewerCards: boolean;
  /** A clock per side or a deadline per decision (clock.ts); absent: untimed. */
  readonly timeControl?: TimeControl;
}

export function readMatchOptions(stored: unknown): MatchOptions {
  const o = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const spectators = SpectatorPolicySchema.safeParse(o.spectators);
  const lobby = LobbySchema.safeParse(o.lobby);
  return {
    spectators: spectators.success ? spectators.data : { mode: 'public' },
    lobby: lobby.success ? lobby.data : 'unlisted',
    hiddenSewerCards: o.hiddenSewerCards === true,
    ...timeControlOf(o.timeControl),
  };
}

function timeControlOf(stored: unknown): { timeControl?: TimeControl } {
  const tc = TimeControlSchema.safeParse(stored);
  return tc.success ? { timeControl: tc.data } : {};
}

/** The rulesets a match option that changes a rule applies to (another ruleset refuses it). */
const HIDDEN_SEWER_CARDS_RULESETS: readonly string[] = ['sewer-cards'];

/** Why `options` cannot be played under `rulesetId`, or null when they can. */
export function optionsProblem(rulesetId: string, options: Pick<MatchOptions, 'hiddenSewerCards'>): string | null {
  if (options.hiddenSewerCards && !HIDDEN_SEWER_CARDS_RULESETS.includes(rulesetId)) {
    return `option hiddenSewerCards is played only with ruleset ${HIDDEN_SEWER_CARDS_RULESETS.join(', ')}, not ${rulesetId}`;
  }
  return null;
}

/**
 * The ruleset parameter values a match's options give (none by default, so a default match plays the
 * ruleset object itself: `ruleset(id, {})` is `ruleset(id)`).
 */
export function engineParams(options: Pick<MatchOptions, 'hiddenSewerCards'>): Readonly<Record<string, unknown>> {
  return options.hiddenSewerCards ? { hiddenSewerCards: true } : {};
}
