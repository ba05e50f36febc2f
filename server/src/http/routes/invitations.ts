// Invitations (server/src/invitations/): accept one, and the creator's withdraw and reissue.
// - POST /api/invitations/accept { token }: the token in the body (the link carries it in its fragment,
//   the client posts it). Mints the other seat for the accepter; each refusal has its own typed code, and
//   an unknown token answers INVITATION_UNKNOWN whether or not any match exists.
// - POST /api/matches/:id/invitation (Authorization: Bearer <creator's seat token>): withdraws the live
//   invitation and issues a new one. DELETE: withdraws it. A token that opens no seat of that match, or
//   a match that does not exist, get the same 401: a stranger learns nothing of which matches exist.
import { AcceptInvitationBodySchema, type AcceptInvitationResponse, type InvitationGrant, type ProtocolErrorCode } from '@hexfog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IssuedInvitation, Invitations } from '../../invitations/invitations';
import type { RefusalReason } from '../../invitations/invitationStore';
import type { MatchService } from '../../matches/matchService';
import { errorBody } from '../../outbound/projection';
import { currentPlayer, ensurePlayer } from '../../players/identity';
import { credentialOf } from '../caller';
import { MatchParams } from '../matchParam';
import type { RouteLimits } from '../rateLimits';
import { baseUrl, inviteLink, seatLink } from './links';

export interface InvitationRouteDeps {
  readonly service: MatchService;
  readonly invitations: Invitations;
  readonly routeLimits: RouteLimits;
  /** Told when a match's last seat was taken: its clock may start (clock.ts). */
  readonly seated: (matchId: string) => void;
  readonly publicUrl?: string;
}

const REFUSALS: Record<RefusalReason, { status: number; code: ProtocolErrorCode; message: string }> = {
  unknown: { status: 404, code: 'INVITATION_UNKNOWN', message: 'no invitation has this token' },
  spent: { status: 410, code: 'INVITATION_SPENT', message: 'this invitation has already been accepted' },
  withdrawn: { status: 410, code: 'INVITATION_WITHDRAWN', message: 'this invitation was withdrawn by the player who made it' },
  expired: { status: 410, code: 'INVITATION_EXPIRED', message: 'this invitation has expired' },
  taken: { status: 409, code: 'SEAT_TAKEN', message: 'the seat this invitation offers is already held' },
  own: { status: 403, code: 'OWN_INVITATION', message: 'you hold the other seat of this match: send the invitation to your opponent' },
};

export function invitationGrant(base: string, inv: IssuedInvitation): InvitationGrant {
  return { side: inv.side, token: inv.token, link: inviteLink(base, inv.token), expiresAt: inv.expiresAt.toISOString() };
}

export const invitationRoutes: FastifyPluginAsyncZod<InvitationRouteDeps> = async (app, deps) => {
  const { service, invitations } = deps;
  const base = (req: FastifyRequest) => baseUrl(req, deps.publicUrl);

  app.post('/api/invitations/accept', { schema: { body: AcceptInvitationBodySchema } }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    const out = await invitations.accept(req.body.token, player.id);
    if (!out.ok) {
      const r = REFUSALS[out.reason];
      return reply.code(r.status).send(errorBody(r.code, r.message));
    }
    deps.seated(out.matchId);
    const res: AcceptInvitationResponse = {
      matchId: out.matchId,
      side: out.side,
      seat: { token: out.seatToken, link: seatLink(base(req), out.matchId, out.seatToken) },
    };
    return reply.code(201).send(res);
  });

  /** The creator's side, or undefined after replying 401 (the same for a wrong token and an unknown match). */
  const creatorSide = async (req: FastifyRequest, matchId: string, reply: FastifyReply) => {
    const caller = credentialOf(req);
    const side = caller.kind === 'token' ? await service.seatOf(matchId, caller.token, (await currentPlayer(req))?.id ?? null) : null;
    if (!side) return void reply.code(401).send(errorBody('UNAUTHORIZED', "send Authorization: Bearer <your seat's token> of this match"));
    return side;
  };
  const taken = (reply: FastifyReply) => reply.code(409).send(errorBody('SEAT_TAKEN', 'the other seat is already held'));

  app.post('/api/matches/:id/invitation', { schema: { params: MatchParams }, ...deps.routeLimits.create }, async (req, reply) => {
    const side = await creatorSide(req, req.params.id, reply);
    if (!side) return;
    const inv = await invitations.reissue(req.params.id, side);
    if (!inv) return taken(reply);
    return reply.code(201).send(invitationGrant(base(req), inv));
  });

  app.delete('/api/matches/:id/invitation', { schema: { params: MatchParams } }, async (req, reply) => {
    const side = await creatorSide(req, req.params.id, reply);
    if (!side) return;
    if (!(await invitations.withdraw(req.params.id, side))) return taken(reply);
    return reply.code(204).send();
  });
};
