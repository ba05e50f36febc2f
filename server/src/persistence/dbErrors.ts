// Tells "the database is away" (connection refused or cut, server shutting down or starting) from other
// failures: those are answered with the retryable UNAVAILABLE instead of INTERNAL.
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'P1001',
  'P1002',
  'P1017',
]);
const MESSAGES =
  /ECONNREFUSED|ECONNRESET|Connection terminated|connection (is )?closed|terminating connection|the database system is (starting up|shutting down)|Can't reach database|Client has encountered a connection error|not queryable/i;

export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const o = cur as { code?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown };
    if (typeof o.code === 'string' && CODES.has(o.code)) return true;
    if (typeof o.originalCode === 'string' && CODES.has(o.originalCode)) return true;
    if (typeof o.message === 'string' && MESSAGES.test(o.message)) return true;
    cur = o.cause;
  }
  return false;
}
