// A rule option a module declares (engine/matchOptions.ts), here sewer-cards' "hidden Sewer cards": listed
// by the catalog for the rulesets that play it, chosen in `options.rules`, stored with the match, played
// as the ruleset's parameter, shown in the summary and the lobby by its words, kept when another process
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

const HIDDEN = { id: 'hiddenSewerCards', label: 'hidden Sewer cards', description: expect.any(String) };

describe('a rule option a module declares: hidden Sewer cards', () => {
  it('the catalog lists it for the rulesets whose modules declare it, and only for them', async () => {
    const scenarios = (await (await fetch(`${t.url}/api/scenarios`)).json()) as {
      scenarios: { id: string; options: Record<string, unknown[]> }[];
    };
    const cards = scenarios.scenarios.find((s) => s.id === SCENARIO)!;
    expect(cards.options['sewer-cards']).toEqual([HIDDEN]);
    const plain = scenarios.scenarios.find((s) => s.id === 'sewer-infiltration')!;
    expect(plain.options['asl']).toEqual([]);
  });

  it('defaults to false: the summary and the lobby say so, and the match plays the ruleset itself', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { lobby: 'public' } });
    expect(r.status).toBe(201);
    const id = r.body.matchId as string;
    expect(await summary(t, id)).toMatchObject({ ruleset: 'sewer-cards', ruleOptions: [] });
    const list = (await (await fetch(`${t.url}/api/matches`)).json()) as { matches: { id: string; ruleOptions: unknown[] }[] };
    expect(list.matches.find((m) => m.id === id)?.ruleOptions).toEqual([]);
    const live = await t.server.service.get(id);
    expect(live?.game.ctx.params.hiddenSewerCards ?? false).toBe(false);
  });

  it('true: shown in the summary and the lobby; the engine is built with param hiddenSewerCards', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { lobby: 'public', rules: { hiddenSewerCards: true } } });
    expect(r.status).toBe(201);
    const id = r.body.matchId as string;
    expect(await summary(t, id)).toMatchObject({ ruleOptions: [HIDDEN] });
    const list = (await (await fetch(`${t.url}/api/matches`)).json()) as { matches: { id: string; ruleOptions: unknown[] }[] };
    expect(list.matches.find((m) => m.id === id)?.ruleOptions).toEqual([HIDDEN]);
    const live = await t.server.service.get(id);
    expect(live?.game.ctx.params.hiddenSewerCards).toBe(true);
  });

  it('a match rebuilt from the database (another process, a restart) keeps it, and its commands still apply', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { rules: { hiddenSewerCards: true } }, side: 'A' });
    expect(r.status).toBe(201);
    const { matchId, seats } = r.body as { matchId: string; seats: { A: { token: string } } };
    const a = t.client(matchId, seats.A.token);
    await a.ready();
    const placements = (a.view?.legal.find((l) => l.type === 'placeUnits') as { sample?: unknown } | undefined)?.sample;
    if (placements) expect(await a.send(placements as never)).toMatchObject({ ok: true });
    const rebuilt = await other.server.service.get(matchId);
    expect(rebuilt?.rules).toEqual({ hiddenSewerCards: true });
    expect(rebuilt?.game.ctx.params.hiddenSewerCards).toBe(true);
    expect(rebuilt?.state.version).toBe(a.version);
    expect(await summary(other, matchId, seats.A.token)).toMatchObject({ ruleOptions: [HIDDEN], version: a.version });
  });

  it('is refused under another ruleset, with a message naming the option (not silently dropped)', async () => {
    const r = await post({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { rules: { hiddenSewerCards: true } } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(r.body)).toMatch(/hiddenSewerCards is not played with ruleset asl/);
    // an id no module declares: refused even when off (a typo is not silently dropped)
    expect((await post({ ruleset: 'asl', scenario: 'sewer-infiltration', options: { rules: { hiddenSewerCards: false } } })).status).toBe(
      400,
    );
    // and the old top-level field is no option any more
    expect((await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { hiddenSewerCards: true } })).status).toBe(400);
  });

  it('a value that is no boolean is refused', async () => {
    const r = await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { rules: { hiddenSewerCards: 'yes' } } });
    expect(r.status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`option${i}`, true]));
    expect((await post({ ruleset: 'sewer-cards', scenario: SCENARIO, options: { rules: many } })).status).toBe(400);
  });
});
