// Matches nobody joined leave after UNJOINED_MATCH_TTL_MS: an untouched match older than the TTL is
// deleted; one a seat has opened, and one younger than the TTL (by a minute), stay.
import { startTestServer, type TestServer } from '../../test/harness';
import { sweepUnjoined } from './expiry';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('expiry of matches nobody joined', () => {
  it('deletes an unjoined match older than the TTL with its seats, keeps a joined one and a younger one', async () => {
    const db = t.server.db;
    const [old, joined, young] = await Promise.all([t.newMatch(), t.newMatch(), t.newMatch()]);
    const seat = t.client(joined.matchId, joined.seats.B.token);
    await seat.ready();
    for (let i = 0; i < 100 && !(await db.seat.findFirst({ where: { matchId: joined.matchId, lastSeenAt: { not: null } } })); i++)
      await new Promise((r) => setTimeout(r, 20));
    seat.close();
    const now = Date.now();
    const age = async (id: string, ms: number) =>
      db.$executeRaw`UPDATE "matches" SET "created_at" = ${new Date(now - ms)} WHERE "id" = ${id}`;
    await Promise.all([age(old.matchId, DAY + 60_000), age(joined.matchId, 2 * DAY), age(young.matchId, DAY - 60_000)]);
    t.server.service.forgetAll();
    await sweepUnjoined(db, { ttlMs: DAY, now: () => now });
    const left = await db.match.findMany({ where: { id: { in: [old.matchId, joined.matchId, young.matchId] } }, select: { id: true } });
    expect(left.map((m) => m.id).sort()).toEqual([joined.matchId, young.matchId].sort());
    expect(await db.seat.count({ where: { matchId: old.matchId } })).toBe(0);
    expect((await fetch(`${t.url}/api/matches/${old.matchId}`)).status).toBe(404);
  });
});
