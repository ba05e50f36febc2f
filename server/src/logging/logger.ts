// pino, with every path that could carry a secret redacted: seat tokens, the dice seed, database
// passwords and the Redis URL, the game state. Callers log ids and command types, never command bodies or views.
// No line carries a value that depends on what a seat may not know (a count of events, of units, of
// rolls), so a log reader learns nothing of a match's hidden facts; the one exception is an unexpected
// failure's message and stack, which may name anything and is marked `mayHoldSecrets` (failure()).
// Request URLs are logged with any token in them redacted (redactUrl).
import pino, { type Logger } from 'pino';

export const REDACT_PATHS = [
  'token',
  '*.token',
  '*.*.token',
  'auth',
  '*.auth',
  'diceSeed',
  '*.diceSeed',
  'seed',
  '*.seed',
  'state',
  '*.state',
  'view',
  '*.view',
  'command',
  '*.command',
  'databaseUrl',
  '*.databaseUrl',
  'redisUrl',
  '*.redisUrl',
  'operatorToken',
  '*.operatorToken',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-hexfog-computer"]',
];

const CENSOR = '[redacted]';

/**
 * A request URL as it may be logged: the value of any query parameter whose name holds "token", and the
 * token of a seat link's path (`/match/<id>/seat/<token>`) and of an invitation link's (`/invite/<token>`;
 * browsers keep both in the fragment, which never reaches the server, but a hand-made request may put
 * them in the path).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q);
  return path.replace(/\/(seat|invite)\/[^/?#]+/gi, `/$1/${CENSOR}`) + query.replace(/([?&][^=&#]*token[^=&#]*=)[^&#]*/gi, `$1${CENSOR}`);
}

/** What a request line holds (fastify's fields, the URL redacted). */
function requestSerializer(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The fields of a line about an unexpected failure: the error (message and stack, which may name units
 * or Locations of a match in progress) and the mark that the line may hold secrets (docs/operations.md).
 */
export function failure(err: unknown): { err: unknown; mayHoldSecrets: true } {
  return { err, mayHoldSecrets: true };
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      serializers: { req: requestSerializer },
      base: { service: 'hexfog' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** Removes the password from a database URL before it is logged or printed. */
export function safeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '[unparseable database url]';
  }
}

export type { Logger };
