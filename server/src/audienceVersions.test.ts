// Versions per audience (server/src/matches/audiences.ts): a receiver's version steps only when what it
// sees changes, so it cannot count the other side's commands it sees nothing of (here the secret
// setup: a side placing its units, then placing them again). Real Postgres, real socket.io clients.
import { type HexfogClient, seatCookie } from '@hexfog/client/sdk';
import { A_UNITS, B_UNITS, caughtUp, endPhase, setupCommand, startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

const OPEN = { lobby: 'public', spectators: { mode: 'public' } } as const;

/** A's units placed elsewhere in its zone: a placement A takes back with its next one (secret until play). */
const A_ELSEWHERE = { type: 'placeUnits', placements: A_UNITS.map((unit, i) => ({ unit, hex: `71B${(i % 8) + 2}` })) };

/** What the match tells B and anyone over HTTP: its summary, anonymous and with B's token, and its lobby entry. */
async function httpAnswers(matchId: string, tokenB: string): Promise<string> {
  const get = async (path: string, token?: string) =>
    (await fetch(`${t.url}${path}`, token ? { headers: { authorization: `Bearer ${token}`, cookie: seatCookie(token)! } } : {})).json();
  const lobby = (await get('/api/matches')) as { matches: { id: string }[] };
  return JSON.stringify([
    await get(`/api/matches/${matchId}`),
    await get(`/api/matches/${matchId}`, tokenB),
    lobby.matches.filter((x) => x.id === matchId),
  ]);
}

/** One match; with `extra`, A first places its units elsewhere, then where it places them in both. */
async function play(extra: boolean) {
  const m = await t.newMatch('sewer-infiltration', 'asl', OPEN);
  const norm = (text: string) =>
    text
      .replaceAll(m.matchId, 'MATCH')
      .replaceAll(m.diceCommitment, 'COMMITMENT')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'TIME');
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  const frames = { b: [] as string[], s: [] as string[] };
  const capture = (c: HexfogClient, into: string[]) =>
    c.socket.onAny((ev: string, p: unknown) => into.push(`${ev} ${norm(JSON.stringify(p))}`));
  capture(b, frames.b);
  capture(s, frames.s);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  const toB: string[] = [norm(await httpAnswers(m.matchId, m.seats.B.token))];
  const steps: [HexfogClient, Record<string, unknown>][] = [
    ...(extra ? [[a, A_ELSEWHERE] as [HexfogClient, Record<string, unknown>]] : []),
    [a, setupCommand('A', A_UNITS)],
    [b, setupCommand('B', B_UNITS)],
    [a, { type: 'finishSetup' }],
    [b, { type: 'finishSetup' }],
  ];
  for (const [c, cmd] of steps) {
    const r = await c.send(cmd);
    expect({ cmd: cmd.type, r }).toEqual({ cmd: cmd.type, r: expect.objectContaining({ ok: true }) });
    if (c === b) toB.push(JSON.stringify(r));
    await caughtUp([a, b, s]);
    const http = norm(await httpAnswers(m.matchId, m.seats.B.token));
    // A's extra command changes no answer: it is compared by being left out of the record
    if (cmd === A_ELSEWHERE) expect(http).toBe(toB[toB.length - 1]);
    else toB.push(http);
  }
  for (let i = 0; i < 6; i++) await endPhase([a, b], [a, b, s]);
  toB.push(norm(await httpAnswers(m.matchId, m.seats.B.token)));
  const live = (await t.server.service.get(m.matchId))!;
  return { frames, toB, matchVersion: live.state.version, a: a.version, b: b.version, s: s.version };
}

