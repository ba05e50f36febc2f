// The `:id` of a match route: its zod schema (checked by fastify before the handler), and the live
// match it names, or the typed error answered by this helper itself.
import { MatchIdSchema } from '@hexfog/shared';
import type { FastifyReply } from 'fastify';
import * as z from 'zod';
import type { LiveMatch, MatchService } from '../matches/matchService';
import { errorBody } from '../outbound/projection';

const MatchId = z.custom<string>((v) => MatchIdSchema.safeParse(v).success, { error: 'a match id is 8-40 letters, digits, - or _' });
export const MatchParams = z.strictObject({ id: MatchId });
export const ReplayVersionParams = z.strictObject({ id: MatchId, version: z.coerce.number<string>().int().min(0) });

export function matchFromRoute(service: MatchService) {
  /** The match, or undefined after replying 404 (or 409 when `ended` is required and it runs). */
  return async (id: string, reply: FastifyReply, ended = false): Promise<LiveMatch | undefined> => {
    const found = await service.get(id);
    if (!found) return void reply.code(404).send(errorBody('NOT_FOUND', 'no such match'));
    if (ended && found.state.status !== 'ended')
      return void reply.code(409).send(errorBody('NOT_ENDED', 'the full record and the dice seed are revealed when the match ends'));
    return found;
  };
}
