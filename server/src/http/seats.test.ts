// POST /api/seats/status ("your matches"): each seat's match status and whether the match waits on
// it, as the public view shows it; a wrong token and an unknown match get the same answer.
import { seatCookie } from '@hexfog/client/sdk';
import { startTestServer, setUpBoth, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

/** The status request of a browser whose player holds the seats asked about (`cookie`: his session). */
async function status(body: unknown, cookie?: string) {
  const res = await fetch(`${t.url}/api/seats/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { code: res.status, body: (await res.json()) as { seats: Record<string, unknown>[] } & { error?: { code: string } } };
}

describe('POST /api/seats/status', () => {
  it('tells each seat its status and whether it is its move; the entry is the same for both seats but for yourMove', async () => {
    const m = await t.newMatch();
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    const setup = await status({ seats: [{ matchId: m.matchId, token: m.seats.A.token }] }, seatCookie(m.seats.A.token));
    expect(setup.body.seats[0]).toMatchObject({
      matchId: m.matchId,
      known: true,
      side: 'A',
      status: 'setup',
      waitingOn: ['A', 'B'],
      yourMove: true,
    });
    await setUpBoth(a, b);
    // each seat's player asks about his own seat
    const [sa, sb] = await Promise.all(
      (['A', 'B'] as const).map(
        async (side) =>
          (await status({ seats: [{ matchId: m.matchId, token: m.seats[side].token }] }, seatCookie(m.seats[side].token))).body
            .seats[0] as Record<string, unknown>,
      ),
    );
    expect(sa!.status).toBe('playing');
    expect(sa!.waitingOn).toEqual(a.view!.phaseEnders.filter((s) => !a.view!.phaseDone.includes(s)));
    // nothing but the seat and whether it must act differs between the two seats' answers
    const strip = (x: Record<string, unknown>) => ({ ...x, side: undefined, yourMove: undefined });
    expect(strip(sa!)).toEqual(strip(sb!));
    // exactly the fields a seat may know: no units, no options, no seed
    expect(Object.keys(sa!).sort()).toEqual([
      'known',
      'matchId',
      'phase',
      'scenarioName',
      'side',
      'status',
      'turn',
      'turns',
      'waitingOn',
      'yourMove',
    ]);
  });

  it('a wrong token and an unknown match answer alike; a malformed body is BAD_REQUEST', async () => {
    const m = await t.newMatch();
    const r = await status({
      seats: [
        { matchId: m.matchId, token: 'x'.repeat(43) },
        { matchId: 'nosuchmatch1', token: m.seats.A.token },
      ],
    });
    expect(r.body.seats).toEqual([
      { matchId: m.matchId, known: false },
      { matchId: 'nosuchmatch1', known: false },
    ]);
    expect((await status({ seats: [{ matchId: m.matchId }] })).code).toBe(400);
    expect((await status({ seats: [], extra: 1 })).code).toBe(400);
  });

  it("a player's seat is known to that player only: its token without his session, or with the other player's, is a wrong token", async () => {
    const m = await t.newMatch();
    const asked = { seats: [{ matchId: m.matchId, token: m.seats.A.token }] };
    expect((await status(asked, seatCookie(m.seats.A.token))).body.seats[0]).toMatchObject({ known: true, side: 'A' });
    expect((await status(asked)).body.seats).toEqual([{ matchId: m.matchId, known: false }]);
    expect((await status(asked, seatCookie(m.seats.B.token))).body.seats).toEqual([{ matchId: m.matchId, known: false }]);
    expect((await status({ seats: [], extra: 1 })).code).toBe(400);
  });
});
