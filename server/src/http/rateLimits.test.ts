// HTTP limits per client address: match creation, "your matches" polls, replay routes and every route
// together each have a budget per minute; past it the answer is 429 RATE_LIMITED (the project's error
// shape, with Retry-After), never a 500; behind the trusted proxy each forwarded address is its own client.
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    limits: { trustProxy: ['loopback'], matchCreatePerMinute: 3, seatStatusPerMinute: 2, replayPerMinute: 2, httpPerMinute: 40 },
  });
});
afterAll(() => t.close());

let next = 0;
const address = () => `10.2.0.${++next}`;
const create = (from: string) =>
  fetch(`${t.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration' }),
  });
const statuses = async (rs: Response[]) => rs.map((r) => r.status);
const RATE_LIMITED = {
  error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^too many requests from this client; retry in \d+ s$/) },
};

describe('HTTP limits per client address', () => {
  it('creates MATCH_CREATE_PER_MINUTE matches a minute per address, then 429 RATE_LIMITED with Retry-After; another address still creates', async () => {
    const flooder = address();
    const rs: Response[] = [];
    for (let i = 0; i < 4; i++) rs.push(await create(flooder));
    expect(await statuses(rs)).toEqual([201, 201, 201, 429]);
    expect(await rs[3]!.json()).toEqual(RATE_LIMITED);
    expect(Number(rs[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await create(address())).status).toBe(201);
  });

  it('answers SEAT_STATUS_PER_MINUTE "your matches" polls a minute per address', async () => {
    const from = address();
    const poll = () =>
      fetch(`${t.url}/api/seats/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ seats: [] }),
      });
    expect(await statuses([await poll(), await poll(), await poll()])).toEqual([200, 200, 429]);
  });

  it('answers REPLAY_PER_MINUTE replay, position and dice requests a minute per address, the same 429 whether the match exists or not', async () => {
    const from = address();
    const m = await t.newMatch();
    const get = (path: string) => fetch(`${t.url}${path}`, { headers: { 'x-forwarded-for': from } });
    const rs = [
      await get(`/api/matches/${m.matchId}/replay`),
      await get(`/api/matches/${m.matchId}/dice`),
      await get(`/api/matches/${m.matchId}/replay/0`),
      await get('/api/matches/AAAAAAAAAAAAAAAA/replay'),
    ];
    expect(await statuses(rs)).toEqual([409, 409, 429, 429]); // a running match: NOT_ENDED, until the budget is spent
    expect([await rs[2]!.json(), await rs[3]!.json()]).toEqual([RATE_LIMITED, RATE_LIMITED]);
  });

  it('the other routes share HTTP_PER_MINUTE per address', async () => {
    const from = address();
    const rs: Response[] = [];
    const paths = ['/healthz', '/api/scenarios', '/api/matches', '/'];
    for (let i = 0; i < 41; i++) rs.push(await fetch(`${t.url}${paths[i % paths.length]}`, { headers: { 'x-forwarded-for': from } }));
    expect((await statuses(rs)).filter((s) => s === 429)).toHaveLength(1);
    expect(rs.at(-1)!.status).toBe(429);
  });

  it('without a trusted proxy X-Forwarded-For is ignored: the peer is the client', async () => {
    const plain = await startTestServer({ limits: { matchCreatePerMinute: 1 } });
    try {
      const post = (from: string) =>
        fetch(`${plain.url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration' }),
        });
      expect(await statuses([await post('10.3.0.1'), await post('10.3.0.2')])).toEqual([201, 429]);
    } finally {
      await plain.close();
    }
  });
});

describe('"your matches" polls cost one point per seat', () => {
  it('takes SEAT_LOOKUPS_PER_MINUTE seats a minute per address, however they are split into polls', async () => {
    const s = await startTestServer({ limits: { trustProxy: ['loopback'], seatLookupsPerMinute: 60 } });
    try {
      const poll = (from: string, n: number) =>
        fetch(`${s.url}/api/seats/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({
            seats: Array.from({ length: n }, (_, i) => ({ matchId: `AAAAAAAAAAAAAA${String(i).padStart(2, '0')}`, token: 'x'.repeat(43) })),
          }),
        });
      expect(await statuses([await poll('10.4.0.1', 50), await poll('10.4.0.1', 10), await poll('10.4.0.1', 1)])).toEqual([200, 200, 429]);
      const refused = await poll('10.4.0.2', 50).then(async (r) => [r.status, await poll('10.4.0.2', 11)]);
      expect([refused[0], (refused[1] as Response).status]).toEqual([200, 429]);
      expect(await (refused[1] as Response).json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'too many seats asked about from this client; retry in a minute' },
      });
    } finally {
      await s.close();
    }
  });
});
