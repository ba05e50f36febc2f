// The players' routes (docs/protocol.md "Players"). None of them answers with a player id, a session
// token or anything of another player; the token travels only in the Set-Cookie header. Every POST
// takes a JSON object (zod) and passes the same-origin check (http/sameOrigin.ts).
import { EmptyBodySchema, type Me, type MyMatches, SetNameBodySchema, SetPasswordBodySchema, SignInBodySchema } from '@hexfog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalog } from '../catalog/catalog';
import { RateLimitedError, type RouteLimits } from '../http/rateLimits';
import type { MatchService } from '../matches/matchService';
import { seatStatus } from '../outbound/online';
import { errorBody } from '../outbound/projection';
import { adoptSession, clearSessionCookie, currentSession, ensurePlayer, SESSION_COOKIE } from './identity';
import { hashPassword, passwordMatches } from './passwords';
import type { SignInLimiter } from './signInLimiter';

/** The most matches "your matches" lists (the newest). */
export const MY_MATCHES_MAX = 50;

/** One answer for an unknown name, a player without a password and a wrong password. */
const SIGN_IN_REFUSED = 'unknown name or wrong password';

/** Refuses an attempt the sign-in limits do not allow: 429 RATE_LIMITED with Retry-After, like every limit. */
function limited(reply: FastifyReply, gate: Awaited<ReturnType<SignInLimiter['attempt']>>): void {
  if (gate.ok) return;
  reply.header('retry-after', gate.retryAfterS);
  throw new RateLimitedError(`too many sign-in attempts; retry in ${gate.retryAfterS} s`);
}

export const playerRoutes: FastifyPluginAsyncZod<{
  service: MatchService;
  catalog: Catalog;
  routeLimits: RouteLimits;
  signIn: SignInLimiter;
}> = async (app, deps) => {
  const store = app.playerIdentity.store;

  async function me(id: string): Promise<Me> {
    const p = await store.byId(id);
    return { name: p?.name ?? null, hasPassword: Boolean(p?.passwordHash) };
  }

  /** The request's session, or a 401 answer sent (routes that act on an existing player). */
  async function sessionOr401(req: FastifyRequest, reply: FastifyReply) {
    const s = await currentSession(req);
    if (!s) reply.code(401).send(errorBody('UNAUTHORIZED', 'this browser has no player yet: open /api/me first'));
    return s;
  }

  // the browser's player, made on the first visit
  app.get('/api/me', async (req, reply): Promise<Me> => me((await ensurePlayer(req, reply)).id));

  app.post('/api/me/name', { schema: { body: SetNameBodySchema } }, async (req, reply) => {
    const player = await ensurePlayer(req, reply);
    const outcome = await store.setName(player.id, req.body.name);
    if (outcome === 'taken') return reply.code(409).send(errorBody('CONFLICT', 'that name is taken'));
    if (outcome === 'has-name') return reply.code(409).send(errorBody('CONFLICT', 'your name is chosen once and is already set'));
    return me(player.id);
  });

  app.post('/api/me/password', { schema: { body: SetPasswordBodySchema } }, async (req, reply) => {
    const s = await sessionOr401(req, reply);
    if (!s) return reply;
    const row = await store.byId(s.player.id);
    if (!row?.name) return reply.code(409).send(errorBody('CONFLICT', 'choose a name first: you sign in with it'));
    if (row.passwordHash) {
      // changing a password is a sign-in with the old one: the same limits
      limited(reply, await deps.signIn.attempt(req.ip, row.name));
      if (!(await passwordMatches(row.passwordHash, req.body.currentPassword ?? ''))) {
        await deps.signIn.failed(row.name);
        return reply.code(403).send(errorBody('FORBIDDEN', 'the current password is wrong'));
      }
    }
    await store.setPasswordHash(row.id, await hashPassword(req.body.password), s.tokenHash);
    return me(row.id);
  });

  app.post('/api/sign-in', { schema: { body: SignInBodySchema } }, async (req, reply) => {
    const { name, password } = req.body;
    limited(reply, await deps.signIn.attempt(req.ip, name));
    const row = await store.byName(name);
    if (!row || !(await passwordMatches(row.passwordHash, password))) {
      await deps.signIn.failed(name);
      return reply.code(401).send(errorBody('UNAUTHORIZED', SIGN_IN_REFUSED));
    }
    // a fresh session for this browser (never the one it had: no session fixation); the old one ends
    await app.playerIdentity.endSession(req.cookies[SESSION_COOKIE]);
    const token = await app.playerIdentity.newSession(row.id);
    adoptSession(req, reply, { id: row.id, name: row.name }, token);
    return me(row.id);
  });

  app.post('/api/sign-out', { schema: { body: EmptyBodySchema } }, async (req, reply) => {
    await app.playerIdentity.endSession(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { signedOut: true };
  });

  // "your matches": the seats that belong to this player, on whatever device it is signed in
  app.get('/api/me/matches', { ...deps.routeLimits.seatStatus }, async (req): Promise<MyMatches> => {
    const s = await currentSession(req);
    if (!s) return { matches: [] };
    const names = new Map(deps.catalog.scenarios().map((sc) => [sc.id, sc.name]));
    const matches: MyMatches['matches'][number][] = [];
    for (const seat of await store.seats(s.player.id, MY_MATCHES_MAX)) {
      const m = await deps.service.peek(seat.matchId); // an idle match is read, not loaded back into memory
      if (!m || (seat.side !== 'A' && seat.side !== 'B')) continue;
      const st = seatStatus(m, seat.side, names.get(m.scenarioId) ?? m.scenarioId);
      if (st.known) matches.push(st);
    }
    return { matches };
  });
};
