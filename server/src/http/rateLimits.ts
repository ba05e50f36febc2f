// Request rates per client address (fastify's request.ip: the peer, or behind a trusted proxy the
// address it forwards for) with @fastify/rate-limit: the routes share HTTP_PER_MINUTE, but for the
// costly groups (creation, "your matches", replay/dice), which have their own smaller budget each. A refusal is 429 { error: { code: RATE_LIMITED } } with
// Retry-After, the same for every route and match. Counted in this process's memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Limits } from '../config/config';

export type LimitedRoute = 'create' | 'seatStatus' | 'replay';

export class RateLimitedError extends Error {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED';
}

/**
 * A refusal without a stack trace: a flood is answered with thousands of them a second, and capturing
 * (and source-mapping) a stack that no one reads was the costliest step of a 429.
 */
function refusal(message: string): RateLimitedError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new RateLimitedError(message);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Each costly group's options for its routes: its own budget, shared by the group's routes. */
export type RouteLimits = Record<LimitedRoute, { config: { rateLimit: false }; onRequest: onRequestAsyncHookHandler }>;

export async function registerRateLimits(app: FastifyInstance, limits: Limits): Promise<RouteLimits> {
  await app.register(rateLimit, {
    global: true,
    max: finite(limits.httpPerMinute),
    timeWindow: 60_000,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, ctx) => refusal(`too many requests from this client; retry in ${Math.ceil(ctx.ttl / 1000)} s`),
  });
  // a group's routes leave the shared budget (rateLimit: false) and run one limiter (one store) together,
  // on request, before the body is read
  const group = (max: number) => ({
    config: { rateLimit: false as const },
    onRequest: app.rateLimit({ max: finite(max), timeWindow: 60_000 }) as onRequestAsyncHookHandler,
  });
  return {
    create: group(limits.matchCreatePerMinute),
    seatStatus: group(limits.seatStatusPerMinute),
    replay: group(limits.replayPerMinute),
  };
}

/** @fastify/rate-limit takes a whole number: an infinite limit (off) is the largest one. */
function finite(n: number): number {
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}
