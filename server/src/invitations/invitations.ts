// Invitations, not seat tokens: a match created to be played against someone seats its creator only;
// the other side is offered by an invitation, a 256-bit token of its own (stored hashed, shown once to
// the creator) that mints the other seat's credential for whoever accepts it first. The creator never
// holds the other seat's credential: it does not exist until the accept, and only the accepter sees it.
import { otherSide, type Side } from '@hexfog/shared';
import { hashToken, newSeatToken } from '../matches/seats';
import type { InvitationStore, RefusalReason } from './invitationStore';

/** How long an invitation may wait for its accepter (INVITATION_TTL_MS). */
export const DEFAULT_INVITATION_TTL_MS = 7 * 86_400_000;

export interface IssuedInvitation {
  readonly side: Side;
  readonly token: string;
  readonly expiresAt: Date;
}

export type AcceptOutcome =
  | { readonly ok: true; readonly matchId: string; readonly side: Side; readonly seatToken: string }
  | { readonly ok: false; readonly reason: RefusalReason };

export class Invitations {
  constructor(
    private readonly store: InvitationStore,
    private readonly ttlMs: number = DEFAULT_INVITATION_TTL_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The invitation a new match offers for `side` (its creator holds the other). */
  async issue(matchId: string, side: Side): Promise<IssuedInvitation> {
    const now = this.now();
    const inv = this.fresh(side, now);
    await this.store.insert({ matchId, side, tokenHash: hashToken(inv.token), expiresAt: inv.expiresAt }, now);
    return inv;
  }

  /** Spends the invitation and mints its seat for the accepter (his player, when known). */
  async accept(token: string, playerId: string | null): Promise<AcceptOutcome> {
    const now = this.now();
    const seatToken = newSeatToken();
    const seated = await this.store.accept(hashToken(token), hashToken(seatToken), playerId, now);
    if (seated) return { ok: true, matchId: seated.matchId, side: seated.side, seatToken };
    return { ok: false, reason: await this.store.refusal(hashToken(token), playerId, now) };
  }

  /**
   * The creator (holding `creatorSide`) withdraws his live invitation and gets a new one; null when
   * the other seat is already held.
   */
  async reissue(matchId: string, creatorSide: Side): Promise<IssuedInvitation | null> {
    const now = this.now();
    const side = otherSide(creatorSide);
    const inv = this.fresh(side, now);
    const ok = await this.store.reissue(matchId, side, { matchId, side, tokenHash: hashToken(inv.token), expiresAt: inv.expiresAt }, now);
    return ok ? inv : null;
  }

  /** The creator withdraws his live invitation; false when the other seat is already held. */
  withdraw(matchId: string, creatorSide: Side): Promise<boolean> {
    return this.store.reissue(matchId, otherSide(creatorSide), null, this.now());
  }

  private fresh(side: Side, now: Date): IssuedInvitation {
    return { side, token: newSeatToken(), expiresAt: new Date(now.getTime() + this.ttlMs) };
  }
}
