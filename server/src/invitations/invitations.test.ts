// Invitations over the real HTTP routes and sockets (issue 34): creating a match hands out one seat;
// accepting mints the other for the accepter only, once; refusals are typed; racing accepts seat one.
import type { CreateMatchResponse } from '@hexfog/shared';
import { connect, rememberSeat, sessionCookieOf } from '@hexfog/client/sdk';
import { startTestServer, type TestServer } from '../../test/harness';
import { sweepUnaccepted } from './expiry';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

// each request without a cookie is a new player; the seats it got are kept with its session cookie
// (the SDK then sends it with that seat's socket and requests, as a browser sends its own)
const create = (extra: Record<string, unknown> = {}) =>
  fetch(`${t.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration', ...extra }),
  }).then(async (r) => {
    const body = (await r.json()) as CreateMatchResponse;
    for (const seat of Object.values(body.seats ?? {})) if (seat) rememberSeat(seat.token, sessionCookieOf(r));
    return { status: r.status, body };
  });

const accept = (token: string, cookie?: string) =>
  fetch(`${t.url}/api/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ token }),
  }).then(async (r) => {
    const body = (await r.json()) as { side?: string; matchId?: string; seat?: { token: string }; error?: { code: string } };
    if (body.seat) rememberSeat(body.seat.token, cookie ?? sessionCookieOf(r));
    return { status: r.status, body };
  });

/** The seat a socket with this token is given in the match, or null when its handshake is refused. */
async function opens(matchId: string, token: string): Promise<'A' | 'B' | null> {
  const c = connect({ url: t.url, matchId, token, socketOptions: { reconnection: false } });
  try {
    await c.ready();
    return c.seat;
  } catch {
    return null;
  } finally {
    c.close();
  }
}

