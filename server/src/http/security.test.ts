// Security headers on every response (helmet): the page, the API, an error. The CSP is the one
// the browser client passes (server/src/e2e/ load the page under it).
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/', '/api/scenarios', '/api/matches/AAAAAAAAAAAAAAAA', '/no-such-file'])(
    '%s: a CSP of this origin only, no framing, no sniffing',
    async (path) => {
      const res = await fetch(`${t.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v.join(' ')]),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self'",
        'connect-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
      });
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );
});
