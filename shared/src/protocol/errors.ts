// Error codes of the wire protocol (HTTP and socket), in addition to the engine's rule error codes.
export const PROTOCOL_ERROR_CODES = [
  'BAD_REQUEST',
  'BAD_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'NOT_ENDED',
  /** A past position of a match played under older rules, which the server no longer re-plays. */
  'RULES_CHANGED',
  'PAYLOAD_TOO_LARGE',
  'UNKNOWN_EVENT',
  'UNAVAILABLE',
  'INTERNAL',
  /** An invitation already accepted (by anyone: the accepter learns nothing of who). */
  'INVITATION_SPENT',
  /** An invitation past its expiry. */
  'INVITATION_EXPIRED',
  /** An invitation its creator withdrew. */
  'INVITATION_WITHDRAWN',
  /** No invitation has this token: the same answer whether or not any match exists. */
  'INVITATION_UNKNOWN',
  /** The seat an invitation or challenge offers is already held. */
  'SEAT_TAKEN',
  /** A player accepting his own invitation or challenge (only a practice match seats one player twice). */
  'OWN_INVITATION',
  /** A challenge someone else accepted first. */
  'CHALLENGE_TAKEN',
  /** A player accepting his own challenge: it waits for an opponent. */
  'OWN_CHALLENGE',
  /** A challenge that is no longer live: cancelled by its poster, declined, or expired. */
  'CHALLENGE_GONE',
  /** A limit per client address, seat or process was reached (HTTP 429 / a socket event's ack): retry later. */
  'RATE_LIMITED',
  /** The match's chat holds its maximum number of messages; no more are stored. */
  'CHAT_FULL',
  /** The match admits no more spectator sockets for now (a handshake refusal). */
  'SPECTATORS_FULL',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

export interface WireError {
  readonly code: string;
  readonly message: string;
  /** Rule reference for an illegal command, e.g. `B8.41`. */
  readonly rule?: string;
  /** With CONFLICT: the match's current version. */
  readonly currentVersion?: number;
}
