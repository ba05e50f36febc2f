// "Your matches": POST /api/seats/status with the seat tokens this browser holds (in the body, never
// in a URL), answered per seat with the match's status and whether it waits on that seat. A token
// that does not open its match, and a match that does not exist, get the same `known: false`.
// Up to 50 seats a request (the schema), SEAT_STATUS_PER_MINUTE requests per client address.
import { SeatStatusBodySchema, type SeatStatus } from '@hexfog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalog } from '../../catalog/catalog';
import type { MatchService } from '../../matches/matchService';
import { seatStatus } from '../../outbound/online';
import type { RouteLimits } from '../rateLimits';

export const seatRoutes: FastifyPluginAsyncZod<{ service: MatchService; catalog: Catalog; routeLimits: RouteLimits }> = async (app, deps) => {
  app.post('/api/seats/status', { schema: { body: SeatStatusBodySchema }, ...deps.routeLimits.seatStatus }, async (req) => {
    const names = new Map(deps.catalog.scenarios().map((s) => [s.id, s.name]));
    const seats: SeatStatus[] = [];
    for (const { matchId, token } of req.body.seats) {
      // the seat first (constant-time over the stored hashes), the match only for a valid seat; a poll
      // reads idle matches without loading them back into memory (peek)
      const side = await deps.service.seatOf(matchId, token);
      const match = side ? await deps.service.peek(matchId) : null;
      seats.push(side && match ? seatStatus(match, side, names.get(match.scenarioId) ?? match.scenarioId) : { matchId, known: false });
    }
    return { seats };
  });
};
