// Players over real HTTP and PostgreSQL (issue 34): the session cookie's flags, one anonymous player
// per browser, the name rules, a password and a sign-in from a second browser (its own cookie jar)
// that sees the same "your matches", one error for an unknown name and a wrong password, the sign-in
// limits, the same-origin check, sign-out, and the session token kept out of bodies and log lines.
import { startTestServer, type TestServer } from '../../test/harness';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS, SESSION_RENEW_AFTER_MS } from './identity';
import { hashSessionToken } from './sessionToken';
import { Browser } from '../../test/cookieBrowser';

let t: TestServer;
beforeAll(async () => {
  // trustProxy: a request may say it came over https (X-Forwarded-Proto), as behind nginx
  t = await startTestServer({ limits: { trustProxy: true } });
});
afterAll(async () => t.close());

let names = 0;
/** A fresh valid name per call (the database is shared by the whole run). */
function uniqueName(): string {
  return `p${process.pid}_${Date.now().toString(36)}${names++}`.slice(0, 24);
}

/** The player of a session token (the server keeps its hash), or null. */
async function playerOfSession(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  return (await t.server.db.playerSession.findUnique({ where: { tokenHash: hashSessionToken(token) } }))?.playerId ?? null;
}

/** A browser whose player has a name and a password. */
async function registered(password = 'correct horse battery') {
  const b = new Browser(t.url);
  await b.get('/api/me');
  const name = uniqueName();
  expect((await b.post('/api/me/name', { name })).status).toBe(200);
  expect((await b.post('/api/me/password', { password })).status).toBe(200);
  return { b, name, password };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, long-lived, and Secure only over https', async () => {
    const b = new Browser(t.url);
    const r = await b.get('/api/me');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ name: null, hasPassword: false });
    const c = r.setCookie.find((x) => x.startsWith(`${SESSION_COOKIE}=`))!;
    expect(c).toMatch(/; HttpOnly/);
    expect(c).toMatch(/; SameSite=Lax/);
    expect(c).toMatch(/; Path=\//);
    expect(c).toContain(`; Max-Age=${SESSION_MAX_AGE_MS / 1000}`);
    expect(c).not.toMatch(/; Secure/);
    expect(b.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const https = await new Browser(t.url).get('/api/me', { 'x-forwarded-proto': 'https' });
    expect(https.setCookie.find((x) => x.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
  });

  it('makes one anonymous player per browser: a second visit is the same player, no new cookie', async () => {
    // by the sessions' players, not by counting all players: other test files make players meanwhile
    const b = new Browser(t.url);
    await b.get('/api/me');
    const first = b.token;
    const player = await playerOfSession(first);
    expect(player).not.toBeNull();
    const again = await b.get('/api/me');
    expect(again.setCookie).toEqual([]);
    expect(b.token).toBe(first);
    expect(await t.server.db.playerSession.count({ where: { playerId: player! } })).toBe(1);
    const other = new Browser(t.url);
    await other.get('/api/me');
    expect(await playerOfSession(other.token)).not.toBe(player);
    // a cookie the server never made is no player: a new one is made in its place
    const forged = new Browser(t.url);
    forged.token = 'A'.repeat(43);
    await forged.get('/api/me');
    expect(forged.token).not.toBe('A'.repeat(43));
  });

  it('the server stores only the token hash', async () => {
    const b = new Browser(t.url);
    await b.get('/api/me');
    const rows = await t.server.db.playerSession.findMany({ where: { tokenHash: b.token! } });
    expect(rows).toEqual([]);
    const all = await t.server.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM player_sessions WHERE token_hash = encode(sha256(convert_to(${b.token!}, 'UTF8')), 'hex')`;
    expect(all[0]!.n).toBe(1);
  });
});

describe('POST /api/me/name', () => {
  it.each([
    ['ab', 'too short (3 at least)'],
    ['a'.repeat(25), 'too long (24 at most)'],
    ['has space', 'a space'],
    ['A1:B2', 'a colon'],
    ['élan', 'a letter outside A-Z'],
  ])('refuses %s: %s', async (name) => {
    const b = new Browser(t.url);
    const r = await b.post('/api/me/name', { name });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('BAD_REQUEST');
    expect((await b.get('/api/me')).body.name).toBeNull();
  });

  it('takes 3 and 24 characters; a name is chosen once and is unique whatever its case', async () => {
    const b = new Browser(t.url);
    const name = uniqueName();
    const r = await b.post('/api/me/name', { name });
    expect(r.body).toEqual({ name, hasPassword: false });
    expect((await b.post('/api/me/name', { name: `${name}x`.slice(0, 24) })).status).toBe(409);
    expect((await new Browser(t.url).post('/api/me/name', { name: name.toUpperCase() })).body.error.code).toBe('CONFLICT');
    expect((await new Browser(t.url).post('/api/me/name', { name: 'x'.repeat(24) })).status).toBeLessThan(500);
    const three = await new Browser(t.url).post('/api/me/name', { name: `${process.pid % 10}_${names++ % 10}` });
    expect([200, 409]).toContain(three.status); // 3 characters pass the rules (taken by an earlier run at worst)
  });

  it('refuses a body that is not a JSON object (a cross-site form cannot send one)', async () => {
    const b = new Browser(t.url);
    await b.get('/api/me');
    const res = await fetch(`${t.url}/api/me/name`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: `${SESSION_COOKIE}=${b.token}` },
      body: JSON.stringify({ name: uniqueName() }),
    });
    expect(res.status).toBe(400);
    const form = await fetch(`${t.url}/api/me/name`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${SESSION_COOKIE}=${b.token}` },
      body: `name=${uniqueName()}`,
    });
    expect(form.status).toBe(415);
    expect((await b.get('/api/me')).body.name).toBeNull();
  });
});

