// "Your matches": POST /api/seats/status with the seat tokens this browser holds (in the body, never
// in a URL), answered per seat with the match's status and whether it waits on that seat. A token
// that does not open its match, and a match that does not exist, get the same `known: false`.
// The work is per seat, so is the budget: up to 50 seats a request (the schema), SEAT_STATUS_PER_MINUTE
// requests and SEAT_LOOKUPS_PER_MINUTE seats per client address; a match named twice is read once.
import { SeatStatusBodySchema, type SeatStatus, type Side } from '@hexfog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalog } from '../../catalog/catalog';
import type { SocketLimiter } from '../../limits/socketLimiter';
import type { LiveMatch, MatchService } from '../../matches/matchService';
import { seatStatus } from '../../outbound/online';
import { RateLimitedError, type RouteLimits } from '../rateLimits';
import { currentPlayer } from '../../players/identity';

export const seatRoutes: FastifyPluginAsyncZod<{
  service: MatchService;
  catalog: Catalog;
  routeLimits: RouteLimits;
  limiter: Pick<SocketLimiter, 'consume'>;
}> = async (app, deps) => {
  app.post('/api/seats/status', { schema: { body: SeatStatusBodySchema }, ...deps.routeLimits.seatStatus }, async (req) => {
    const asked = req.body.seats;
    const playerId = (await currentPlayer(req))?.id ?? null;
    if (asked.length && !(await deps.limiter.consume('seatLookup', `addr:${req.ip}`, asked.length)))
      throw new RateLimitedError('too many seats asked about from this client; retry in a minute');
    const names = new Map(deps.catalog.scenarios().map((s) => [s.id, s.name]));
    const sides = new Map<string, Promise<Side | null>>();
    const matches = new Map<string, Promise<LiveMatch | null>>();
    const seats: SeatStatus[] = [];
    for (const { matchId, token } of asked) {
      // the seat first (constant-time over the stored hashes), the match only for a valid seat; a poll
      // reads idle matches without loading them back into memory (peek)
      const sideKey = `${matchId}\n${token}`;
      if (!sides.has(sideKey)) sides.set(sideKey, deps.service.seatOf(matchId, token, playerId));
      const side = await sides.get(sideKey)!;
      if (side && !matches.has(matchId)) matches.set(matchId, deps.service.peek(matchId));
      const match = side ? await matches.get(matchId)! : null;
      seats.push(side && match ? seatStatus(match, side, names.get(match.scenarioId) ?? match.scenarioId) : { matchId, known: false });
    }
    return { seats };
  });
};
