// The lobby's create-match choices as the request's options: spectators, listing, and the rule options
// the chosen ruleset offers (the catalog lists, per ruleset, the options its modules declare:
// engine/matchOptions.ts). Pure: no DOM; names no option of its own.
import type { CreateMatchBody, MatchListItem, MatchOptionSpec, MatchSummary, ScenarioSummary } from '@hexfog/shared/protocol/index';

/** What the card's controls say: spectators' delay, listing, and the rule options ticked (by id). */
export interface LobbyChoice {
  readonly delay: number;
  readonly listed: boolean;
  readonly rules: ReadonlySet<string>;
}

/** The rule options a ruleset offers for a scenario (none when the catalog lists none). */
export function offeredOptions(sc: Pick<ScenarioSummary, 'options'>, ruleset: string): readonly MatchOptionSpec[] {
  return sc.options?.[ruleset] ?? [];
}

/** The ticked options the ruleset offers (a ticked option of another ruleset is not sent: the server would refuse it). */
function chosen(sc: Pick<ScenarioSummary, 'options'>, ruleset: string, choice: LobbyChoice): readonly MatchOptionSpec[] {
  return offeredOptions(sc, ruleset).filter((o) => choice.rules.has(o.id));
}

export function createOptions(
  sc: Pick<ScenarioSummary, 'options'>,
  ruleset: string,
  choice: LobbyChoice,
): NonNullable<CreateMatchBody['options']> {
  const rules = chosen(sc, ruleset, choice);
  return {
    spectators: choice.delay ? { mode: 'delayed', playerTurns: choice.delay } : { mode: 'public' },
    lobby: choice.listed ? 'public' : 'unlisted',
    ...(rules.length ? { rules: Object.fromEntries(rules.map((o) => [o.id, true])) } : {}),
  };
}

/** " · hidden Sewer cards": the rule options a match is played with (lobby entries, the match header, the created label). */
export function optionsPhrase(m: Pick<MatchListItem | MatchSummary, 'ruleOptions'>): string {
  return (m.ruleOptions ?? []).map((o) => ` · ${o.label}`).join('');
}

/** The phrase of the options a card's choice would create the match with. */
export function choicePhrase(sc: Pick<ScenarioSummary, 'options'>, ruleset: string, choice: LobbyChoice): string {
  return optionsPhrase({ ruleOptions: chosen(sc, ruleset, choice) });
}
