// CSRF: the session cookie goes with every request the browser makes to this server, whoever's page
// asks, so a request that changes state must come from this server's own pages. Every method but GET,
// HEAD and OPTIONS is refused (403 FORBIDDEN) when the browser says it comes from elsewhere:
// - an Origin header that is not this server's origin (the request's own scheme and Host as fastify
//   reads them, TRUST_PROXY aware, or PUBLIC_URL's), or
// - Sec-Fetch-Site other than same-origin or none (none: typed in the address bar, a bookmark).
// A request with neither header is not a browser's cross-site request (browsers send Origin with every
// POST), so scripts and the SDK under Node pass. The second line of defence: SameSite=Lax keeps the
// cookie off cross-site POSTs, and the players' routes take only JSON objects (a cross-site form can
// send text/plain or form bodies only; zod refuses those), and the server grants no CORS.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../outbound/projection';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This server's origins: the request's own scheme and Host, and PUBLIC_URL's when set. */
function isOwnOrigin(origin: string, req: FastifyRequest, publicUrl: string | undefined): boolean {
  const o = origin.toLowerCase();
  return o === `${req.protocol}://${req.host}`.toLowerCase() || (publicUrl !== undefined && o === new URL(publicUrl).origin);
}

/** Why a state-changing request is refused as cross-site, or null when it may go on. */
export function crossSiteReason(req: FastifyRequest, publicUrl?: string): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return `a ${site} request cannot change anything here`;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && !isOwnOrigin(origin, req, publicUrl))
    return 'a request from another origin cannot change anything here';
  return null;
}

export function registerSameOrigin(app: FastifyInstance, publicUrl?: string): void {
  app.addHook('onRequest', async (req, reply) => {
    const reason = crossSiteReason(req, publicUrl);
    if (reason) return reply.code(403).send(errorBody('FORBIDDEN', reason));
  });
}

/**
 * Whether a websocket handshake may carry its player: no Origin (not a browser page: the SDK under
 * Node), or an Origin whose host is the handshake's Host or PUBLIC_URL's. A page of another site
 * that opens a socket here gets no player, so it cannot open a player's seat with his cookie.
 */
export function handshakeFromOwnPage(origin: string | undefined, host: string | undefined, publicUrl?: string): boolean {
  if (origin === undefined) return true;
  let from: string;
  try {
    from = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return (host !== undefined && from === host.toLowerCase()) || (publicUrl !== undefined && from === new URL(publicUrl).host.toLowerCase());
}
