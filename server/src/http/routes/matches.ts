// Match routes: create (returns the creator's secret seat token once, and an invitation for the other
// side, or both seats for a practice match: routes/invitations.ts), list, summary, and after the end the
// replay and the dice. The list and the summary follow each match's spectator policy and lobby choice:
// anonymous callers see what the match's spectators are shown; a seat token or the operator token, the
// present (./caller.ts).
import { CreateMatchBodySchema, type CreateMatchResponse, otherSide, type SeatGrant, type Side } from '@hexfog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Catalog } from '../../catalog/catalog';
import type { Limits } from '../../config/config';
import { type MatchService, RulesChangedError } from '../../matches/matchService';
import { type Audience, diceRecord, errorBody, matchListItem, matchSummary, replayRecord, replayView } from '../../outbound/projection';
import { optionsProblem } from '../../matches/options';
import { credentialOf, isOperatorToken } from '../caller';
import { MatchParams, matchFromRoute, ReplayVersionParams } from '../matchParam';
import type { RouteLimits } from '../rateLimits';
import type { Invitations } from '../../invitations/invitations';
import type { ComputerOpponents } from '../../computer/opponents';
import { BOTH_SIDES } from '../../matches/matchCreation';
import { currentPlayer, ensurePlayer } from '../../players/identity';
import { invitationGrant } from './invitations';
import { baseUrl, randomSide, seatLink, spectatorLink } from './links';

const unauthorized = (reply: FastifyReply, message: string) => reply.code(401).send(errorBody('UNAUTHORIZED', message));

/** The lobby's pages: `?page=n` (from 0), LOBBY_PAGE_SIZE matches each, newest first. */
const LobbyQuery = z.object({ page: z.coerce.number<string>().int().min(0).max(1000).default(0) });

export interface MatchRouteDeps {
  readonly service: MatchService;
  readonly invitations: Invitations;
  readonly computer: ComputerOpponents;
  readonly catalog: Catalog;
  readonly limits: Limits;
  readonly routeLimits: RouteLimits;
  readonly publicUrl?: string;
  readonly operatorToken?: string;
}

