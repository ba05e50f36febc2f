// Challenges (issue 34, part B): post, accept in one click, cancel, decline. Accepting spends the
// challenge in one statement (challengeStore.ts) and only then creates the match, with each seat bound
// to its player: the poster's side as offered (drawn when 'random'), the accepter's the other.
import { randomBytes } from 'node:crypto';
import type { Side } from '@hexfog/shared';
import type { MatchService } from '../matches/matchService';
import type { NewMatchOptions } from '../matches/matchCreation';
import { hashToken } from '../matches/seats';
import type { ChallengeKey, ChallengeRefusal, ChallengeStore, ChallengeTerms } from './challengeStore';

/** How long an unaccepted challenge stays live (setting CHALLENGE_TTL_MS, docs/operations.md). */
export const DEFAULT_CHALLENGE_TTL_MS = 86_400_000;
/** How many live challenges one player may have posted at once. */
export const DEFAULT_CHALLENGES_PER_PLAYER = 5;
/** The most challenges GET /api/me/challenges lists (his live ones are at most 5, the rest recent ones). */
export const PLAYER_CHALLENGES_MAX = 20;
/** How long an expired challenge is kept before the sweep deletes it (its poster sees it expired meanwhile). */
const EXPIRED_KEPT_MS = 86_400_000;

export interface PostedChallenge {
  readonly id: string;
  /** A direct challenge's link token (256 bits, shown once; only its hash is stored). */
  readonly token: string | null;
  readonly expiresAt: Date;
}

export type PostOutcome = { readonly ok: true; readonly posted: PostedChallenge } | { readonly ok: false; readonly reason: 'cap' };

export type ChallengeAcceptOutcome =
  | { readonly ok: true; readonly matchId: string; readonly side: Side; readonly seatToken: string }
  | { readonly ok: false; readonly reason: ChallengeRefusal };

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');
const randomSide = (): Side => (randomBytes(1)[0]! & 1 ? 'A' : 'B');

export class Challenges {
  constructor(
    private readonly store: ChallengeStore,
    private readonly service: MatchService,
    private readonly ttlMs = DEFAULT_CHALLENGE_TTL_MS,
    private readonly perPlayer = DEFAULT_CHALLENGES_PER_PLAYER,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async post(
    posterId: string,
    terms: ChallengeTerms,
    direct: { listed: boolean; opponentId?: string; rematchOf?: string },
  ): Promise<PostOutcome> {
    const now = this.now();
    if ((await this.store.liveCount(posterId, now)) >= this.perPlayer) return { ok: false, reason: 'cap' };
    const id = randomBytes(16).toString('base64url');
    const token = direct.listed ? null : randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.store.insert(
      {
        ...terms,
        id,
        posterId,
        listed: direct.listed,
        tokenHash: token ? hashToken(token) : null,
        opponentId: direct.opponentId ?? null,
        rematchOf: direct.rematchOf ?? null,
        expiresAt,
      },
      now,
    );
    return { ok: true, posted: { id, token, expiresAt } };
  }

  async accept(key: ChallengeKey, accepterId: string): Promise<ChallengeAcceptOutcome> {
    const now = this.now();
    const spent = await this.store.spend(key, accepterId, now);
    if (!spent) return { ok: false, reason: await this.store.refusal(key, accepterId, now) };
    const posterSide = spent.side === 'random' ? randomSide() : spent.side;
    const side = other(posterSide);
    const { match, tokens } = await this.service.create({
      rulesetId: spent.ruleset,
      scenarioId: spent.scenarioId,
      options: spent.options as unknown as NewMatchOptions,
      players: { [posterSide]: spent.posterId, [side]: accepterId },
    });
    await this.store.matched(spent.id, match.id, posterSide);
    return { ok: true, matchId: match.id, side, seatToken: tokens[side]! };
  }

  /**
   * A rematch of a finished match: a direct challenge to the same opponent, sides swapped (the poster
   * takes the side his opponent had). 'unknown' when he held no seat of it with an opponent; 'not-ended'.
   */
  async rematch(matchId: string, playerId: string): Promise<PostOutcome | { ok: false; reason: 'unknown' | 'not-ended' }> {
    const terms = await this.store.rematchTerms(matchId, playerId);
    if (!terms) return { ok: false, reason: 'unknown' };
    if ((await this.service.statusOf(matchId)) !== 'ended') return { ok: false, reason: 'not-ended' };
    const { ruleset, scenarioId, options, side, opponentId } = terms;
    return this.post(playerId, { ruleset, scenarioId, options, side: other(side) }, { listed: false, opponentId, rematchOf: matchId });
  }

  /** Accepting by a direct link's token. */
  acceptDirect(token: string, accepterId: string): Promise<ChallengeAcceptOutcome> {
    return this.accept({ tokenHash: hashToken(token) }, accepterId);
  }

  cancel(id: string, posterId: string): Promise<boolean> {
    return this.store.cancel(id, posterId, this.now());
  }

  /** Declining by a direct link's token, or by id a challenge addressed to the player (a rematch). */
  decline(key: { token: string } | { id: string }, playerId: string): Promise<boolean> {
    return this.store.decline('token' in key ? { tokenHash: hashToken(key.token) } : key, playerId, this.now());
  }

  /** The player's own challenges and those addressed to him, with what became of them lately. */
  ofPlayer(playerId: string) {
    return this.store.ofPlayer(playerId, this.now(), PLAYER_CHALLENGES_MAX, this.ttlMs);
  }

  /** A live direct challenge's terms, by its link token (for the page that offers to accept it). */
  byToken(token: string) {
    return this.store.liveByToken(hashToken(token), this.now());
  }

  /** Sweeps every `everyMs` (default an hour) until stopped. */
  startSweeping(onError: (e: unknown) => void, everyMs = 3_600_000): { stop(): void } {
    const timer = setInterval(() => void this.sweep().catch(onError), everyMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /** Deletes challenges expired unaccepted for a day (the sweep; they are refused from their expiry on). */
  sweep(): Promise<number> {
    return this.store.sweepExpired(new Date(this.now().getTime() - EXPIRED_KEPT_MS));
  }

  listOpen(limit: number, before?: Date) {
    return this.store.listOpen(this.now(), limit, before);
  }
}
