// Request rates per client address (fastify's request.ip: the peer, or behind a trusted proxy the
// address it forwards for) with @fastify/rate-limit: every route shares HTTP_PER_MINUTE, and the costly
// ones have their own budgets (routeLimit). A refusal is 429 { error: { code: RATE_LIMITED } } with
// Retry-After, the same for every route and match. Counted in this process's memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../config/config';

export type LimitedRoute = 'create' | 'seatStatus' | 'replay';

export class RateLimitedError extends Error {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED';
}

export async function registerRateLimits(app: FastifyInstance, limits: Limits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: finite(limits.httpPerMinute),
    timeWindow: 60_000,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, ctx) => new RateLimitedError(`too many requests from this client; retry in ${Math.ceil(ctx.ttl / 1000)} s`),
  });
}

/** A route's own budget per client address and minute (`config: { rateLimit }` of the route). */
export function routeLimit(limits: Limits, route: LimitedRoute): { rateLimit: { max: number; timeWindow: number } } {
  const max = { create: limits.matchCreatePerMinute, seatStatus: limits.seatStatusPerMinute, replay: limits.replayPerMinute }[route];
  return { rateLimit: { max: finite(max), timeWindow: 60_000 } };
}

/** @fastify/rate-limit takes a whole number: an infinite limit (off) is the largest one. */
function finite(n: number): number {
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}