describe('versions per audience', () => {
  it("the other side's secret setup command: B and the spectators get byte-identical frames, versions included, acks and HTTP answers", async () => {
    const one = await play(false);
    const two = await play(true);
    expect(two.matchVersion).toBe(one.matchVersion + 1); // the match counted A's extra command
    expect(two.a).toBe(one.a + 1); // A saw it (its own command)
    expect(one.frames.b.length).toBeGreaterThan(6);
    expect(one.frames.s.length).toBeGreaterThan(4);
    expect(two.frames.b).toEqual(one.frames.b);
    expect(two.frames.s).toEqual(one.frames.s);
    expect(two.toB).toEqual(one.toB);
    expect([two.b, two.s]).toEqual([one.b, one.s]);
  });

  it("a command based on the last version a seat saw: accepted after the other side's unseen commands, a CONFLICT after a seen one", async () => {
    const m = await t.newMatch('sewer-infiltration', 'asl', OPEN);
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    const b0 = b.version;
    expect((await a.send(setupCommand('A', A_UNITS))).ok).toBe(true);
    expect((await a.send(A_ELSEWHERE)).ok).toBe(true);
    await caughtUp([a, b]);
    expect(b.version).toBe(b0); // nothing B sees moved
    const placed = await b.send(setupCommand('B', B_UNITS), { expectedVersion: b0 });
    expect(placed).toEqual({ ok: true, version: b0 + 1 });
    // A saw nothing of B's placement either: its own last version still holds
    const aAt = a.version;
    await caughtUp([a, b]);
    expect(a.version).toBe(aAt);
    expect((await a.send({ type: 'finishSetup' }, { expectedVersion: aAt })).ok).toBe(true);
    // A's setup done is public: B's last version is stale now
    const stale = await b.send({ type: 'finishSetup' }, { expectedVersion: b0 + 1 });
    expect(stale).toEqual({ ok: false, error: expect.objectContaining({ code: 'CONFLICT', currentVersion: b0 + 2 }) });
    await caughtUp([a, b]);
    expect(b.version).toBe(b0 + 2);
    expect(b.view?.setupDone).toEqual({ A: true, B: false });
    expect((await b.send({ type: 'finishSetup' })).ok).toBe(true);
  });

  it('a reconnect after commands it could not see catches up to the same version, and after a seen one to the next', async () => {
    const m = await t.newMatch('sewer-infiltration', 'asl', OPEN);
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    const b0 = b.version;
    const events0 = b.events.length;
    b.close();
    expect((await a.send(setupCommand('A', A_UNITS))).ok).toBe(true);
    expect((await a.send(A_ELSEWHERE)).ok).toBe(true);
    const again = t.client(m.matchId, m.seats.B.token, { lastVersion: b0 });
    await again.ready();
    expect(again.version).toBe(b0);
    expect(again.events.length).toBe(0); // nothing after its version
    again.close();
    expect((await a.send({ type: 'finishSetup' })).ok).toBe(true);
    const later = t.client(m.matchId, m.seats.B.token, { lastVersion: b0 });
    await later.ready();
    expect(later.version).toBe(b0 + 1);
    expect(later.view?.version).toBe(b0 + 1);
    expect(later.view?.setupDone).toEqual({ A: true, B: false });
    // its events are placed at its own versions
    expect(later.events.every((e) => e.version === b0 + 1)).toBe(true);
    const fresh = t.client(m.matchId, m.seats.B.token);
    await fresh.ready();
    expect([fresh.version, fresh.events.length >= events0]).toEqual([b0 + 1, true]);
    // the spectators saw A's setup done only
    const s = t.client(m.matchId);
    await s.ready();
    expect(s.version).toBe(1);
    expect(a.version).toBe(3);
  });
});

describe('versions per audience across a restart', () => {
  it('a new server on the same database keeps every audience version, and a seat plays on from its own', async () => {
    const first = await startTestServer();
    let matchId: string;
    let tokens: Record<'A' | 'B', string>;
    try {
      const m = await first.newMatch('sewer-infiltration', 'asl', OPEN);
      matchId = m.matchId;
      tokens = { A: m.seats.A.token, B: m.seats.B.token };
      const a = first.client(matchId, tokens.A);
      const b = first.client(matchId, tokens.B);
      await Promise.all([a.ready(), b.ready()]);
      for (const [c, cmd] of [
        [a, A_ELSEWHERE],
        [a, setupCommand('A', A_UNITS)],
        [b, setupCommand('B', B_UNITS)],
        [a, { type: 'finishSetup' }],
      ] as const)
        expect((await c.send(cmd)).ok).toBe(true);
      await caughtUp([a, b]);
      expect([a.version, b.version]).toEqual([3, 2]);
    } finally {
      await first.close();
    }
    const second = await startTestServer();
    try {
      const a = second.client(matchId, tokens.A, { lastVersion: 3 });
      const b = second.client(matchId, tokens.B, { lastVersion: 2 });
      const s = second.client(matchId);
      await Promise.all([a.ready(), b.ready(), s.ready()]);
      expect([a.version, b.version, s.version]).toEqual([3, 2, 1]);
      const summary = async (token?: string) => {
        const headers = token ? { headers: { authorization: `Bearer ${token}`, cookie: seatCookie(token)! } } : {};
        return ((await (await fetch(`${second.url}/api/matches/${matchId}`, headers)).json()) as { version: number }).version;
      };
      expect([await summary(), await summary(tokens.B), await summary(tokens.A)]).toEqual([1, 2, 3]);
      const done = await b.send({ type: 'finishSetup' }, { expectedVersion: 2 });
      expect(done).toEqual({ ok: true, version: 3 });
      await caughtUp([a, b, s]);
      expect([a.version, b.version, s.version]).toEqual([4, 3, 2]);
    } finally {
      await second.close();
    }
  });
});
