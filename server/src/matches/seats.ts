// Seat tokens: 256 random bits, given out once, stored only as a SHA-256 hash, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The side whose stored hash matches the token, checking every seat in constant time. */
export function seatForToken(token: string, seats: readonly { side: string; tokenHash: string }[]): 'A' | 'B' | null {
  const h = Buffer.from(hashToken(token), 'hex');
  let found: 'A' | 'B' | null = null;
  for (const s of seats) {
    const stored = Buffer.from(s.tokenHash, 'hex');
    if (stored.length === h.length && timingSafeEqual(stored, h)) found = s.side as 'A' | 'B';
  }
  return found;
}

export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}

export function newDiceSeed(): string {
  return randomBytes(32).toString('hex');
}
