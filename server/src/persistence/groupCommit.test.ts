// Group commit against the real database: commands of different matches that arrive together are
// written by one statement, each caller learns its outcome only after that commit, and one bad command
// (its match moved on, its commandId already stored, its lock fence gone) never loses the others.
import { loadCatalog } from '../catalog/catalog';
import { createLogger } from '../logging/logger';
import { MatchService } from '../matches/matchService';
import { type BatchWriter, GroupCommit } from './groupCommit';
import { type CommitInput, createMatchStore, VersionConflictError } from './matchStore';
import { createDb, type Db } from './prisma';

let db: Db;
let store: ReturnType<typeof createMatchStore>;
let service: MatchService;
const catalog = loadCatalog();

beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 4);
  store = createMatchStore(db);
  service = new MatchService(store, catalog, createLogger('silent'), 50);
});
afterAll(async () => {
  service.close();
  await db.$disconnect();
});

const newMatch = () =>
  service.create({ rulesetId: 'asl', scenarioId: 'sewer-infiltration', options: { spectators: { mode: 'public' }, lobby: 'unlisted' } });
const place = (i: number) => ({ type: 'placeUnits', placements: [{ unit: 'A01', hex: `71A${1 + (i % 8)}` }] }) as never;

function input(matchId: string, fromVersion: number, commandId: string): CommitInput {
  return {
    matchId,
    fromVersion,
    status: 'setup',
    commandId,
    side: 'A',
    payload: { type: 'placeUnits' },
    events: [{ seq: fromVersion + 1, audience: 'all', type: 'test', data: { n: fromVersion } }],
    seen: 7,
  };
}

async function stored(matchId: string) {
  const [row, commands, events] = await Promise.all([
    db.match.findUnique({ where: { id: matchId }, select: { version: true } }),
    db.command.findMany({ where: { matchId }, orderBy: { version: 'asc' }, select: { version: true, commandId: true } }),
    store.events(matchId, 0).then((e) => e.length),
  ]);
  return { version: row?.version, commands, events };
}

describe('group commit', () => {
  it('commands of different matches submitted together share one commit, and each is stored with its events', async () => {
    const matches = await Promise.all(Array.from({ length: 6 }, newMatch));
    const before = { ...service.commits.stats };
    const outcomes = await Promise.all(
      matches.map(({ match }, i) => service.submit(match.id, 'A', { commandId: `g${i}`, expectedVersion: 0, command: place(i) })),
    );
    expect(outcomes.map((o) => o.ack)).toEqual(matches.map(() => ({ ok: true, version: 1 })));
    // one batch carried all six (the statement ran once)
    expect(service.commits.stats.batches - before.batches).toBe(1);
    expect(service.commits.stats.commands - before.commands).toBe(6);
    for (const [i, { match }] of matches.entries()) {
      const s = await stored(match.id);
      expect(s.version).toBe(1);
      expect(s.commands).toEqual([{ version: 1, commandId: `g${i}` }]);
      expect(s.events).toBeGreaterThan(0);
    }
  });

  it('commands of one match stay in order: never two of the same match in one batch', async () => {
    const { match } = await newMatch();
    const acks = await Promise.all(
      [0, 1, 2].map((v) => service.submit(match.id, 'A', { commandId: `o${v}`, expectedVersion: v, command: place(v) })),
    );
    expect(acks.map((o) => o.ack)).toEqual([1, 2, 3].map((version) => ({ ok: true, version })));
    expect((await stored(match.id)).commands.map((c) => c.commandId)).toEqual(['o0', 'o1', 'o2']);
    // below the service's queue too: the batcher itself splits one match's commands over batches
    const commits = new GroupCommit(store, { maxBatch: 10, maxInFlight: 1 });
    const { match: m } = await newMatch();
    await Promise.all([0, 1, 2].map((v) => commits.commit(input(m.id, v, `q${v}`))));
    expect(commits.stats.batches).toBe(3);
    expect((await stored(m.id)).commands.map((c) => c.commandId)).toEqual(['q0', 'q1', 'q2']);
  });

  it('a caller hears of its command only after the commit that holds it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written = false;
    // the real store, its batch write held back until the gate opens
    const held: BatchWriter = {
      commit: (c) => store.commit(c),
      commitMany: async (batch) => {
        await gate;
        const r = await store.commitMany(batch);
        written = true;
        return r;
      },
    };
    const commits = new GroupCommit(held, { maxBatch: 10, maxInFlight: 1 });
    const [m1, m2] = await Promise.all([newMatch(), newMatch()]);
    let settled = 0;
    const both = Promise.all([commits.commit(input(m1.match.id, 0, 'h1')), commits.commit(input(m2.match.id, 0, 'h2'))]).then(
      () => settled++,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(0);
    expect((await stored(m1.match.id)).version).toBe(0);
    release();
    await both;
    expect(written).toBe(true);
    expect((await stored(m1.match.id)).version).toBe(1);
    expect((await stored(m2.match.id)).version).toBe(1);
  });

  it('a command whose match moved on fails alone; the rest of its batch commits', async () => {
    const commits = new GroupCommit(store, { maxBatch: 10, maxInFlight: 1 });
    const [m1, m2, m3] = await Promise.all([newMatch(), newMatch(), newMatch()]);
    const results = await Promise.allSettled([
      commits.commit(input(m1.match.id, 0, 'v1')),
      commits.commit(input(m2.match.id, 5, 'v2')), // the match is at 0: a stale writer
      commits.commit(input(m3.match.id, 0, 'v3')),
    ]);
    expect(commits.stats.largest).toBe(3);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect((await stored(m1.match.id)).version).toBe(1);
    expect(await stored(m2.match.id)).toEqual({ version: 0, commands: [], events: 0 });
    expect((await stored(m3.match.id)).version).toBe(1);
  });

  it('a commit fenced by an advisory lock this session does not hold fails alone (cluster mode)', async () => {
    const commits = new GroupCommit(store, { maxBatch: 10, maxInFlight: 1 });
    const [m1, m2] = await Promise.all([newMatch(), newMatch()]);
    const results = await Promise.allSettled([
      commits.commit({ ...input(m1.match.id, 0, 'f1'), fence: { pid: 1, classid: 1, objid: 1 } }),
      commits.commit(input(m2.match.id, 0, 'f2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect((await stored(m1.match.id)).version).toBe(0);
    expect((await stored(m2.match.id)).version).toBe(1);
  });

  it('a commandId already stored fails the batch statement: the others are then written one by one', async () => {
    const commits = new GroupCommit(store, { maxBatch: 10, maxInFlight: 1 });
    const [m1, m2, m3] = await Promise.all([newMatch(), newMatch(), newMatch()]);
    await store.commit(input(m2.match.id, 0, 'dup'));
    const results = await Promise.allSettled([
      commits.commit(input(m1.match.id, 0, 'u1')),
      commits.commit(input(m2.match.id, 1, 'dup')), // the same seat's id again, at a new version
      commits.commit(input(m3.match.id, 0, 'u3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/unique|23505|P2002/i);
    expect((await stored(m1.match.id)).commands).toEqual([{ version: 1, commandId: 'u1' }]);
    expect((await stored(m2.match.id)).version).toBe(1);
    expect((await stored(m3.match.id)).commands).toEqual([{ version: 1, commandId: 'u3' }]);
  });
});
