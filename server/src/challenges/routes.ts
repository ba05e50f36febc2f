// Challenge routes (issue 34, part B). Every answer carries public facts only: a listed challenge's
// poster name (or "anonymous"), scenario, ruleset, side offered, time control, age, and its opaque id
// to accept it by; never an id of a seat or a player.
// - POST /api/challenges: post (open: listed; direct: a link token, shown once). Counts against the
//   creation budget; a player has at most DEFAULT_CHALLENGES_PER_PLAYER live ones (429 RATE_LIMITED).
// - GET /api/challenges?before=<iso>&limit=: the live listed ones, newest first.
// - POST /api/challenges/:id/accept, POST /api/challenges/direct/accept { token }: one click; the
//   match is created with both seats bound; the accepter gets his seat. Racing accepts: one wins, the
//   others get 409 CHALLENGE_TAKEN. The poster's own: 403 OWN_CHALLENGE; cancelled, declined or expired:
//   410 CHALLENGE_GONE. By id also a challenge addressed to the caller (a rematch).
// - POST /api/challenges/direct/view { token }: a live direct challenge's terms (the link's page).
// - POST /api/challenges/direct/decline { token }, POST /api/challenges/:id/decline (addressed to the
//   caller); DELETE /api/challenges/:id (the poster's cancel).
// - GET /api/me/challenges: the caller's own challenges and those addressed to him, with what became of
//   them (an accepted one he posted names his match and side: the lobby takes him there).
import {
  type ChallengeTermsView,
  CreateMatchBodySchema,
  type OpenChallenge,
  type PlayerChallenges,
  type ProtocolErrorCode,
  SecretTokenSchema,
} from '@hexfog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Catalog } from '../catalog/catalog';
import type { RouteLimits } from '../http/rateLimits';
import { MatchParams } from '../http/matchParam';
import { baseUrl, seatLink } from '../http/routes/links';
import { optionsProblem } from '../matches/options';
import { errorBody } from '../outbound/projection';
import { currentPlayer, ensurePlayer } from '../players/identity';
import type { Challenges } from './challenges';
import type { ChallengeRefusal, OpenChallengeRow } from './challengeStore';

export interface ChallengeRouteDeps {
  readonly challenges: Challenges;
  readonly catalog: Catalog;
  readonly routeLimits: RouteLimits;
  /** Told when a match's seats are both held: its clock may start (clock.ts). */
  readonly seated: (matchId: string) => void;
  readonly publicUrl?: string;
}

export const PostChallengeBodySchema = CreateMatchBodySchema.pick({ ruleset: true, scenario: true, options: true, side: true }).extend({
  /** Listed in the lobby (open) or reached by its link only (direct). */
  listed: z.boolean().default(true),
});
const ChallengeIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
const TokenBody = z.strictObject({ token: SecretTokenSchema });
const ListQuery = z.strictObject({ before: z.iso.datetime().optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });

const REFUSALS: Record<ChallengeRefusal, { status: number; code: ProtocolErrorCode; message: string }> = {
  unknown: { status: 404, code: 'NOT_FOUND', message: 'no live challenge has this id or token' },
  taken: { status: 409, code: 'CHALLENGE_TAKEN', message: 'someone else accepted this challenge first' },
  cancelled: { status: 410, code: 'CHALLENGE_GONE', message: 'this challenge was cancelled' },
  declined: { status: 410, code: 'CHALLENGE_GONE', message: 'this challenge was declined' },
  expired: { status: 410, code: 'CHALLENGE_GONE', message: 'this challenge has expired' },
  own: { status: 403, code: 'OWN_CHALLENGE', message: 'this is your own challenge: wait for an opponent' },
  'not-yours': { status: 404, code: 'NOT_FOUND', message: 'no live challenge has this id or token' },
};

