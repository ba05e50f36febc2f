// pino, with every path that could carry a secret redacted: seat tokens, the dice seed, database
// passwords and the Redis URL, the game state. Callers log ids and command types, never command bodies or views.
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
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
