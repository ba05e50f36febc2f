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

  decline(token: string, playerId: string): Promise<boolean> {
    return this.store.decline(hashToken(token), playerId, this.now());
  }

  listOpen(limit: number, before?: Date) {
    return this.store.listOpen(this.now(), limit, before);
  }
}
