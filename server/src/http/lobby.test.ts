// What the match routes show follows the match's spectator policy and its lobby choice: a delayed
// match's summary and list entry show no live progress to an anonymous caller (only what its delayed
// spectators are shown); a seat token or the operator token sees the present. Only matches created for
// the public lobby are listed anonymously; listing the others takes the operator token.
import { caughtUp, endPhase, startTestServer, type TestServer } from '../../test/harness';
import { rememberSeat, seatCookie, sessionCookieOf } from '@hexfog/client/sdk';

const OPERATOR = 'operator-token-for-the-lobby-test-0123456789';

let t: TestServer;
let closed: TestServer;
beforeAll(async () => {
  t = await startTestServer({ operatorToken: OPERATOR });
  closed = await startTestServer(); // no operator token configured
});
afterAll(async () => {
  await t.close();
  await closed.close();
});

const placeA = {
  type: 'placeUnits',
  placements: ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07'].map((unit, i) => ({ unit, hex: `72B${i + 1}` })),
};
const placeB = {
  type: 'placeUnits',
  placements: ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07'].map((unit, i) => ({ unit, hex: `72S${i + 1}` })),
};

async function get(server: TestServer, path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const cookie = seatCookie(token);
  const res = await fetch(
    `${server.url}${path}`,
    token ? { headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) } } : {},
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function create(
  server: TestServer,
  options: Record<string, unknown>,
): Promise<{ matchId: string; seats: { A: { token: string }; B: { token: string } } }> {
  const res = await fetch(`${server.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset: 'asl', scenario: 'factory-assault', options, practice: true }), // not about seating: both seats
  });
  expect(res.status).toBe(201);
  const made = (await res.json()) as { matchId: string; seats: { A: { token: string }; B: { token: string } } };
  // the practice match's seats are its creator's: his session goes with them
  for (const seat of [made.seats.A, made.seats.B]) rememberSeat(seat.token, sessionCookieOf(res));
  return made;
}

const listed = async (server: TestServer, token?: string) => {
  const r = await get(server, '/api/matches', token);
  expect(r.status).toBe(200);
  return r.body.matches as { id: string }[];
};

describe('the lobby and the match summary follow the spectator policy', () => {
  it("a delayed match's summary and list entry do not move when a command is accepted, until its spectators are shown it; its seats see the present", async () => {
    const m = await create(t, { spectators: { mode: 'delayed', playerTurns: 1 }, lobby: 'public' });
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    const s = t.client(m.matchId);
    await Promise.all([a.ready(), b.ready(), s.ready()]);
    for (const [c, cmd] of [
      [a, placeA],
      [b, placeB],
      [a, { type: 'finishSetup' }],
      [b, { type: 'finishSetup' }],
    ] as const) {
      const r = await c.send(cmd);
      if (!r.ok) throw new Error(JSON.stringify(r));
      await caughtUp([a, b]);
    }
    await new Promise((r) => setTimeout(r, 100)); // the spectators' last update has arrived
    const anonymous = async () => (await get(t, `/api/matches/${m.matchId}`)).body;
    const entry = async () => (await listed(t)).find((x) => x.id === m.matchId);
    // Player Turn 1: the spectators are shown the end of the setup
    const summaryBefore = await anonymous();
    const entryBefore = await entry();
    expect(summaryBefore).toMatchObject({ version: s.version, status: 'setup', phase: 'setup' });
    expect(s.version).toBeLessThan(a.version);
    expect(entryBefore).toBeDefined();
    for (const key of ['version', 'turn', 'phase', 'updatedAt', 'status'])
      expect({ key, has: key in entryBefore! }).toEqual({ key, has: false });
    // the seats and the operator see the present
    expect((await get(t, `/api/matches/${m.matchId}`, m.seats.A.token)).body).toMatchObject({
      version: a.version,
      status: 'playing',
      turn: 1,
    });
    // the operator: the match's own version (every command counted), as the stored row has it
    const matchVersion = (await t.server.service.get(m.matchId))!.state.version;
    expect(matchVersion).toBeGreaterThan(a.version); // A never saw B's secret placement
    expect((await get(t, `/api/matches/${m.matchId}`, OPERATOR)).body).toMatchObject({ version: matchVersion, status: 'playing' });
    expect((await listed(t, OPERATOR)).find((x) => x.id === m.matchId)).toMatchObject({ version: matchVersion, status: 'playing' });
    // a wrong token is refused, not treated as anonymous
    expect((await get(t, `/api/matches/${m.matchId}`, 'x'.repeat(43))).status).toBe(401);

    let moved = false;
    let unchanged = 0;
    for (let i = 0; i < 9 && !moved; i++) {
      const shown = s.version;
      await endPhase([a, b], [a, b]);
      await new Promise((r) => setTimeout(r, 100)); // an update to the spectators, if any, has arrived
      moved = s.version !== shown;
      if (!moved) {
        expect(await anonymous()).toEqual(summaryBefore);
        expect(await entry()).toEqual(entryBefore);
        unchanged++;
      }
    }
    expect(unchanged).toBeGreaterThan(3);
    // Player Turn 2: the spectators are shown the end of Player Turn 1, and so is an anonymous caller
    expect(moved).toBe(true);
    expect(await anonymous()).toMatchObject({ version: s.version, status: 'playing', turn: s.view!.turn, phase: s.view!.phase });
    expect(s.version).toBeLessThan(a.version);
    expect(await entry()).toEqual(entryBefore);
  });

  it('a public-spectator match shows its live progress to anyone', async () => {
    const m = await create(t, { lobby: 'public' });
    const a = t.client(m.matchId, m.seats.A.token);
    await a.ready();
    // the spectators' own version: A's secret placement moves it not at all, A's setup done does
    expect((await a.send(placeA)).ok).toBe(true);
    expect((await get(t, `/api/matches/${m.matchId}`)).body).toMatchObject({ version: 0 });
    const before = (await listed(t)).find((x) => x.id === m.matchId);
    expect(before).toMatchObject({ version: 0, status: 'setup' });
    expect((await a.send({ type: 'finishSetup' })).ok).toBe(true);
    expect((await get(t, `/api/matches/${m.matchId}`)).body).toMatchObject({ version: 1 });
    expect((await listed(t)).find((x) => x.id === m.matchId)).toMatchObject({ version: 1, status: 'setup' });
  });

  it('only public-lobby matches are listed anonymously; the operator token lists them all; without one configured nobody can', async () => {
    const open = await create(t, { lobby: 'public' });
    const unlisted = await create(t, {});
    const hidden = await create(t, { lobby: 'unlisted' });
    const ids = (list: { id: string }[]) => list.map((x) => x.id);
    expect(ids(await listed(t))).toContain(open.matchId);
    expect(ids(await listed(t))).not.toContain(unlisted.matchId);
    expect(ids(await listed(t))).not.toContain(hidden.matchId);
    expect(ids(await listed(t, OPERATOR))).toEqual(expect.arrayContaining([open.matchId, unlisted.matchId, hidden.matchId]));
    // a seat token is no operator token
    expect((await get(t, '/api/matches', unlisted.seats.A.token)).status).toBe(401);
    expect((await get(t, '/api/matches', `${OPERATOR}x`)).status).toBe(401);
    // an unlisted match is still found by its id (its links carry it)
    expect((await get(t, `/api/matches/${unlisted.matchId}`)).status).toBe(200);

    const elsewhere = await create(closed, {});
    expect(ids(await listed(closed))).not.toContain(elsewhere.matchId);
    const refused = await get(closed, '/api/matches', OPERATOR);
    expect({ status: refused.status, code: (refused.body.error as { code: string }).code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });
});
