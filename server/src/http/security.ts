// Security headers on every response (@fastify/helmet), with a Content Security Policy the browser
// client passes (server/src/e2e/ load the page under it): scripts, styles, images and connections
// from this origin only (websockets to the same host included), the favicon's data: URL, style
// attributes (the client sets a few inline `style=` attributes; no inline <style> or script), no
// plugins, no framing (frame-ancestors 'none' and X-Frame-Options DENY), no MIME sniffing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
  });
}
