// The match option "hidden Sewer cards" (sewer-cards only): stored with the match, played as the
// ruleset's parameter hiddenSewerCards, shown in the summary and the lobby, kept when another process
// (or a restart) rebuilds the match from the database; refused under another ruleset.
import { startTestServer, type TestServer } from '../../test/harness';
import { rememberSeat, seatCookie, sessionCookieOf } from '@hexfog/client/sdk';

let t: TestServer;
let other: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  other = await startTestServer(); // the same database: it rebuilds a match it has not seen
});
afterAll(async () => {
  await t.close();
  await other.close();
});

async function post(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const made = (await res.json()) as Record<string, unknown>;
  // the seats it returns are this request's player's: his session goes with them
  for (const seat of Object.values((made['seats'] ?? {}) as Record<string, { token: string }>))
    rememberSeat(seat.token, sessionCookieOf(res));
  return { status: res.status, body: made };
}

async function summary(server: TestServer, id: string, token?: string): Promise<Record<string, unknown>> {
  const cookie = seatCookie(token);
  const res = await fetch(
    `${server.url}/api/matches/${id}`,
    token ? { headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) } } : {},
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const SCENARIO = 'sewer-infiltration-cards';

describe('match option hiddenSewerCards', () => {
  it('defaults to false: the summary and the lobby say so, and the match plays the ruleset itself', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { lobby: 'public' } });
    expect(r.status).toBe(201);
    const id = r.body.matchId as string;
    expect(await summary(t, id)).toMatchObject({ ruleset: 'sewer-cards', hiddenSewerCards: false });
    const list = (await (await fetch(`${t.url}/api/matches`)).json()) as { matches: { id: string; hiddenSewerCards: boolean }[] };
    expect(list.matches.find((m) => m.id === id)?.hiddenSewerCards).toBe(false);
    const live = await t.server.service.get(id);
    expect(live?.game.ctx.params.hiddenSewerCards ?? false).toBe(false);
  });

  it('true: shown in the summary and the lobby; the engine is built with param hiddenSewerCards', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { lobby: 'public', hiddenSewerCards: true } });
    expect(r.status).toBe(201);
    const id = r.body.matchId as string;
    expect(await summary(t, id)).toMatchObject({ hiddenSewerCards: true });
    const list = (await (await fetch(`${t.url}/api/matches`)).json()) as { matches: { id: string; hiddenSewerCards: boolean }[] };
    expect(list.matches.find((m) => m.id === id)?.hiddenSewerCards).toBe(true);
    const live = await t.server.service.get(id);
    expect(live?.game.ctx.params.hiddenSewerCards).toBe(true);
  });

  it('a match rebuilt from the database (another process, a restart) keeps it, and its commands still apply', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { hiddenSewerCards: true }, side: 'A' });
    expect(r.status).toBe(201);
    const { matchId, seats } = r.body as { matchId: string; seats: { A: { token: string } } };
    const a = t.client(matchId, seats.A.token);
    await a.ready();
    const placements = (a.view?.legal.find((l) => l.type === 'placeUnits') as { sample?: unknown } | undefined)?.sample;
    if (placements) expect(await a.send(placements as never)).toMatchObject({ ok: true });
    const rebuilt = await other.server.service.get(matchId);
    expect(rebuilt?.hiddenSewerCards).toBe(true);
    expect(rebuilt?.game.ctx.params.hiddenSewerCards).toBe(true);
    expect(rebuilt?.state.version).toBe(a.version);
    expect(await summary(other, matchId, seats.A.token)).toMatchObject({ hiddenSewerCards: true, version: a.version });
  });

  it('is refused under another ruleset, with a message naming the option (not silently dropped)', async () => {
    const r = await post({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { hiddenSewerCards: true } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(r.body)).toMatch(/hiddenSewerCards.*sewer-cards/);
    // false is the default and means nothing to other rulesets: accepted
    expect((await post({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { hiddenSewerCards: false } })).status).toBe(201);
  });

  it('a value that is no boolean is refused', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { hiddenSewerCards: 'yes' } });
    expect(r.status).toBe(400);
  });
});
