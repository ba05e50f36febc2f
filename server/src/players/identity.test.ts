// The rolling identity over PostgreSQL: a session used more than a day after its last renewal moves
// its expiry a whole SESSION_MAX_AGE on; one left unused past its expiry is no player, and is purged.
import { createDb, type Db } from '../persistence/prisma';
import { NewPlayersLimited, PlayerIdentity, SESSION_COOKIE, SESSION_MAX_AGE_MS, SESSION_RENEW_AFTER_MS } from './identity';
import { createPlayerStore } from './playerStore';
import { hashSessionToken } from './sessionToken';

let db: Db;
let now = new Date('2027-02-01T00:00:00Z');
let identity: PlayerIdentity;
beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
  identity = new PlayerIdentity(createPlayerStore(db), { now: () => now });
});
afterAll(async () => db.$disconnect());

const expiryOf = async (token: string) =>
  (await db.playerSession.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(token) } })).expiresAt.getTime();

describe('PlayerIdentity', () => {
  it('renews a session only once a day has passed since its last renewal', async () => {
    now = new Date('2027-02-01T00:00:00Z');
    const { player, token } = await identity.createAnonymous();
    const start = now.getTime();
    expect(await expiryOf(token)).toBe(start + SESSION_MAX_AGE_MS);
    now = new Date(start + SESSION_RENEW_AFTER_MS - 1000);
    expect(await identity.fromToken(token)).toMatchObject({ player, renew: false });
    expect(await expiryOf(token)).toBe(start + SESSION_MAX_AGE_MS);
    now = new Date(start + SESSION_RENEW_AFTER_MS + 1000);
    expect(await identity.fromToken(token)).toMatchObject({ player, renew: true });
    expect(await expiryOf(token)).toBe(now.getTime() + SESSION_MAX_AGE_MS);
  });

  it('an expired session is no player, and the purge deletes it', async () => {
    now = new Date('2027-02-01T00:00:00Z');
    const { token } = await identity.createAnonymous();
    now = new Date(now.getTime() + SESSION_MAX_AGE_MS + 1);
    expect(await identity.fromToken(token)).toBeNull();
    expect(await identity.playerFromCookieHeader(`other=1; ${SESSION_COOKIE}=${token}`)).toBeNull();
    expect((await identity.purgeExpired()).sessions).toBeGreaterThanOrEqual(1);
    expect(await db.playerSession.count({ where: { tokenHash: hashSessionToken(token) } })).toBe(0);
  });

  it('reads the player from a Cookie header among other cookies; anything else is none', async () => {
    now = new Date('2027-02-01T00:00:00Z');
    const { player, token } = await identity.createAnonymous();
    expect(await identity.playerFromCookieHeader(`a=b; ${SESSION_COOKIE}=${token}; c=d`)).toEqual(player);
    expect(await identity.playerFromCookieHeader(undefined)).toBeNull();
    expect(await identity.playerFromCookieHeader(`${SESSION_COOKIE}=${token.slice(1)}`)).toBeNull();
    expect(await identity.playerFromCookieHeader(`${SESSION_COOKIE}=${'B'.repeat(43)}`)).toBeNull();
  });
});

describe('anonymous players that never come back', () => {
  it('are purged once their sessions are gone, unless they hold a seat or have a name', async () => {
    now = new Date('2027-02-01T00:00:00Z');
    const gone = await identity.createAnonymous();
    const seated = await identity.createAnonymous();
    const named = await identity.createAnonymous();
    const live = await identity.createAnonymous();
    await db.player.update({
      where: { id: named.player.id },
      data: { name: `purge${process.pid}${Date.now().toString(36)}`.slice(0, 24) },
    });
    // a match of its own (rows only) whose seat A is the seated player's
    const matchId = `purge${Date.now().toString(36)}${process.pid}`;
    await db.match.create({
      data: {
        id: matchId,
        ruleset: 'asl',
        scenarioId: 'sewer-infiltration',
        status: 'setup',
        version: 0,
        diceCommitment: '0'.repeat(64),
        diceSeed: '0'.repeat(64),
        options: {},
        seats: { create: { side: 'A', tokenHash: '1'.repeat(64), playerId: seated.player.id } },
      },
    });
    // their sessions expire, but the live one's is renewed first
    now = new Date(now.getTime() + SESSION_MAX_AGE_MS - 1000);
    await identity.fromToken(live.token);
    now = new Date(now.getTime() + 2000);
    await identity.purgeExpired();
    const left = await db.player.findMany({
      where: { id: { in: [gone, seated, named, live].map((x) => x.player.id) } },
      select: { id: true },
    });
    const kept = new Set(left.map((p) => p.id));
    expect(kept.has(gone.player.id)).toBe(false);
    expect(kept.has(named.player.id)).toBe(true);
    expect(kept.has(live.player.id)).toBe(true);
    expect(kept.has(seated.player.id)).toBe(true);
    await db.match.delete({ where: { id: matchId } });
  });
});

describe('new anonymous players', () => {
  it('are limited per client address and minute (a cookieless script cannot fill the table)', async () => {
    const limited = new PlayerIdentity(createPlayerStore(db), { now: () => now, createdPerMinute: 2 });
    await limited.createAnonymous('10.1.1.1');
    await limited.createAnonymous('10.1.1.1');
    await expect(limited.createAnonymous('10.1.1.1')).rejects.toBeInstanceOf(NewPlayersLimited);
    await expect(limited.createAnonymous('10.1.1.1')).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    // another address has its own budget
    await expect(limited.createAnonymous('10.1.1.2')).resolves.toBeDefined();
  });
});
