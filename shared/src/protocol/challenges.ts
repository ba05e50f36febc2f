// Challenges (server/src/challenges/): what the lobby's challenge routes answer. Public facts only: a
// poster's chosen name (or "anonymous"), the scenario, ruleset, side offered, time control and age, and
// the challenge's own random id; never an id of a player or a seat.
import type { TimeControl } from './online';

/** The side the poster takes ('random': drawn when the challenge is accepted). */
export type OfferedSide = 'A' | 'B' | 'random';

/** What a challenge proposes, as the lobby shows it. */
export interface ChallengeTermsView {
  readonly id: string;
  readonly poster: string;
  readonly scenario: string;
  readonly ruleset: string;
  /** The side the poster takes. */
  readonly side: OfferedSide;
  readonly timeControl: TimeControl | null;
  readonly createdAt: string;
}

/** GET /api/challenges: one live listed challenge; `mine` when the asking player posted it. */
export interface OpenChallenge extends ChallengeTermsView {
  readonly ageMs: number;
  readonly mine: boolean;
}

/** POST /api/challenges (and a rematch): a direct challenge's link is shown here once. */
export interface PostedChallengeResponse {
  readonly id: string;
  readonly token: string | null;
  readonly link: string | null;
  readonly expiresAt: string;
}

export type ChallengeStatus = 'open' | 'accepted' | 'cancelled' | 'declined' | 'expired';

/**
 * GET /api/me/challenges: a challenge the player posted (`poster`) or one addressed to him (`addressee`:
 * a rematch), and what became of it; an accepted one the player posted names the match and his side.
 */
export interface PlayerChallenge extends ChallengeTermsView {
  readonly role: 'poster' | 'addressee';
  readonly listed: boolean;
  readonly status: ChallengeStatus;
  readonly expiresAt: string;
  readonly rematchOf: string | null;
  readonly match: { readonly id: string; readonly side: 'A' | 'B' } | null;
}

export interface PlayerChallenges {
  readonly challenges: readonly PlayerChallenge[];
}
