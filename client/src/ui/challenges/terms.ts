// How a challenge reads in the lobby: "Sewer infiltration · asl · poster plays Germans · 15+10 · 3 min ago".
// Pure, so the lobby, the link's page and the rematch offer word a challenge the same way.
import type { ChallengeTermsView, ScenarioSummary, TimeControl } from '@hexfog/shared/protocol/index';

export type ScenarioNames = ReadonlyMap<string, Pick<ScenarioSummary, 'name' | 'sides'>>;

export function timeControlText(tc: TimeControl | null): string {
  if (!tc) return 'no clock';
  const from = tc.startsAt === 'play' ? ' from the first Player Turn' : '';
  if (tc.mode === 'clock') {
    const per = tc.incrementSeconds ? ` + ${minutesOrSeconds(tc.incrementSeconds)} per Player Turn` : '';
    const free = tc.delaySeconds ? `, ${tc.delaySeconds} s free per decision` : '';
    return `clock ${Math.round(tc.initialSeconds / 60)} min${per}${free}${from}`;
  }
  const days = tc.secondsPerDecision / 86_400;
  const each = Number.isInteger(days) ? `${days} day${days > 1 ? 's' : ''}` : `${Math.round(tc.secondsPerDecision / 3600)} h`;
  return `${each} per decision${from}`;
}

const minutesOrSeconds = (s: number) => (s % 60 === 0 ? `${s / 60} min` : `${s} s`);

export function ageText(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} min ago`;
  return `${Math.floor(min / 60)} h ago`;
}

/**
 * The sides, from the reader's point of view: the accepter's ("ivan plays the Soviets, you the Germans")
 * or, for his own challenge, the poster's ("you play the Soviets").
 */
export function sideText(c: Pick<ChallengeTermsView, 'side' | 'scenario' | 'poster'>, scenarios: ScenarioNames, mine = false): string {
  const sc = scenarios.get(c.scenario);
  if (c.side === 'random') return 'sides drawn at random';
  const theirs = sc?.sides[c.side] ?? c.side;
  const yours = sc?.sides[c.side === 'A' ? 'B' : 'A'] ?? (c.side === 'A' ? 'B' : 'A');
  return mine ? `you play the ${theirs}` : `${c.poster} plays the ${theirs}, you the ${yours}`;
}

/** One line for a challenge: scenario, ruleset, sides (as `sideText`), clock. */
export function termsText(c: ChallengeTermsView, scenarios: ScenarioNames, mine = false): string {
  const name = scenarios.get(c.scenario)?.name ?? c.scenario;
  return `${name} · ${c.ruleset} · ${sideText(c, scenarios, mine)} · ${timeControlText(c.timeControl)}`;
}
