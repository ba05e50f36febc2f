// Security headers on every response (helmet), with a Content Security Policy the browser
// client passes (server/src/e2e/ load the page under it): scripts, styles, images and connections
// from this origin only (websockets to the same host included), the favicon's data: URL, style
// attributes (the client sets a few inline `style=` attributes; no inline <style> or script), no
// plugins, no framing (frame-ancestors 'none' and X-Frame-Options DENY), no MIME sniffing.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// helmet itself, built once: the fastify wrapper (@fastify/helmet) builds it anew for every request,
// parsing the CSP each time, which made a flood of refused requests (429) cost a third more CPU each.
const applySecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
});

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // on request: every answer of a route has them, a 404 and an error included
  app.addHook('onRequest', (req, reply, done) => applySecurityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
}