/** A challenge's terms as anyone may see them. */
function terms(r: Omit<OpenChallengeRow, 'posterId'>): ChallengeTermsView {
  return {
    id: r.id,
    poster: r.posterName ?? 'anonymous',
    scenario: r.scenarioId,
    ruleset: r.ruleset,
    side: r.side,
    timeControl: (r.options.timeControl as ChallengeTermsView['timeControl'] | undefined) ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export const challengeRoutes: FastifyPluginAsyncZod<ChallengeRouteDeps> = async (app, deps) => {
  const { challenges, catalog } = deps;

  app.post('/api/challenges', { schema: { body: PostChallengeBodySchema }, ...deps.routeLimits.create }, async (req, reply) => {
    const body = req.body;
    const scenario = catalog.scenario(body.scenario);
    if (!scenario?.rulesets.includes(body.ruleset)) {
      return reply.code(400).send(errorBody('BAD_REQUEST', `no scenario ${body.scenario} with ruleset ${body.ruleset}`));
    }
    const problem = optionsProblem(body.ruleset, body.options);
    if (problem) return reply.code(400).send(errorBody('BAD_REQUEST', problem));
    const player = await ensurePlayer(req, reply);
    const out = await challenges.post(
      player.id,
      { ruleset: body.ruleset, scenarioId: scenario.id, side: body.side, options: body.options },
      { listed: body.listed },
    );
    if (!out.ok) return reply.code(429).send(errorBody('RATE_LIMITED', 'you have as many live challenges as allowed: cancel one first'));
    const { id, token, expiresAt } = out.posted;
    const link = token ? `${baseUrl(req, deps.publicUrl)}/#/challenge/${token}` : null;
    return reply.code(201).send({ id, token, link, expiresAt: expiresAt.toISOString() });
  });

  app.get('/api/challenges', { schema: { querystring: ListQuery } }, async (req): Promise<{ challenges: OpenChallenge[] }> => {
    const now = Date.now();
    const me = await currentPlayer(req); // read only: a visitor who only looks is not made a player
    const rows = await challenges.listOpen(req.query.limit, req.query.before ? new Date(req.query.before) : undefined);
    return {
      challenges: rows.map((r) => ({ ...terms(r), ageMs: Math.max(0, now - r.createdAt.getTime()), mine: r.posterId === me?.id })),
    };
  });

  // one indexed query of at most PLAYER_CHALLENGES_MAX rows: in the global budget (the lobby reads it every few seconds)
  app.get('/api/me/challenges', async (req): Promise<PlayerChallenges> => {
    const me = await currentPlayer(req);
    if (!me) return { challenges: [] };
    const rows = await challenges.ofPlayer(me.id);
    return {
      challenges: rows.map((r) => ({
        ...terms(r),
        role: r.role,
        listed: r.listed,
        status: r.status,
        expiresAt: r.expiresAt.toISOString(),
        rematchOf: r.rematchOf,
        match: r.match,
      })),
    };
  });

  app.post('/api/challenges/direct/view', { schema: { body: TokenBody } }, async (req, reply) => {
    const me = await currentPlayer(req);
    const c = await challenges.byToken(req.body.token);
    // a challenge addressed to someone else is, to this caller, no challenge at all
    if (!c || (c.opponentId && c.opponentId !== me?.id))
      return reply
        .code(404)
        .send(errorBody('NOT_FOUND', 'no live challenge has this link: it may have been accepted, cancelled or expired'));
    return { ...terms(c), mine: c.posterId === me?.id };
  });

  const answer = async (
    req: Parameters<typeof baseUrl>[0],
    reply: import('fastify').FastifyReply,
    out: Awaited<ReturnType<Challenges['accept']>>,
  ) => {
    if (!out.ok) {
      const r = REFUSALS[out.reason];
      return reply.code(r.status).send(errorBody(r.code, r.message));
    }
    deps.seated(out.matchId);
    const link = seatLink(baseUrl(req, deps.publicUrl), out.matchId, out.seatToken);
    return reply.code(201).send({ matchId: out.matchId, side: out.side, seat: { token: out.seatToken, link } });
  };

  app.post('/api/challenges/:id/accept', { schema: { params: ChallengeIdParams }, ...deps.routeLimits.create }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    return answer(req, reply, await challenges.accept({ id: req.params.id }, player.id));
  });

  app.post('/api/challenges/direct/accept', { schema: { body: TokenBody }, ...deps.routeLimits.create }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    return answer(req, reply, await challenges.acceptDirect(req.body.token, player.id));
  });

  // a rematch of a finished match the caller played: a direct challenge to the same opponent, sides swapped
  app.post('/api/matches/:id/rematch', { schema: { params: MatchParams }, ...deps.routeLimits.create }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    const out = await challenges.rematch(req.params.id, player.id);
    if (!out.ok && out.reason === 'unknown')
      return reply.code(404).send(errorBody('NOT_FOUND', 'you played no such match against a player'));
    if (!out.ok && out.reason === 'not-ended') return reply.code(409).send(errorBody('NOT_ENDED', 'the match has not ended'));
    if (!out.ok) return reply.code(429).send(errorBody('RATE_LIMITED', 'you have as many live challenges as allowed: cancel one first'));
    const { id, token, expiresAt } = out.posted;
    const link = `${baseUrl(req, deps.publicUrl)}/#/challenge/${token}`;
    return reply.code(201).send({ id, token, link, expiresAt: expiresAt.toISOString() });
  });

  app.post('/api/challenges/direct/decline', { schema: { body: TokenBody } }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    if (!(await challenges.decline({ token: req.body.token }, player.id)))
      return reply.code(404).send(errorBody('NOT_FOUND', 'no live challenge has this token'));
    return reply.code(204).send();
  });

  app.post('/api/challenges/:id/decline', { schema: { params: ChallengeIdParams } }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    if (!(await challenges.decline({ id: req.params.id }, player.id)))
      return reply.code(404).send(errorBody('NOT_FOUND', 'no live challenge to you has this id'));
    return reply.code(204).send();
  });

  app.delete('/api/challenges/:id', { schema: { params: ChallengeIdParams } }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    if (!(await challenges.cancel(req.params.id, player.id)))
      return reply.code(404).send(errorBody('NOT_FOUND', 'no live challenge of yours has this id'));
    return reply.code(204).send();
  });
};
