// "Your matches": POST /api/seats/status with the seat tokens this browser holds (in the body, never
// in a URL), answered per seat with the match's status and whether it waits on that seat. A token
// that does not open its match, and a match that does not exist, get the same `known: false`.
import { SeatStatusBodySchema, type SeatStatus } from '@hexfog/shared';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog';
import type { MatchService } from '../../matches/matchService';
import { errorBody } from '../../outbound/projection';
import { seatStatus } from '../../outbound/online';
import { zodIssue } from '../errors';

export function seatRoutes(app: FastifyInstance, deps: { service: MatchService; catalog: Catalog }): void {
  app.post('/api/seats/status', async (req, reply) => {
    const body = SeatStatusBodySchema.safeParse(req.body ?? {});
    if (!body.success) return reply.code(400).send(errorBody('BAD_REQUEST', zodIssue(body.error)));
    const names = new Map(deps.catalog.scenarios().map((s) => [s.id, s.name]));
    const seats: SeatStatus[] = [];
    for (const { matchId, token } of body.data.seats) {
      // the seat first (constant-time over the stored hashes), the match only for a valid seat; a poll
      // reads idle matches without loading them back into memory (peek)
      const side = await deps.service.seatOf(matchId, token);
      const match = side ? await deps.service.peek(matchId) : null;
      seats.push(side && match ? seatStatus(match, side, names.get(match.scenarioId) ?? match.scenarioId) : { matchId, known: false });
    }
    return { seats };
  });
}