export const matchRoutes: FastifyPluginAsyncZod<MatchRouteDeps> = async (app, deps) => {
  const { service, catalog } = deps;
  const base = (req: { protocol: string; host: string }) => baseUrl(req, deps.publicUrl);

  app.post('/api/matches', { schema: { body: CreateMatchBodySchema }, ...deps.routeLimits.create }, async (req, reply) => {
    const body = req.body;
    const scenario = catalog.scenario(body.scenario);
    if (!scenario) return reply.code(404).send(errorBody('NOT_FOUND', `no scenario ${body.scenario}`));
    if (!scenario.rulesets.includes(body.ruleset)) {
      return reply.code(400).send(errorBody('BAD_REQUEST', `scenario ${scenario.id} is not playable with ruleset ${body.ruleset}`));
    }
    // a rule-changing option is refused, not ignored, under a ruleset it does not belong to
    const problem = optionsProblem(body.ruleset, body.options);
    if (problem) return reply.code(400).send(errorBody('BAD_REQUEST', problem));
    if (body.practice && body.computer) return reply.code(400).send(errorBody('BAD_REQUEST', 'a practice match has no computer opponent'));
    // a match against someone seats its creator only and invites the other side; practice seats both;
    // against the computer both are seated, the computer's seat held by its token alone (computer/)
    const side = body.side === 'random' ? randomSide() : body.side;
    const other = otherSide(side);
    const player = await ensurePlayer(req, reply);
    const place = body.computer ? deps.computer.reserve(player.id) : undefined;
    if (place && 'refusal' in place) return reply.code(429).send(errorBody('RATE_LIMITED', place.refusal));
    const ticket = place?.ticket;
    const computer = body.computer ? { side: other, level: body.computer.level } : undefined;
    const seated = body.practice || computer ? BOTH_SIDES : [side];
    const { match, tokens } = await service
      .create({
        rulesetId: body.ruleset,
        scenarioId: scenario.id,
        options: { ...body.options, ...(computer ? { computer } : {}) },
        seated,
        players: computer ? { [side]: player.id } : Object.fromEntries(seated.map((s) => [s, player.id])),
      })
      .catch((e: unknown) => {
        if (ticket) deps.computer.release(ticket);
        throw e;
      });
    if (computer) deps.computer.seat(match.id, other, computer.level, tokens[other]!, player.id, ticket);
    const url = base(req);
    const invitation = body.practice || computer ? undefined : await deps.invitations.issue(match.id, other);
    const seats: { A?: SeatGrant; B?: SeatGrant } = {};
    for (const s of computer ? [side] : seated) seats[s] = { token: tokens[s]!, link: seatLink(url, match.id, tokens[s]!) };
    const res: CreateMatchResponse = {
      matchId: match.id,
      side,
      seats,
      ...(invitation ? { invitation: invitationGrant(url, invitation) } : {}),
      ...(computer ? { computer } : {}),
      spectatorLink: spectatorLink(url, match.id),
      diceCommitment: match.diceCommitment,
    };
    return reply.code(201).send(res);
  });

  // Anonymous: the public lobby's matches. The operator token: every match, with its live progress.
  // A page at a time: `next` is the following page's number while this one is full.
  app.get('/api/matches', { schema: { querystring: LobbyQuery } }, async (req, reply) => {
    const caller = credentialOf(req);
    if (caller.kind === 'malformed') return unauthorized(reply, 'send Authorization: Bearer <operator token>, or no Authorization header');
    if (caller.kind === 'token' && !isOperatorToken(caller.token, deps.operatorToken))
      return unauthorized(reply, 'this token may not list matches');
    const audience: Audience = caller.kind === 'token' ? 'present' : 'public';
    const size = deps.limits.lobbyPageSize;
    const rows = await service.listRows(['setup', 'playing'], audience === 'public', { limit: size, skip: req.query.page * size });
    const byId = new Map(catalog.scenarios().map((s) => [s.id, s]));
    return {
      matches: rows.map((r) => matchListItem(r, byId.get(r.scenarioId), audience)),
      ...(rows.length === size ? { next: req.query.page + 1 } : {}),
    };
  });

  const matchOf = matchFromRoute(service);
  // Anonymous: what the match's spectators are shown. A seat token of the match, or the operator's: the present.
  app.get('/api/matches/:id', { schema: { params: MatchParams } }, async (req, reply) => {
    const caller = credentialOf(req);
    if (caller.kind === 'malformed') return unauthorized(reply, 'send Authorization: Bearer <seat token>, or no Authorization header');
    const match = await matchOf(req.params.id, reply);
    if (!match) return;
    let audience: Audience = 'public';
    let seat: Side | undefined;
    if (caller.kind === 'token') {
      const operator = isOperatorToken(caller.token, deps.operatorToken);
      if (!operator) seat = (await service.seatOf(match.id, caller.token, (await currentPlayer(req))?.id ?? null)) ?? undefined;
      if (!operator && !seat) return unauthorized(reply, 'this token is not valid for this match');
      audience = 'present';
    }
    // a seat is shown its own version (outbound/projection.ts versionFor)
    return matchSummary(
      match,
      catalog.scenarios().find((s) => s.id === match.scenarioId),
      audience,
      seat,
    );
  });

  const replayLimit = deps.routeLimits.replay;
  app.get('/api/matches/:id/replay', { schema: { params: MatchParams }, ...replayLimit }, async (req, reply) => {
    const match = await matchOf(req.params.id, reply, true);
    return match && replayRecord(match, await service.eventsSince(match.id, 0));
  });

  app.get('/api/matches/:id/replay/:version', { schema: { params: ReplayVersionParams }, ...replayLimit }, async (req, reply) => {
    const match = await matchOf(req.params.id, reply, true);
    if (!match) return;
    const v = req.params.version;
    if (v > match.state.version) return reply.code(400).send(errorBody('BAD_REQUEST', `version is 0..${match.state.version}`));
    const state = await service.stateAt(match, v).catch((e: unknown) => {
      if (e instanceof RulesChangedError) return 'rulesChanged' as const;
      throw e;
    });
    if (state === 'rulesChanged')
      return reply
        .code(409)
        .send(
          errorBody(
            'RULES_CHANGED',
            `this match was played under rules version ${match.rulesVersion}; the server plays version ${match.game.ctx.rulesVersion}: the positions saved with it, its events and its dice remain available, not the position at version ${v}`,
          ),
        );
    if (!state) return reply.code(404).send(errorBody('NOT_FOUND', `no state at version ${v}`));
    return replayView(match, state);
  });

  app.get('/api/matches/:id/dice', { schema: { params: MatchParams }, ...replayLimit }, async (req, reply) => {
    const match = await matchOf(req.params.id, reply, true);
    return match && diceRecord(match, await service.eventsSince(match.id, 0));
  });
};
