import { VictoryConditionsSchema } from '@hexfog/shared';
import { shippedScenarios } from '@hexfog/shared/testing/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

describe('HTTP API', () => {
  it('GET /healthz reports the database', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ ok: true, db: 'up' });
  });

  it('GET /api/scenarios lists the playable scenarios', async () => {
    const list = await t.api.scenarios();
    expect(list.map((s) => s.id).sort()).toEqual(shippedScenarios().sort());
    // the victory conditions in structured form, over the wire (what the practice bot plans from)
    for (const s of list) expect(VictoryConditionsSchema.safeParse(s.victoryConditions).success).toBe(true);
  });

  it('POST /api/matches returns the id, two 256-bit seat tokens with fragment links, a spectator link and the dice commitment', async () => {
    const m = await t.newMatch();
    expect(m.matchId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const s of ['A', 'B'] as const) {
      expect(Buffer.from(m.seats[s].token, 'base64url')).toHaveLength(32);
      expect(m.seats[s].link).toBe(`${t.url}/#/match/${m.matchId}/seat/${m.seats[s].token}`);
    }
    expect(m.seats.A.token).not.toBe(m.seats.B.token);
    expect(m.spectatorLink).toBe(`${t.url}/#/match/${m.matchId}/watch`);
    expect(m.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('GET /api/matches/:id is public information only: no tokens, no seed while it runs', async () => {
    const m = await t.api.createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { lobby: 'public' } });
    const summary = await t.api.match(m.matchId);
    expect(summary).toMatchObject({
      id: m.matchId,
      scenario: 'sewer-infiltration',
      status: 'setup',
      version: 0,
      diceCommitment: m.diceCommitment,
    });
    const text = JSON.stringify(summary);
    expect(text).not.toContain(m.seats.A.token);
    expect(summary.diceSeed).toBeUndefined();
    const list = await t.api.matches();
    expect(list.some((x) => x.id === m.matchId)).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/token|seed/i);
  });

  it('malformed bodies get typed errors: non-JSON, wrong types, extra fields, oversized, unknown scenario or route', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [post('/api/matches', '{not json'), 400, 'BAD_JSON'],
      [post('/api/matches', JSON.stringify({ ruleset: 7, scenario: 'x' })), 400, 'BAD_REQUEST'],
      [post('/api/matches', JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration', admin: true })), 400, 'BAD_REQUEST'],
      [post('/api/matches', JSON.stringify({ ruleset: 'asl', scenario: 'x'.repeat(100000) })), 413, 'PAYLOAD_TOO_LARGE'],
      [post('/api/matches', JSON.stringify({ ruleset: 'asl', scenario: 'no-such-scenario' })), 404, 'NOT_FOUND'],
      [fetch(`${t.url}/api/nothing`), 404, 'NOT_FOUND'],
      [fetch(`${t.url}/api/matches/%24%24`), 400, 'BAD_REQUEST'],
      [fetch(`${t.url}/api/matches/AAAAAAAAAAAAAAAA`), 404, 'NOT_FOUND'],
    ];
    for (const [req, status, code] of cases) {
      const res = await req;
      expect({ status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code }).toEqual({ status, code });
    }
  });

  it('a "__proto__" key in a body is refused like any other unknown key, at the top or nested', async () => {
    const body = (key: string, nested: boolean) =>
      nested
        ? `{"ruleset":"asl","scenario":"sewer-infiltration","options":{"${key}":{"x":1}}}`
        : `{"ruleset":"asl","scenario":"sewer-infiltration","${key}":{"x":1}}`;
    for (const nested of [false, true]) {
      const other = await post('/api/matches', body('extra', nested));
      const proto = await post('/api/matches', body('__proto__', nested));
      const otherBody = (await other.json()) as { error: { code: string; message: string } };
      expect({ status: other.status, code: otherBody.error.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
      expect({ status: proto.status, body: await proto.json() }).toEqual({
        status: 400,
        body: JSON.parse(JSON.stringify(otherBody).replaceAll('extra', '__proto__')),
      });
    }
  });

  it('serves the client at /', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/Hexfog/);
  });
});
