// Challenges over the real HTTP routes and PostgreSQL (issue 34, part B): post, list (public facts
// only), accept in one click with both seats bound, racing accepts (one wins, CHALLENGE_TAKEN for the
// rest), the poster's own, cancel, decline, and direct links.
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the answers' JSON as it comes
  body: Record<string, any>;
  cookie: string | undefined;
}

async function call(method: string, path: string, cookie?: string, body?: unknown): Promise<Answer> {
  const r = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : {}, cookie: r.headers.get('set-cookie')?.split(';')[0] ?? cookie };
}

const post = (cookie: string | undefined, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/challenges', cookie, { ruleset: 'asl', scenario: 'sewer-infiltration', ...extra });

describe('challenges', () => {
  it('the open list carries public facts only: poster "anonymous", scenario, ruleset, side, time control, age; mine for its poster', async () => {
    const posted = await post(undefined, { side: 'A' });
    expect(posted.status).toBe(201);
    expect(posted.body.token).toBeNull();
    const list = await call('GET', '/api/challenges?limit=50');
    const row = list.body.challenges.find((c: { id: string }) => c.id === posted.body.id);
    expect(Object.keys(row).sort()).toEqual(['ageMs', 'createdAt', 'id', 'mine', 'poster', 'ruleset', 'scenario', 'side', 'timeControl']);
    expect(row).toMatchObject({
      poster: 'anonymous',
      scenario: 'sewer-infiltration',
      ruleset: 'asl',
      side: 'A',
      timeControl: null,
      mine: false,
    });
    const asPoster = await call('GET', '/api/challenges?limit=50', posted.cookie);
    expect(asPoster.body.challenges.find((c: { id: string }) => c.id === posted.body.id).mine).toBe(true);
  });

  it('accepting seats both players, each in his own side; of racing accepts one wins, the rest get CHALLENGE_TAKEN', async () => {
    const posted = await post(undefined, { side: 'B' });
    const cookies = await Promise.all([1, 2, 3].map(() => post(undefined).then((a) => a.cookie!)));
    const answers = await Promise.all(cookies.map((c) => call('POST', `/api/challenges/${posted.body.id}/accept`, c)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(['CHALLENGE_TAKEN', 'CHALLENGE_TAKEN']);
    const { matchId, side, seat } = won[0]!.body;
    expect(side).toBe('A');
    const seats = await t.server.db.seat.findMany({ where: { matchId } });
    // the accepter's seat opens with its token for him only (a seat of a player is his alone)
    const accepter = seats.find((s: { side: string }) => s.side === 'A')!.playerId;
    expect(await t.server.service.seatOf(matchId, seat.token, accepter)).toBe('A');
    expect(await t.server.service.seatOf(matchId, seat.token, null)).toBeNull();
    expect(seats).toHaveLength(2);
    expect(new Set(seats.map((s: { playerId: string | null }) => s.playerId)).size).toBe(2);
    expect(seats.every((s: { playerId: string | null }) => s.playerId)).toBe(true);
  });

  it('the poster cannot accept his own challenge (OWN_CHALLENGE), and may cancel it; cancelled, nobody can (CHALLENGE_GONE)', async () => {
    const posted = await post(undefined);
    const own = await call('POST', `/api/challenges/${posted.body.id}/accept`, posted.cookie);
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('OWN_CHALLENGE');
    const other = (await post(undefined)).cookie!;
    expect((await call('DELETE', `/api/challenges/${posted.body.id}`, other)).status).toBe(404);
    expect((await call('DELETE', `/api/challenges/${posted.body.id}`, posted.cookie)).status).toBe(204);
    const gone = await call('POST', `/api/challenges/${posted.body.id}/accept`, other);
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('CHALLENGE_GONE');
    const mine = await call('GET', '/api/me/challenges', posted.cookie);
    expect(mine.body.challenges.find((c: { id: string }) => c.id === posted.body.id)).toMatchObject({
      role: 'poster',
      status: 'cancelled',
      match: null,
    });
  });

  it("the poster's own list names the match an accepted challenge made and his side there; nobody else's list shows it", async () => {
    const posted = await post(undefined, { side: 'random' });
    const before = await call('GET', '/api/me/challenges', posted.cookie);
    expect(before.body.challenges.find((c: { id: string }) => c.id === posted.body.id)).toMatchObject({ status: 'open', match: null });
    const accepter = (await post(undefined)).cookie!;
    const won = await call('POST', `/api/challenges/${posted.body.id}/accept`, accepter);
    const after = await call('GET', '/api/me/challenges', posted.cookie);
    const row = after.body.challenges.find((c: { id: string }) => c.id === posted.body.id);
    expect(row).toMatchObject({ status: 'accepted', match: { id: won.body.matchId, side: won.body.side === 'A' ? 'B' : 'A' } });
    const theirs = await call('GET', '/api/me/challenges', accepter);
    expect(theirs.body.challenges.map((c: { id: string }) => c.id)).not.toContain(posted.body.id);
    expect((await call('GET', '/api/me/challenges')).body).toEqual({ challenges: [] });
  });

  it('a direct challenge is not listed, is accepted by its link token, and once declined is gone', async () => {
    const posted = await post(undefined, { listed: false });
    expect(posted.body.link).toMatch(/\/#\/challenge\/[A-Za-z0-9_-]{43}$/);
    const list = await call('GET', '/api/challenges?limit=50');
    expect(list.body.challenges.map((c: { id: string }) => c.id)).not.toContain(posted.body.id);
    // its id alone does not reach it
    const other = (await post(undefined)).cookie!;
    expect((await call('POST', `/api/challenges/${posted.body.id}/accept`, other)).status).toBe(404);
    expect((await call('POST', '/api/challenges/direct/decline', other, { token: posted.body.token })).status).toBe(204);
    expect((await call('POST', '/api/challenges/direct/accept', other, { token: posted.body.token })).status).toBe(410);
    expect((await call('POST', '/api/challenges/direct/view', other, { token: posted.body.token })).status).toBe(404);
    const second = await post(posted.cookie, { listed: false, side: 'A' });
    // the link's page shows its terms (its poster is told it is his)
    const view = await call('POST', '/api/challenges/direct/view', other, { token: second.body.token });
    expect(view.body).toMatchObject({ id: second.body.id, poster: 'anonymous', scenario: 'sewer-infiltration', side: 'A', mine: false });
    expect((await call('POST', '/api/challenges/direct/view', posted.cookie, { token: second.body.token })).body.mine).toBe(true);
    const ok = await call('POST', '/api/challenges/direct/accept', other, { token: second.body.token });
    expect(ok.status).toBe(201);
  });

  it('a rematch of a finished match is a direct challenge to the same opponent only, sides swapped', async () => {
    const posted = await post(undefined, { side: 'B' });
    const opponent = (await post(undefined)).cookie!;
    const first = await call('POST', `/api/challenges/${posted.body.id}/accept`, opponent);
    expect(first.body.side).toBe('A');
    const matchId = first.body.matchId as string;
    const early = await call('POST', `/api/matches/${matchId}/rematch`, posted.cookie);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('NOT_ENDED');
    // the end of the match, as the engine would leave it (playing it out is the engine's tests' business)
    const live = await t.server.service.peek(matchId);
    (live!.state as { status: string }).status = 'ended';
    const stranger = (await post(undefined)).cookie!;
    expect((await call('POST', `/api/matches/${matchId}/rematch`, stranger)).status).toBe(404);
    const rematch = await call('POST', `/api/matches/${matchId}/rematch`, posted.cookie);
    expect(rematch.status).toBe(201);
    expect((await call('POST', '/api/challenges/direct/accept', stranger, { token: rematch.body.token })).status).toBe(404);
    // the opponent finds it among his challenges (no link needed) and accepts it by id; nobody else can
    const offered = (await call('GET', '/api/me/challenges', opponent)).body.challenges.find(
      (c: { id: string }) => c.id === rematch.body.id,
    );
    expect(offered).toMatchObject({ role: 'addressee', status: 'open', rematchOf: matchId, side: 'A', match: null });
    expect((await call('POST', `/api/challenges/${rematch.body.id}/accept`, stranger)).status).toBe(404);
    expect((await call('POST', `/api/challenges/${rematch.body.id}/decline`, stranger)).status).toBe(404);
    const second = await call('POST', `/api/challenges/${rematch.body.id}/accept`, opponent);
    expect(second.status).toBe(201);
    expect(second.body.side).toBe('B');
  });

  it('the addressee of a rematch may decline it by id; declined, it is gone for its poster too', async () => {
    const posted = await post(undefined, { side: 'A' });
    const opponent = (await post(undefined)).cookie!;
    const first = await call('POST', `/api/challenges/${posted.body.id}/accept`, opponent);
    const live = await t.server.service.peek(first.body.matchId);
    (live!.state as { status: string }).status = 'ended';
    const rematch = await call('POST', `/api/matches/${first.body.matchId}/rematch`, opponent);
    expect((await call('POST', `/api/challenges/${rematch.body.id}/decline`, posted.cookie)).status).toBe(204);
    const mine = await call('GET', '/api/me/challenges', opponent);
    expect(mine.body.challenges.find((c: { id: string }) => c.id === rematch.body.id)).toMatchObject({ status: 'declined' });
    const late = await call('POST', `/api/challenges/${rematch.body.id}/accept`, posted.cookie);
    expect(late.body.error.code).toBe('CHALLENGE_GONE');
  });
});
