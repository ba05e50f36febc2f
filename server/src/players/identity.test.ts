// The rolling identity over PostgreSQL: a session used more than a day after its last renewal moves
// its expiry a whole SESSION_MAX_AGE on; one left unused past its expiry is no player, and is purged.
import { createDb, type Db } from '../persistence/prisma';
import { PlayerIdentity, SESSION_COOKIE, SESSION_MAX_AGE_MS, SESSION_RENEW_AFTER_MS } from './identity';
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
    expect(await identity.purgeExpired()).toBeGreaterThanOrEqual(1);
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
