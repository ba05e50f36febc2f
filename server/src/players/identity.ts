// Who the browser is: a player from the first visit. The session cookie (SESSION_COOKIE) carries a
// 256-bit token; the server keeps its sha256 (player_sessions). Routes ask through two functions:
// `currentPlayer(req)` (the cookie's player, or null; never creates) and `ensurePlayer(req, reply)`
// (creates an anonymous player and its session on first use and sets the cookie). Sockets ask
// `identity.playerFromCookieHeader(header)` at the handshake (the browser sends the cookie with it).
// The identity is durable and rolling: each day of use moves the session's expiry (and the cookie's
// Max-Age) a whole SESSION_MAX_AGE on. The token is never put in a URL, a body, a log line or an error.
import fastifyCookie from '@fastify/cookie';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logging/logger';
import type { PlayerRow, PlayerStore } from './playerStore';
import { cookieValue, hashSessionToken, isSessionToken, newSessionToken } from './sessionToken';

export interface PlayerRef {
  readonly id: string;
  readonly name: string | null;
}

/** The cookie's name; HttpOnly, SameSite=Lax, Path=/, Secure over https (sessionCookieOptions). */
export const SESSION_COOKIE = 'hexfog_session';
/** How long an unused session lives (400 days: the longest Max-Age browsers keep). */
export const SESSION_MAX_AGE_MS = 400 * 24 * 3600_000;
/** A session used after this long since its last renewal is renewed (one write a day at most). */
export const SESSION_RENEW_AFTER_MS = 24 * 3600_000;

export interface IdentityOptions {
  readonly now?: () => Date;
  readonly maxAgeMs?: number;
  /** New anonymous players a minute per client address (PLAYERS_CREATED_PER_MINUTE); Infinity: no limit. */
  readonly createdPerMinute?: number;
}

/** 429 RATE_LIMITED: this address made its players of the minute (each cookieless request makes one). */
export class NewPlayersLimited extends Error {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED';
}

interface Resolved {
  readonly player: PlayerRef;
  readonly tokenHash: string;
  /** The session's expiry is old enough to move on: the cookie is set again. */
  readonly renew: boolean;
}

/** What one request has learned of its player (resolved at most once, on first ask). */
interface RequestPlayer {
  resolved?: Promise<Resolved | null>;
  renewCookie?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    playerState: RequestPlayer | null;
  }
  interface FastifyInstance {
    playerIdentity: PlayerIdentity;
  }
}

function ref(p: PlayerRow): PlayerRef {
  return { id: p.id, name: p.name };
}

export class PlayerIdentity {
  readonly maxAgeMs: number;
  private readonly now: () => Date;

  constructor(
    readonly store: PlayerStore,
    opts: IdentityOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.maxAgeMs = opts.maxAgeMs ?? SESSION_MAX_AGE_MS;
    const perMinute = opts.createdPerMinute ?? Infinity;
    this.creations = Number.isFinite(perMinute)
      ? new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: 'players-new' })
      : null;
  }

  /**
   * A client that sends no cookie makes a new player with every request that needs one (a visit, a
   * match, an accept): each address has a budget of them a minute, so a script cannot fill the
   * players table (those that never came back are purged: purgeExpired).
   */
  private readonly creations: RateLimiterMemory | null;

  private async admitNew(address: string): Promise<void> {
    try {
      await this.creations?.consume(address);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      throw new NewPlayersLimited(`too many new players from this client; retry in ${Math.max(1, Math.ceil(e.msBeforeNext / 1000))} s`);
    }
  }

  /** The player of a session token (no creation); renews the session when due. */
  async fromToken(token: string | undefined): Promise<Resolved | null> {
    if (!isSessionToken(token)) return null;
    const tokenHash = hashSessionToken(token);
    const now = this.now();
    const s = await this.store.session(tokenHash, now);
    if (!s) return null;
    const renew = s.expiresAt.getTime() - now.getTime() < this.maxAgeMs - SESSION_RENEW_AFTER_MS;
    if (renew) await this.store.renewSession(tokenHash, s.player.id, this.expiry(now), now);
    return { player: ref(s.player), tokenHash, renew };
  }

  /** For the socket handshake: the player of the Cookie header's session, or null. */
  readonly playerFromCookieHeader = async (header: string | undefined): Promise<PlayerRef | null> => {
    if (!header) return null;
    const token = cookieValue(header, SESSION_COOKIE);
    return (await this.fromToken(token))?.player ?? null;
  };

  /** A new anonymous player and its session, for a client at `address`; returns the player and the token for the cookie. */
  async createAnonymous(address = ''): Promise<{ player: PlayerRef; token: string }> {
    await this.admitNew(address);
    const token = newSessionToken();
    const player = await this.store.createWithSession(hashSessionToken(token), this.expiry(this.now()));
    return { player: ref(player), token };
  }

  /** A new session for an existing player (sign-in): always a fresh token, never the old one. */
  async newSession(playerId: string): Promise<string> {
    const token = newSessionToken();
    await this.store.addSession(playerId, hashSessionToken(token), this.expiry(this.now()));
    return token;
  }

  async endSession(token: string | undefined): Promise<void> {
    if (isSessionToken(token)) await this.store.deleteSession(hashSessionToken(token));
  }

  /** Expired sessions, then the anonymous players left with no session and no seat (a bounded batch). */
  async purgeExpired(): Promise<{ sessions: number; players: number }> {
    const sessions = await this.store.purgeExpired(this.now());
    const players = await this.store.purgeAbandoned(PURGE_BATCH);
    return { sessions, players };
  }

  private expiry(now: Date): Date {
    return new Date(now.getTime() + this.maxAgeMs);
  }
}

