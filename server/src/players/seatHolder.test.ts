// A seat that belongs to a player opens only to that player (issue 34), over real sockets, HTTP and
// PostgreSQL: the seat's token alone (no session) and the token with another player's session are
// refused exactly as a wrong token is; the player opens it from a second browser after signing in,
// by his session alone (no token); a page of another site gets no player at the handshake; a seat of
// a match from before players (no player) still opens by its token alone.
import type { CreateMatchResponse } from '@hexfog/shared';
import { connect } from '@hexfog/client/sdk';
import { startTestServer, type TestServer } from '../../test/harness';
import { Browser } from '../../test/cookieBrowser';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

/** What a socket handshake gets: the seat, or the refusal's code and message. */
async function open(o: { matchId: string; token?: string; seat?: 'A' | 'B'; cookie?: string; origin?: string }) {
  const headers = { ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.origin ? { origin: o.origin } : {}) };
  const c = connect({
    url: t.url,
    matchId: o.matchId,
    ...(o.token ? { token: o.token } : {}),
    ...(o.seat ? { seat: o.seat } : {}),
    // an explicit empty cookie: not the one the SDK would add for a token it obtained
    cookie: o.cookie ?? '',
    socketOptions: { reconnection: false, extraHeaders: headers },
  });
  try {
    await c.ready();
    return { seat: c.seat };
  } catch (e) {
    const err = e as Error & { code?: string };
    return { code: err.code, message: err.message };
  } finally {
    c.close();
  }
}

/** A match created by `creator` (seat A), its invitation accepted by `guest` (seat B). */
async function matchBetween(creator: Browser, guest: Browser) {
  const made = await creator.post('/api/matches', { ruleset: 'asl', scenario: 'sewer-infiltration', side: 'A' });
  const body = made.body as CreateMatchResponse;
  const joined = await guest.post('/api/invitations/accept', { token: body.invitation!.token });
  return { matchId: body.matchId, a: body.seats.A!.token, b: (joined.body as { seat: { token: string } }).seat.token };
}

describe('a seat that belongs to a player', () => {
  it('opens with its token and its player’s session; the token alone, or with another player’s session, is refused as a wrong token is', async () => {
    const [alice, bob, eve] = [new Browser(t.url), new Browser(t.url), new Browser(t.url)];
    await eve.get('/api/me');
    const m = await matchBetween(alice, bob);
    expect(await open({ matchId: m.matchId, token: m.a, cookie: alice.cookie! })).toEqual({ seat: 'A' });
    expect(await open({ matchId: m.matchId, token: m.b, cookie: bob.cookie! })).toEqual({ seat: 'B' });
    const wrong = await open({ matchId: m.matchId, token: 'x'.repeat(43), cookie: alice.cookie! });
    expect(wrong.code).toBe('UNAUTHORIZED');
    // the token without its player's session: the same refusal, word for word
    expect(await open({ matchId: m.matchId, token: m.a })).toEqual(wrong);
    expect(await open({ matchId: m.matchId, token: m.a, cookie: eve.cookie! })).toEqual(wrong);
    expect(await open({ matchId: m.matchId, token: m.a, cookie: bob.cookie! })).toEqual(wrong);
    // a seat asked for by side: only its own player's
    expect(await open({ matchId: m.matchId, seat: 'B', cookie: alice.cookie! })).toEqual(wrong);
    expect(await open({ matchId: m.matchId, seat: 'A', cookie: alice.cookie! })).toEqual({ seat: 'A' });
    // a token of another match is no seat here
    const other = await matchBetween(alice, bob);
    expect(await open({ matchId: m.matchId, token: other.a, cookie: alice.cookie! })).toEqual(wrong);
  });

  it('is opened from a second browser after signing in, by the session alone', async () => {
    const [first, guest, second] = [new Browser(t.url), new Browser(t.url), new Browser(t.url)];
    const m = await matchBetween(first, guest);
    const name = `sh${process.pid}${Date.now().toString(36)}`.slice(0, 24);
    expect((await first.post('/api/me/name', { name })).status).toBe(200);
    expect((await first.post('/api/me/password', { password: 'a long enough password' })).status).toBe(200);
    expect(await open({ matchId: m.matchId, seat: 'A', cookie: (await second.get('/api/me'), second.cookie!) })).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect((await second.post('/api/sign-in', { name, password: 'a long enough password' })).status).toBe(200);
    expect(await open({ matchId: m.matchId, seat: 'A', cookie: second.cookie! })).toEqual({ seat: 'A' });
    // "your matches" of the second browser lists it
    const mine = (await second.get('/api/me/matches')).body as { matches: { matchId: string; side: string }[] };
    expect(mine.matches.map((x) => [x.matchId, x.side])).toContainEqual([m.matchId, 'A']);
  });

  it('is not opened from a page of another site, whose handshake carries no player', async () => {
    const [alice, bob] = [new Browser(t.url), new Browser(t.url)];
    const m = await matchBetween(alice, bob);
    const own = new URL(t.url).origin;
    expect(await open({ matchId: m.matchId, token: m.a, cookie: alice.cookie!, origin: own })).toEqual({ seat: 'A' });
    expect(await open({ matchId: m.matchId, token: m.a, cookie: alice.cookie!, origin: 'https://evil.example' })).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    // by the session alone too
    expect(await open({ matchId: m.matchId, seat: 'A', cookie: alice.cookie!, origin: 'https://evil.example' })).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await open({ matchId: m.matchId, seat: 'A', cookie: alice.cookie!, origin: own })).toEqual({ seat: 'A' });
  });

  it('answers the match summary with its present only to its player', async () => {
    const [alice, bob] = [new Browser(t.url), new Browser(t.url)];
    const m = await matchBetween(alice, bob);
    const auth = { authorization: `Bearer ${m.a}` };
    expect((await alice.get(`/api/matches/${m.matchId}`, auth)).status).toBe(200);
    expect((await new Browser(t.url).get(`/api/matches/${m.matchId}`, auth)).status).toBe(401);
    expect((await bob.get(`/api/matches/${m.matchId}`, auth)).status).toBe(401);
    // the other player's session with a real token answers as a wrong token does, body and all
    const wrong = await bob.get(`/api/matches/${m.matchId}`, { authorization: `Bearer ${'x'.repeat(43)}` });
    const theirs = await bob.get(`/api/matches/${m.matchId}`, auth);
    expect([theirs.status, theirs.body]).toEqual([wrong.status, wrong.body]);
  });
});

describe('a seat of a match from before players', () => {
  it('opens by its token alone, with or without a session', async () => {
    const [alice, bob] = [new Browser(t.url), new Browser(t.url)];
    const m = await matchBetween(alice, bob);
    await t.server.db.$executeRaw`UPDATE "seats" SET "player_id" = NULL WHERE "match_id" = ${m.matchId}`;
    expect(await open({ matchId: m.matchId, token: m.a })).toEqual({ seat: 'A' });
    expect(await open({ matchId: m.matchId, token: m.b, cookie: alice.cookie! })).toEqual({ seat: 'B' });
    // and never by side alone: it belongs to nobody
    expect(await open({ matchId: m.matchId, seat: 'A', cookie: alice.cookie! })).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
