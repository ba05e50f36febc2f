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

/**
 * The value of cookie `name` in a Cookie header (the socket handshake's; the first if repeated). A
 * token is base64url, so no decoding is needed: any other value is no token (isSessionToken).
 */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
