// A session's token: 256 random bits, base64url (43 characters), the cookie's whole value. The server
// keeps only its sha256 (player_sessions.token_hash): a database reader cannot sign in with it.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a cookie value has a token's shape (anything else is not looked up). */
export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN.test(value);
}
