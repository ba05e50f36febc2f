// The challenge store over real PostgreSQL (issue 34, part B): one statement spends a challenge, so of
// racing accepts exactly one wins; the poster never accepts his own; a rematch is only its opponent's;
// cancelled, declined and expired ones spend nothing; the lobby list carries public facts only.
import { randomUUID } from 'node:crypto';
import { createDb, type Db } from '../persistence/prisma';
import { challengeStore, type NewChallenge } from './challengeStore';

let db: Db;
let store: ReturnType<typeof challengeStore>;
beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 4);
  store = challengeStore(db);
});
afterAll(async () => db.$disconnect());

const now = new Date();
const later = new Date(now.getTime() + 60_000);

async function player(name: string | null = null): Promise<string> {
  const id = randomUUID();
  await db.player.create({ data: { id, name } });
  return id;
}

async function post(posterId: string, extra: Partial<NewChallenge> = {}): Promise<NewChallenge> {
  const c: NewChallenge = {
    id: randomUUID(),
    posterId,
    ruleset: 'asl',
    scenarioId: 'sewer-infiltration',
    side: 'random',
    options: { spectators: { mode: 'public' }, lobby: 'unlisted' },
    listed: true,
    tokenHash: null,
    expiresAt: later,
    ...extra,
  };
  await store.insert(c, now);
  return c;
}

describe('challenge store', () => {
  it('of accepts racing on one challenge exactly one spends it; the others are told it was taken', async () => {
    const c = await post(await player());
    const accepters = await Promise.all([player(), player(), player(), player()]);
    const spent = await Promise.all(accepters.map((a) => store.spend({ id: c.id }, a, now)));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await store.refusal({ id: c.id }, accepters[0]!, now)).toBe('taken');
  });

  it('the poster cannot accept his own challenge (a player never holds both seats)', async () => {
    const poster = await player();
    const c = await post(poster);
    expect(await store.spend({ id: c.id }, poster, now)).toBeNull();
    expect(await store.refusal({ id: c.id }, poster, now)).toBe('own');
    expect(await store.spend({ id: c.id }, await player(), now)).not.toBeNull();
  });

  it('an expired challenge spends nothing (at its expiry instant already)', async () => {
    const c = await post(await player(), { expiresAt: now });
    const a = await player();
    expect(await store.spend({ id: c.id }, a, now)).toBeNull();
    expect(await store.refusal({ id: c.id }, a, now)).toBe('expired');
    expect(await store.spend({ id: c.id }, a, new Date(now.getTime() - 1))).not.toBeNull();
  });

  it('a cancelled challenge spends nothing, and only its poster cancels it', async () => {
    const poster = await player();
    const c = await post(poster);
    expect(await store.cancel(c.id, await player(), now)).toBe(false);
    expect(await store.cancel(c.id, poster, now)).toBe(true);
    const a = await player();
    expect(await store.spend({ id: c.id }, a, now)).toBeNull();
    expect(await store.refusal({ id: c.id }, a, now)).toBe('cancelled');
  });

  it('a direct challenge is reached by its token hash only, not by its id; declined, it spends nothing', async () => {
    const c = await post(await player(), { listed: false, tokenHash: randomUUID() });
    const a = await player();
    expect(await store.spend({ id: c.id }, a, now)).toBeNull();
    expect(await store.refusal({ id: c.id }, a, now)).toBe('unknown');
    expect(await store.decline({ id: c.id }, a, now)).toBe(false); // by id only when addressed to him
    expect(await store.decline({ tokenHash: c.tokenHash! }, a, now)).toBe(true);
    expect(await store.spend({ tokenHash: c.tokenHash! }, a, now)).toBeNull();
    expect(await store.refusal({ tokenHash: c.tokenHash! }, a, now)).toBe('declined');
  });

  it('a rematch is accepted by its opponent only', async () => {
    const opponent = await player();
    const c = await post(await player(), { listed: false, tokenHash: randomUUID(), opponentId: opponent });
    const stranger = await player();
    expect(await store.spend({ tokenHash: c.tokenHash! }, stranger, now)).toBeNull();
    expect(await store.refusal({ tokenHash: c.tokenHash! }, stranger, now)).toBe('not-yours');
    expect(await store.spend({ tokenHash: c.tokenHash! }, opponent, now)).toMatchObject({ id: c.id, side: 'random' });
  });

  it("the open list shows live listed challenges with public facts only, and counts a poster's live ones", async () => {
    const poster = await player(`p${randomUUID().slice(0, 8)}`);
    const open = await post(poster);
    const direct = await post(poster, { listed: false, tokenHash: randomUUID() });
    const rows = await store.listOpen(now, 1000);
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(direct.id);
    const row = rows.find((r) => r.id === open.id)!;
    // posterId stays on the server (the route answers `mine`; its test checks the keys on the wire)
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'options', 'posterId', 'posterName', 'ruleset', 'scenarioId', 'side']);
    expect(row.posterId).toBe(poster);
    expect(await store.liveCount(poster, now)).toBe(2);
  });

  it('the sweep deletes unspent challenges expired before its cutoff, and keeps spent ones', async () => {
    const old = await post(await player(), { expiresAt: new Date(now.getTime() - 10_000) });
    const spent = await post(await player(), { expiresAt: new Date(now.getTime() + 1) });
    await store.spend({ id: spent.id }, await player(), now);
    await store.sweepExpired(new Date(now.getTime() + 5_000));
    expect(await db.challenge.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.challenge.findUnique({ where: { id: spent.id } })).not.toBeNull();
  });
});
