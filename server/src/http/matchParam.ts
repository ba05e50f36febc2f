// Resolves the `:id` of a match route to the live match, or answers the typed error itself.
import { MatchIdSchema } from '@hexfog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveMatch, MatchService } from '../matches/matchService';
import { errorBody } from '../outbound/projection';

export function matchFromRoute(service: MatchService) {
  /** The match, or undefined after replying 400/404 (or 409 when `ended` is required and it runs). */
  return async (req: FastifyRequest, reply: FastifyReply, ended = false): Promise<LiveMatch | undefined> => {
    const id = MatchIdSchema.safeParse((req.params as { id: unknown }).id);
    if (!id.success) return void reply.code(400).send(errorBody('BAD_REQUEST', 'a match id is 8-40 letters, digits, - or _'));
    const found = await service.get(id.data);
    if (!found) return void reply.code(404).send(errorBody('NOT_FOUND', 'no such match'));
    if (ended && found.state.status !== 'ended') return void reply.code(409).send(errorBody('NOT_ENDED', 'the full record and the dice seed are revealed when the match ends'));
    return found;
  };
}
