// The HTTP side, in fastify's order: the zod type provider, rate limits and security headers (global
// hooks), the same-origin check and the players' cookie (global), the error handlers, then each group of routes as its own plugin with zod schemas for its
// params, query and body (no casts in the handlers).
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Catalog } from '../catalog/catalog';
import type { Limits } from '../config/config';
import type { SocketLimiter } from '../limits/socketLimiter';
import type { Logger } from '../logging/logger';
import type { Invitations } from '../invitations/invitations';
import type { MatchService } from '../matches/matchService';
import type { Db } from '../persistence/prisma';
import { installPlayers, type PlayerIdentity } from '../players/identity';
import { playerRoutes } from '../players/routes';
import { SignInLimiter } from '../players/signInLimiter';
import { installErrorHandlers } from './errors';
import { registerRateLimits } from './rateLimits';
import { registerSameOrigin } from './sameOrigin';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitations';
import type { Challenges } from '../challenges/challenges';
import type { ComputerOpponents } from '../computer/opponents';
import { challengeRoutes } from '../challenges/routes';
import { matchRoutes } from './routes/matches';
import { seatRoutes } from './routes/seats';
import { staticRoutes } from './routes/static';
import { registerSecurityHeaders } from './security';

export interface HttpDeps {
  readonly log: Logger;
  readonly db: Db;
  readonly service: MatchService;
  readonly catalog: Catalog;
  readonly limits: Limits;
  /** The process's limiter, for limits that count work rather than requests ("your matches" seats). */
  readonly limiter: Pick<SocketLimiter, 'consume'>;
  readonly projectRoot: string;
  /** Who the browser is (players/identity.ts): routes ask currentPlayer(req) / ensurePlayer(req, reply). */
  readonly players: PlayerIdentity;
  /** The other side's invitations (invitations/). */
  readonly invitations: Invitations;
  /** Open and direct challenges (challenges/). */
  readonly challenges: Challenges;
  /** The computer opponents (computer/): matches against the computer take a seat there. */
  readonly computer: ComputerOpponents;
  /** Told when an accepted invitation seated a match's last seat (its clock may start). */
  readonly seated: (matchId: string) => void;
  readonly publicUrl?: string;
  readonly operatorToken?: string;
}

export async function registerHttp(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const { db, service, catalog, limits } = deps;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the rate limits first: a refused request costs no more work than its refusal
  const routeLimits = await registerRateLimits(app, limits);
  await registerSecurityHeaders(app);
  // CSRF: no state change from another site's page (sameOrigin.ts); then the session cookie's player
  registerSameOrigin(app, deps.publicUrl);
  await installPlayers(app, deps.players, deps.log);
  installErrorHandlers(app, deps.log);
  await app.register(healthRoutes, { db });
  await app.register(catalogRoutes, { catalog });
  await app.register(matchRoutes, {
    service,
    invitations: deps.invitations,
    computer: deps.computer,
    catalog,
    limits,
    routeLimits,
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
    ...(deps.operatorToken ? { operatorToken: deps.operatorToken } : {}),
  });
  await app.register(invitationRoutes, {
    service,
    invitations: deps.invitations,
    routeLimits,
    seated: deps.seated,
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
  });
  await app.register(challengeRoutes, {
    challenges: deps.challenges,
    catalog,
    routeLimits,
    seated: deps.seated,
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
  });
  await app.register(seatRoutes, { service, catalog, routeLimits, limiter: deps.limiter });
  await app.register(playerRoutes, {
    service,
    catalog,
    routeLimits,
    signIn: new SignInLimiter({ perAddress: limits.signInPerAddress, failuresPerName: limits.signInFailuresPerName }),
  });
  await app.register(staticRoutes, { projectRoot: deps.projectRoot });
}