describe('invitations', () => {
  it("creating a match returns the creator's seat only and an invitation for the other side", async () => {
    const { status, body } = await create({ side: 'B' });
    expect(status).toBe(201);
    expect(body.side).toBe('B');
    expect(Object.keys(body.seats)).toEqual(['B']);
    expect(body.invitation).toMatchObject({ side: 'A' });
    expect(body.invitation!.link).toMatch(/\/#\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(body.invitation!.token).not.toBe(body.seats.B!.token);
    // the invitation is no seat credential
    expect(await t.server.service.seatOf(body.matchId, body.invitation!.token, null)).toBeNull();
  });

  it('a random side is A or B, and the invitation offers the other', async () => {
    const { body } = await create();
    expect(['A', 'B']).toContain(body.side);
    expect(body.invitation!.side).toBe(body.side === 'A' ? 'B' : 'A');
  });

  it('practice against myself: both seats, no invitation', async () => {
    const { body } = await create({ practice: true, side: 'A' });
    expect(Object.keys(body.seats).sort()).toEqual(['A', 'B']);
    expect(body.invitation).toBeUndefined();
  });

  it('accepting mints the other seat for the accepter; a second accept, by anyone, is refused INVITATION_SPENT', async () => {
    const { body } = await create({ side: 'A' });
    const first = await accept(body.invitation!.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ matchId: body.matchId, side: 'B' });
    expect(await opens(body.matchId, first.body.seat!.token)).toBe('B');
    const again = await accept(body.invitation!.token);
    expect(again).toMatchObject({ status: 410, body: { error: { code: 'INVITATION_SPENT' } } });
  });

  it('two accepters racing: exactly one is seated, the other is refused with a typed error', async () => {
    const { body } = await create({ side: 'A' });
    const tries = await Promise.all(Array.from({ length: 6 }, () => accept(body.invitation!.token)));
    const won = tries.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const r of tries.filter((x) => x.status !== 201)) expect(r.body.error!.code).toBe('INVITATION_SPENT');
  });

  it('an unknown token is INVITATION_UNKNOWN, the same whatever exists', async () => {
    const r = await accept('x'.repeat(43));
    expect(r).toMatchObject({ status: 404, body: { error: { code: 'INVITATION_UNKNOWN' } } });
  });

  it('the creator withdraws (the link dies: INVITATION_WITHDRAWN) and reissues (the new link seats)', async () => {
    const { body } = await create({ side: 'A' });
    const mine = body.seats.A!.token;
    await t.api.withdrawInvitation(body.matchId, mine);
    expect((await accept(body.invitation!.token)).body.error!.code).toBe('INVITATION_WITHDRAWN');
    const next = await t.api.reissueInvitation(body.matchId, mine);
    const old2 = await t.api.reissueInvitation(body.matchId, mine); // the one before is withdrawn by this one
    expect((await accept(next.token)).body.error!.code).toBe('INVITATION_WITHDRAWN');
    const ok = await accept(old2.token);
    expect(ok.status).toBe(201);
    // the seat is held: no new invitation, no withdrawal
    await expect(t.api.reissueInvitation(body.matchId, mine)).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
    await expect(t.api.withdrawInvitation(body.matchId, mine)).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
  });

  it('only a seat of the match may withdraw or reissue; another match and an unknown match get the same 401', async () => {
    const { body } = await create({ side: 'A' });
    const other = await create({ side: 'A' });
    await expect(t.api.reissueInvitation(body.matchId, other.body.seats.A!.token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.api.reissueInvitation('nosuchmatch1', other.body.seats.A!.token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.api.withdrawInvitation(body.matchId, other.body.seats.A!.token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('an expired invitation is refused INVITATION_EXPIRED', async () => {
    const { body } = await create({ side: 'A' });
    await t.server.db.$executeRaw`UPDATE "invitations" SET "expires_at" = now() - interval '1 second' WHERE "match_id" = ${body.matchId}`;
    expect((await accept(body.invitation!.token)).body.error!.code).toBe('INVITATION_EXPIRED');
  });

  it('a player accepting his own invitation is refused OWN_INVITATION, and the invitation stays live', async () => {
    const res = await fetch(`${t.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'asl', scenario: 'sewer-infiltration', side: 'A' }),
    });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const body = (await res.json()) as CreateMatchResponse;
    expect((await accept(body.invitation!.token, cookie)).body.error!.code).toBe('OWN_INVITATION');
    expect((await accept(body.invitation!.token)).status).toBe(201);
  });

  it("over sockets: the creator's token opens his seat, a seat of another match opens nothing here", async () => {
    const { body } = await create({ side: 'A' });
    const other = await create({ side: 'A' });
    expect(await opens(body.matchId, body.seats.A!.token)).toBe('A');
    expect(await opens(body.matchId, other.body.seats.A!.token)).toBeNull();
    expect(await opens(body.matchId, body.invitation!.token)).toBeNull();
    const b = await accept(body.invitation!.token);
    expect(await opens(body.matchId, b.body.seat!.token)).toBe('B');
  });

  it('a side that never shows up aborts the match (deleted, no result) once its last invitation expired; a seated or still invited match stays', async () => {
    const [gone, seated, invited] = await Promise.all([create({ side: 'A' }), create({ side: 'A' }), create({ side: 'A' })]);
    await accept(seated.body.invitation!.token);
    const db = t.server.db;
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    await db.$executeRaw`UPDATE "invitations" SET "expires_at" = ${at(-1000)} WHERE "match_id" IN (${gone.body.matchId}, ${seated.body.matchId})`;
    // the invited match's invitation expires a second after the sweep's now: it stays
    await db.$executeRaw`UPDATE "invitations" SET "expires_at" = ${at(1000)} WHERE "match_id" = ${invited.body.matchId}`;
    await sweepUnaccepted(db, { now: () => now });
    const left = await db.match.findMany({
      where: { id: { in: [gone.body.matchId, seated.body.matchId, invited.body.matchId] } },
      select: { id: true },
    });
    expect(left.map((m) => m.id).sort()).toEqual([seated.body.matchId, invited.body.matchId].sort());
  });

  it('a timed match: no clock runs while the invitation is out; the accept starts both sides in setup', async () => {
    const { body } = await create({ side: 'A', options: { timeControl: { mode: 'clock', initialSeconds: 600 } } });
    const clockOf = async () => t.server.clocks.current((await t.server.service.get(body.matchId))!);
    // the creation's clock write is chained: wait for the stored row
    for (let i = 0; i < 100 && !(await t.server.db.matchClock.findUnique({ where: { matchId: body.matchId } })); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await clockOf())!.running).toEqual([]);
    await accept(body.invitation!.token);
    let running: readonly string[] = [];
    for (let i = 0; i < 100 && running.length === 0; i++) {
      running = (await clockOf())!.running;
      if (!running.length) await new Promise((r) => setTimeout(r, 20));
    }
    expect([...running].sort()).toEqual(['A', 'B']);
  });
});
