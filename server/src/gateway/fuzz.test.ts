// A few thousand seeded fuzz messages over real sockets and HTTP (`npm run fuzz -- --messages 100000`
// for the long run): typed errors only, no closed socket, no change to the match.
import { fuzzHttp, fuzzSockets } from '../../test/fuzz';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('fuzzing every boundary (seeded)', () => {
  it('2500 socket messages: each gets a typed error, the match does not move', async () => {
    const m = await t.newMatch();
    const r = await fuzzSockets({ url: t.url, matchId: m.matchId, tokenA: m.seats.A.token }, { seed: 19, messages: 2500 });
    expect(r.messages).toBe(2500);
    expect(Object.keys(r.codes)).toEqual(expect.arrayContaining(['BAD_REQUEST', 'UNKNOWN_EVENT', 'FORBIDDEN']));
    const after = await t.api.match(m.matchId);
    expect(after.version).toBe(0);
  });

  it('500 HTTP bodies and ids: each gets a 4xx with a typed error', async () => {
    expect(await fuzzHttp(t.url, { seed: 19, requests: 500 })).toBe(500);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
