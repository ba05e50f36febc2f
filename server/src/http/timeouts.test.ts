// Request timeouts: a client that sends full headers and a body that never comes, or headers that never
// end, has its connection closed once HTTP_REQUEST_TIMEOUT_MS (resp. HTTP_HEADERS_TIMEOUT_MS) has
// passed (fastify's own default leaves them open for ever); honest requests meanwhile are answered.
import { connect, type Socket } from 'node:net';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { requestTimeoutMs: 1500, headersTimeoutMs: 1000 } });
});
afterAll(() => t.close());

/** Opens a raw connection, writes `text`, and resolves with what came back once the server closes it. */
function stall(text: string): { closed: Promise<string>; socket: Socket } {
  const { port } = new URL(t.url);
  const socket = connect(Number(port), '127.0.0.1');
  let got = '';
  socket.on('data', (d) => (got += String(d)));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(got)));
  socket.write(text);
  return { closed, socket };
}

async function within<T>(p: Promise<T>, ms: number): Promise<T | 'still open'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<'still open'>((r) => (timer = setTimeout(() => r('still open'), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

describe('request timeouts', () => {
  it('closes every stalled body (full headers, Content-Length 60000, no body) and every unfinished header block; honest requests are answered meanwhile', async () => {
    const body = Array.from({ length: 10 }, () =>
      stall('POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"ruleset":'),
    );
    const headers = Array.from({ length: 10 }, () => stall('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    try {
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
      const outcomes = await Promise.all([...body, ...headers].map((s) => within(s.closed, 20_000)));
      expect(outcomes.filter((o) => o === 'still open')).toHaveLength(0);
      // node answers 408 where it can before closing; what matters is that nothing stays open
      expect(outcomes.filter((o) => o === '' || o.startsWith('HTTP/1.1 408'))).toHaveLength(20);
    } finally {
      for (const s of [...body, ...headers]) s.socket.destroy();
    }
  });
});