/** The cookie's attributes: script cannot read it, cross-site subrequests do not carry it. */
export function sessionCookieOptions(maxAgeMs: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: 'auto' as const, // Secure when the request came over https (fastify's protocol, TRUST_PROXY aware)
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(reply.server.playerIdentity.maxAgeMs));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

function stateOf(req: FastifyRequest): RequestPlayer {
  if (!req.playerState) req.playerState = {};
  return req.playerState;
}

function resolve(req: FastifyRequest): Promise<Resolved | null> {
  const st = stateOf(req);
  st.resolved ??= req.server.playerIdentity.fromToken(req.cookies[SESSION_COOKIE]).then((r) => {
    if (r?.renew) st.renewCookie = req.cookies[SESSION_COOKIE];
    return r;
  });
  return st.resolved;
}

/** The request's player and its session's hash, or null. */
export function currentSession(req: FastifyRequest): Promise<{ player: PlayerRef; tokenHash: string } | null> {
  return resolve(req);
}

/** The request's player from its session cookie, or null (no player is created). */
export async function currentPlayer(req: FastifyRequest): Promise<PlayerRef | null> {
  return (await resolve(req))?.player ?? null;
}

/** The request's player; a browser without one becomes a new anonymous player (its cookie is set). */
export async function ensurePlayer(req: FastifyRequest, reply: FastifyReply): Promise<PlayerRef> {
  const known = await resolve(req);
  if (known) return known.player;
  const { player, token } = await req.server.playerIdentity.createAnonymous(req.ip);
  const st = stateOf(req);
  st.resolved = Promise.resolve({ player, tokenHash: hashSessionToken(token), renew: false });
  setSessionCookie(reply, token);
  return player;
}

/** Makes the request's session cookie this token's (sign-in): the request's player is that player from now on. */
export function adoptSession(req: FastifyRequest, reply: FastifyReply, player: PlayerRef, token: string): void {
  stateOf(req).resolved = Promise.resolve({ player, tokenHash: hashSessionToken(token), renew: false });
  setSessionCookie(reply, token);
}

/** Hourly: expired sessions leave the table, and abandoned anonymous players, at most PURGE_BATCH an hour. */
const PURGE_EVERY_MS = 3600_000;
const PURGE_BATCH = 50_000;

/**
 * Installs players on the root instance (not encapsulated: every route sees them): the cookie parser,
 * the identity, and the rolling cookie (a renewed session's cookie is sent again with a fresh Max-Age).
 */
export async function installPlayers(app: FastifyInstance, identity: PlayerIdentity, log: Logger): Promise<void> {
  await app.register(fastifyCookie, { hook: 'onRequest' });
  app.decorate('playerIdentity', identity);
  app.decorateRequest('playerState', null);
  app.addHook('onSend', async (req, reply, payload) => {
    const token = req.playerState?.renewCookie;
    if (token) setSessionCookie(reply, token);
    return payload;
  });
  const purge = setInterval(() => {
    identity.purgeExpired().then(
      (n) => (n.sessions || n.players) && log.info(n, 'expired player sessions and abandoned anonymous players purged'),
      () => undefined, // the next hour tries again
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