describe('CSRF: state changes only from this server pages', () => {
  it('refuses a cross-origin Origin and a cross-site Sec-Fetch-Site, takes its own origin', async () => {
    const b = new Browser(t.url);
    await b.get('/api/me');
    const evil = await b.post('/api/me/name', { name: uniqueName() }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('FORBIDDEN');
    const site = await b.post('/api/me/name', { name: uniqueName() }, { 'sec-fetch-site': 'cross-site' });
    expect(site.status).toBe(403);
    const sameSite = await b.post('/api/me/name', { name: uniqueName() }, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    const signOut = await b.post('/api/sign-out', {}, { origin: 'null' });
    expect(signOut.status).toBe(403);
    expect((await b.get('/api/me')).body.name).toBeNull();
    const own = await b.post('/api/me/name', { name: uniqueName() }, { origin: t.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});

describe('password and sign-in', () => {
  it('a second browser signs in and sees the same "your matches"; a third sees none', async () => {
    const { b, name, password } = await registered();
    const m = await t.newMatch();
    const player = (await t.server.db.playerSession.findFirst({
      where: { player: { name } },
      select: { playerId: true },
    }))!.playerId;
    await t.server.db.seat.update({ where: { matchId_side: { matchId: m.matchId, side: 'A' } }, data: { playerId: player } });
    const mine = await b.get('/api/me/matches');
    expect(mine.body.matches).toEqual([expect.objectContaining({ matchId: m.matchId, side: 'A', known: true, status: 'setup' })]);

    const second = new Browser(t.url);
    await second.get('/api/me'); // an anonymous player first, as any visitor
    const anonymous = second.token;
    const r = await second.post('/api/sign-in', { name: name.toUpperCase(), password });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ name, hasPassword: true });
    expect(second.token).not.toBe(anonymous); // a fresh session, never the one it had
    expect(second.token).not.toBe(b.token);
    expect((await second.get('/api/me/matches')).body).toEqual(mine.body);
    expect((await new Browser(t.url).get('/api/me/matches')).body).toEqual({ matches: [] });
  });

  it('an unknown name and a wrong password get the same answer', async () => {
    const { name } = await registered();
    const wrong = await new Browser(t.url).post('/api/sign-in', { name, password: 'not the password' });
    const unknown = await new Browser(t.url).post('/api/sign-in', { name: uniqueName(), password: 'not the password' });
    const noPassword = new Browser(t.url);
    const bare = uniqueName();
    await noPassword.post('/api/me/name', { name: bare });
    const passwordless = await new Browser(t.url).post('/api/sign-in', { name: bare, password: 'not the password' });
    expect(wrong.status).toBe(401);
    const answer = (r: typeof wrong) => ({ status: r.status, text: r.text, setCookie: r.setCookie });
    expect(answer(unknown)).toEqual(answer(wrong));
    expect(answer(passwordless)).toEqual(answer(wrong));
    expect(wrong.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'unknown name or wrong password' });
  });

  it('a password needs a name first; changing it needs the current one and ends the other sessions', async () => {
    const anon = new Browser(t.url);
    await anon.get('/api/me');
    expect((await anon.post('/api/me/password', { password: 'long enough pw' })).status).toBe(409);
    expect((await new Browser(t.url).post('/api/me/password', { password: 'long enough pw' })).status).toBe(401);
    expect((await anon.post('/api/me/password', { password: 'short' })).status).toBe(400);

    const { b, name, password } = await registered();
    const other = new Browser(t.url);
    await other.post('/api/sign-in', { name, password });
    expect((await b.post('/api/me/password', { password: 'a new password' })).status).toBe(403);
    expect((await b.post('/api/me/password', { password: 'a new password', currentPassword: 'wrong one!' })).status).toBe(403);
    expect((await b.post('/api/me/password', { password: 'a new password', currentPassword: password })).status).toBe(200);
    expect((await b.get('/api/me')).body).toEqual({ name, hasPassword: true }); // this session goes on
    expect((await other.get('/api/me')).body).toEqual({ name: null, hasPassword: false }); // that one ended
    expect((await new Browser(t.url).post('/api/sign-in', { name, password })).status).toBe(401);
    expect((await new Browser(t.url).post('/api/sign-in', { name, password: 'a new password' })).status).toBe(200);
  });

  it('sign-out ends the session: the old cookie is no player any more', async () => {
    const { b, name, password } = await registered();
    const old = b.token!;
    const r = await b.post('/api/sign-out', {});
    expect(r.status).toBe(200);
    expect(r.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Max-Age=0/);
    const replay = new Browser(t.url);
    replay.token = old;
    expect((await replay.get('/api/me')).body).toEqual({ name: null, hasPassword: false });
    expect((await new Browser(t.url).post('/api/sign-in', { name, password })).status).toBe(200);
  });
});

describe('sign-in limits', () => {
  let lt: TestServer;
  beforeAll(async () => {
    lt = await startTestServer({ limits: { signInPerAddress: 4, signInFailuresPerName: 2 } });
  });
  afterAll(async () => lt.close());

  it('refuses a name after its failures (even with the right password), and an address after its attempts', async () => {
    const b = new Browser(lt.url);
    await b.get('/api/me');
    const name = uniqueName();
    await b.post('/api/me/name', { name });
    await b.post('/api/me/password', { password: 'the right password' });
    const attempt = (n: string, password = 'a wrong password') => new Browser(lt.url).post('/api/sign-in', { name: n, password });
    expect((await attempt(name)).status).toBe(401); // address 1, name failure 1
    expect((await attempt(name.toUpperCase())).status).toBe(401); // address 2, name failure 2
    const locked = await attempt(name, 'the right password');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(uniqueName())).status).toBe(401); // address 3
    expect((await attempt(uniqueName())).status).toBe(401); // address 4
    expect((await attempt(uniqueName())).status).toBe(429); // address 5: over
  });
});

describe('the rolling cookie', () => {
  let clockMs = Date.parse('2027-03-01T00:00:00Z');
  let rt: TestServer;
  beforeAll(async () => {
    rt = await startTestServer({ time: { now: () => clockMs, schedule: () => () => undefined } });
  });
  afterAll(async () => rt.close());

  it('is sent again, with the same token and a whole Max-Age, once a day has passed since the last', async () => {
    const b = new Browser(rt.url);
    await b.get('/api/me');
    const token = b.token;
    clockMs += SESSION_RENEW_AFTER_MS - 60_000;
    expect((await b.get('/api/me/matches')).setCookie).toEqual([]);
    clockMs += 120_000;
    const renewed = await b.get('/api/me/matches');
    expect(renewed.setCookie).toHaveLength(1);
    expect(renewed.setCookie[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=${token};.*Max-Age=${SESSION_MAX_AGE_MS / 1000};.*HttpOnly`));
    expect(b.token).toBe(token);
    expect((await b.get('/api/me')).setCookie).toEqual([]); // renewed: not again until another day
  });
});

describe('the socket handshake', () => {
  it('knows the player of the cookie the browser sends with it: each seat’s own', async () => {
    const b = new Browser(t.url);
    await b.get('/api/me');
    const m = await t.newMatch(); // two players: the creator (A) and the accepter (B), each with its session
    const a = t.client(m.matchId, m.seats.A.token);
    await a.ready();
    const other = t.client(m.matchId, m.seats.B.token);
    await other.ready();
    // a browser's own cookie goes with its handshake: B's seat is not this player's, so it is refused
    const stranger = t.client(m.matchId, m.seats.B.token, {
      socketOptions: { extraHeaders: { cookie: `${SESSION_COOKIE}=${b.token}` }, transports: ['websocket'], reconnection: false },
    });
    await expect(stranger.ready()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const ours = (await t.server.io.fetchSockets()).filter((s) => s.data.matchId === m.matchId);
    const seats = await t.server.db.seat.findMany({ where: { matchId: m.matchId }, select: { side: true, playerId: true } });
    expect(seats.every((s) => s.playerId !== null)).toBe(true);
    expect(ours.map((s) => [s.data.seat, s.data.playerId]).sort()).toEqual(seats.map((s) => [s.side, s.playerId]).sort());
  });
});

describe('the session token', () => {
  it('appears in no response body and no log line', async () => {
    const { b, name, password } = await registered();
    const second = new Browser(t.url);
    const bodies = [(await second.post('/api/sign-in', { name, password })).text, (await second.get('/api/me')).text];
    bodies.push((await second.get('/api/me/matches')).text, (await b.post('/api/sign-out', {})).text);
    // a failing request with the cookie, and one whose handler fails, are logged too
    await second.post('/api/me/name', { name: 'bad name!' });
    await second.get('/api/nosuchroute');
    const tokens = [b.token, second.token].filter((x): x is string => Boolean(x));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      for (const body of bodies) expect(body).not.toContain(token);
      expect(t.logs.join('\n')).not.toContain(token);
    }
    expect(b.setCookies.join('\n')).toContain(SESSION_COOKIE);
  });
});
