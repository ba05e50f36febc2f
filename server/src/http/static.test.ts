// The client's files as a browser gets them: the precompressed copy its Accept-Encoding allows, named
// in Content-Encoding, and cache headers by name (hashed: a year, immutable; index.html: no-cache).
// Reads the real build in client/dist (node scripts/build-client.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../config/config';
import { startTestServer, type TestServer } from '../../test/harness';

const dist = join(PROJECT_ROOT, 'client/dist');
let t: TestServer;
beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('client/dist is missing: run node scripts/build-client.mjs first');
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface Got {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A raw GET (fetch would send its own Accept-Encoding and decode the body). */
function get(path: string, acceptEncoding?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}${path}`,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decode = (g: Got) =>
  g.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(g.body)
    : g.headers['content-encoding'] === 'gzip'
      ? gunzipSync(g.body)
      : g.body;

describe('the client files', () => {
  const html = () => readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = () => [...html().matchAll(/(?:href|src)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);

  it('index.html names its script and styles by content hash', () => {
    expect(assets().some((a) => /^app\.[0-9a-f]{10}\.js$/.test(a))).toBe(true);
    expect(assets().some((a) => /^styles\.[0-9a-f]{10}\.css$/.test(a))).toBe(true);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gets Content-Encoding %s, the same bytes once decoded', async (accept, encoding) => {
    for (const path of ['/', ...assets().map((a) => `/${a}`)]) {
      const got = await get(path, accept);
      expect([path, got.status, got.headers['content-encoding']]).toEqual([path, 200, encoding]);
      expect(String(got.headers.vary)).toMatch(/accept-encoding/i);
      const file = path === '/' ? 'index.html' : path.slice(1);
      expect(decode(got).equals(readFileSync(join(dist, file)))).toBe(true);
      if (encoding) expect(got.body.length).toBeLessThan(readFileSync(join(dist, file)).length);
    }
  });

  it('a content-hashed file is cached a year and immutable; index.html is revalidated on every load', async () => {
    for (const a of assets()) {
      const got = await get(`/${a}`, 'br');
      expect([a, got.headers['cache-control']]).toEqual([a, 'public, max-age=31536000, immutable']);
      expect(String(got.headers['content-type'])).toMatch(a.endsWith('.js') ? /javascript/ : /text\/css/);
    }
    for (const path of ['/', '/index.html']) expect((await get(path, 'gzip')).headers['cache-control']).toBe('no-cache');
  });
});

describe('the catalog API (served on every page load)', () => {
  it.each([
    ['br;q=1, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('Accept-Encoding %s gets Content-Encoding %s, and the same JSON', async (accept, encoding) => {
    for (const path of ['/api/scenarios', '/api/maps/stalingrad-blocks']) {
      const plain = await get(path, 'identity');
      const got = await get(path, accept);
      expect([path, got.status, got.headers['content-encoding']]).toEqual([path, 200, encoding]);
      expect(String(got.headers.vary)).toMatch(/accept-encoding/i);
      expect(String(got.headers['content-type'])).toMatch(/application\/json/);
      expect(JSON.parse(decode(got).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('an unknown map is still a typed 404', async () => {
    const got = await get('/api/maps/nothing', 'br');
    expect(got.status).toBe(404);
    expect(JSON.parse(decode(got).toString('utf8'))).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
