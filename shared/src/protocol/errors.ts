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
