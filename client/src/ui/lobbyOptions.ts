// The lobby's create-match choices as the request's options: spectators, listing, and the rule options
// a ruleset offers (sewer-cards: hidden Sewer cards, whose Sewer cards the opponent sees face down).
// Pure: no DOM.
import type { CreateMatchBody, MatchListItem, MatchSummary } from '@hexfog/shared/protocol/index';

/** The rulesets that offer the match option "hidden Sewer cards" (the server refuses it for others). */
export const HIDDEN_SEWER_CARDS_RULESETS: readonly string[] = ['sewer-cards'];

export function offersHiddenSewerCards(ruleset: string): boolean {
  return HIDDEN_SEWER_CARDS_RULESETS.includes(ruleset);
}

export function createOptions(
  ruleset: string,
  choice: { readonly delay: number; readonly listed: boolean; readonly hiddenSewerCards: boolean },
): NonNullable<CreateMatchBody['options']> {
  return {
    spectators: choice.delay ? { mode: 'delayed', playerTurns: choice.delay } : { mode: 'public' },
    lobby: choice.listed ? 'public' : 'unlisted',
    ...(choice.hiddenSewerCards && offersHiddenSewerCards(ruleset) ? { hiddenSewerCards: true } : {}),
  };
}

/** " · hidden Sewer cards" for a match played with that option (lobby entries, the match header). */
export function optionsPhrase(m: Pick<MatchListItem | MatchSummary, 'hiddenSewerCards'>): string {
  return m.hiddenSewerCards ? ' · hidden Sewer cards' : '';
}
