// Who is asking an HTTP route: anonymous, or presenting a token (`Authorization: Bearer <token>`): a
// seat token of the match, or the operator's token (OPERATOR_TOKEN). Tokens are compared in constant
// time, as at the socket handshake; a token that is neither is refused, never taken as anonymous.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type Credential =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'malformed' };

export function credentialOf(req: FastifyRequest): Credential {
  const header = req.headers.authorization;
  if (header === undefined) return { kind: 'anonymous' };
  const m = /^Bearer ([A-Za-z0-9._~+/=-]{1,200})$/.exec(header);
  return m ? { kind: 'token', token: m[1]! } : { kind: 'malformed' };
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Whether `token` is the configured operator token; with none configured, nothing is. */
export function isOperatorToken(token: string, configured: string | undefined): boolean {
  if (configured === undefined) return false;
  return timingSafeEqual(digest(token), digest(configured)); // equal lengths, whatever was sent
}
