// Seat tokens: 256 random bits, given out once, stored only as a SHA-256 hash, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A stored seat: its token's hash and, for a seat that belongs to a player, that player. */
export interface StoredSeat {
  readonly side: string;
  readonly tokenHash: string;
  readonly playerId?: string | null;
}

/**
 * The side whose stored hash matches the token, checking every seat in constant time; a seat that
 * belongs to a player opens only to that player (`playerId`, from the session cookie). A wrong token
 * and someone else's seat give the same null: a refusal never confirms that a token is valid.
 */
export function seatForToken(token: string, seats: readonly StoredSeat[], playerId: string | null): 'A' | 'B' | null {
  const h = Buffer.from(hashToken(token), 'hex');
  let found: 'A' | 'B' | null = null;
  for (const s of seats) {
    const stored = Buffer.from(s.tokenHash, 'hex');
    const matches = stored.length === h.length && timingSafeEqual(stored, h);
    if (matches && mayHold(s, playerId)) found = s.side as 'A' | 'B';
  }
  return found;
}

/** A seat of a match played before players existed (no player) opens by its token alone. */
const mayHold = (s: StoredSeat, playerId: string | null) => s.playerId == null || s.playerId === playerId;

/** The side `side` when it belongs to this player (a signed-in player opens his seats without their token). */
export function seatForPlayer(side: 'A' | 'B', seats: readonly StoredSeat[], playerId: string | null): 'A' | 'B' | null {
  return playerId !== null && seats.some((s) => s.side === side && s.playerId === playerId) ? side : null;
}

export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}

export function newDiceSeed(): string {
  return randomBytes(32).toString('hex');
}
