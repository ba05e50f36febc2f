// A lone command's commit (`store.commit`, every command below saturation) against the real database:
// one statement per shape (fenced or not, with a snapshot or not), the same compare-and-swap, fence
// and rows as the batch statement.
import pg from 'pg';
import { loadCatalog } from '../catalog/catalog';
import { lockKey } from '../cluster/matchLocks';
import { createLogger } from '../logging/logger';
import { MatchService } from '../matches/matchService';
import { type CommitInput, createMatchStore, VersionConflictError } from './matchStore';
import { createDb, type Db } from './prisma';

let db: Db;
let store: ReturnType<typeof createMatchStore>;
let service: MatchService;
let locker: pg.Client;

beforeAll(async () => {
  db = createDb(process.env.DATABASE_URL!, 4);
  store = createMatchStore(db);
  service = new MatchService(store, loadCatalog(), createLogger('silent'), 50);
  locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await locker.connect();
});
afterAll(async () => {
  service.close();
  await locker.end();
  await db.$disconnect();
});

const newMatch = async () =>
  (
    await service.create({
      rulesetId: 'asl',
      scenarioId: 'sewer-infiltration',
      options: { spectators: { mode: 'public' }, lobby: 'unlisted' },
    })
  ).match.id;

function input(matchId: string, fromVersion: number, commandId: string, more: Partial<CommitInput> = {}): CommitInput {
  return {
    matchId,
    fromVersion,
    status: 'setup',
    commandId,
    side: 'A',
    payload: { type: 'placeUnits', n: fromVersion },
    events: [{ seq: fromVersion + 1, audience: 'A', type: 'test', data: { n: fromVersion } }],
    seen: 1,
    ...more,
  };
}

async function stored(matchId: string) {
  const [row, commands, snapshots] = await Promise.all([
    db.match.findUnique({ where: { id: matchId }, select: { version: true, status: true } }),
    db.command.findMany({
      where: { matchId },
      orderBy: { version: 'asc' },
      select: { version: true, commandId: true, side: true, payload: true, appliedBy: true },
    }),
    db.snapshot.findMany({ where: { matchId }, orderBy: { version: 'asc' }, select: { version: true } }),
  ]);
  return { row, commands, snapshots: snapshots.map((s) => s.version), events: await store.events(matchId, 0) };
}

describe('a lone command commit', () => {
  it('moves the version and stores the command with its events, each time on its own statement', async () => {
    const id = await newMatch();
    // more runs than PostgreSQL's custom plans before it settles on a generic one
    for (let v = 0; v < 8; v++) await store.commit(input(id, v, `c${v}`, { appliedBy: 'p1', ...(v === 7 ? { status: 'playing' } : {}) }));
    const s = await stored(id);
    expect(s.row).toEqual({ version: 8, status: 'playing' });
    expect(s.commands.map((c) => [c.version, c.commandId, c.side, c.appliedBy])).toEqual(
      Array.from({ length: 8 }, (_, v) => [v + 1, `c${v}`, 'A', 'p1']),
    );
    expect(s.commands[3]!.payload).toEqual({ type: 'placeUnits', n: 3 });
    expect(s.events.map((e) => [e.version, e.seq, e.audience, e.type, e.data])).toEqual(
      Array.from({ length: 8 }, (_, v) => [v + 1, v + 1, 'A', 'test', { n: v }]),
    );
    expect(s.snapshots).toEqual([0]); // none asked for
  });

  it('stores which audiences saw each command and steps only their versions, alone and in a batch', async () => {
    const id = await newMatch();
    const other = await newMatch();
    await store.commit(input(id, 0, 'a', { seen: 1 })); // A alone
    await store.commit(input(id, 1, 'b', { seen: 5 })); // A and the spectators
    await store.commitMany([input(id, 2, 'c', { seen: 3 }), input(other, 0, 'x', { seen: 7 })]);
    await store.commitMany([input(id, 3, 'd', { seen: 6 }), input(other, 1, 'y', { seen: 2 })]);
    const versions = (m: string) =>
      db.match.findUnique({ where: { id: m }, select: { version: true, versionA: true, versionB: true, versionPublic: true } });
    expect(await versions(id)).toEqual({ version: 4, versionA: 3, versionB: 2, versionPublic: 2 });
    expect(await versions(other)).toEqual({ version: 2, versionA: 1, versionB: 2, versionPublic: 1 });
    const seen = await db.command.findMany({ where: { matchId: id }, orderBy: { version: 'asc' }, select: { seen: true } });
    expect(seen.map((c) => c.seen)).toEqual([1, 5, 3, 6]);
    expect(await store.audienceVersionAt(id, 'B', 3)).toBe(1);
    expect((await store.load(id))?.unseen).toEqual([
      [1, 1],
      [2, 5],
      [3, 3],
      [4, 6],
    ]);
  });

  it('a stale version writes nothing and says so', async () => {
    const id = await newMatch();
    await store.commit(input(id, 0, 'a'));
    await expect(store.commit(input(id, 0, 'b'))).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.commit(input(id, 5, 'c'))).rejects.toBeInstanceOf(VersionConflictError);
    const s = await stored(id);
    expect(s.row?.version).toBe(1);
    expect(s.commands.map((c) => c.commandId)).toEqual(['a']);
  });

  it('stores the snapshot it is given, at the new version', async () => {
    const id = await newMatch();
    await store.commit(input(id, 0, 'a', { snapshot: { version: 1, marker: 'one' } as never }));
    await store.commit(input(id, 1, 'b'));
    expect((await stored(id)).snapshots).toEqual([0, 1]);
    const snap = await db.snapshot.findUnique({ where: { matchId_version: { matchId: id, version: 1 } } });
    expect(snap?.state).toEqual({ version: 1, marker: 'one' });
  });

  it('a commandId this seat already used fails on the unique key', async () => {
    const id = await newMatch();
    await store.commit(input(id, 0, 'dup'));
    await expect(store.commit(input(id, 1, 'dup'))).rejects.toThrow(/unique|23505/i);
    expect((await stored(id)).row?.version).toBe(1);
  });

  it('fenced (cluster mode): commits only while the named session holds the match lock', async () => {
    const id = await newMatch();
    const k = lockKey(id);
    const pid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const fence = { pid, classid: k.classid, objid: k.objid };
    // not held yet: refused, with or without a snapshot
    await expect(store.commit(input(id, 0, 'f0', { fence }))).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.commit(input(id, 0, 'f0', { fence, snapshot: { version: 1 } as never }))).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    await locker.query('SELECT pg_advisory_lock($1::bigint)', [k.key]);
    try {
      await store.commit(input(id, 0, 'f0', { fence }));
      await store.commit(input(id, 1, 'f1', { fence, snapshot: { version: 2 } as never }));
      // another session's pid, or another match's key, is not this lock
      await expect(store.commit(input(id, 2, 'f2', { fence: { ...fence, pid: pid + 100000 } }))).rejects.toBeInstanceOf(
        VersionConflictError,
      );
      await expect(
        store.commit(input(id, 2, 'f2', { fence: { ...fence, objid: fence.objid === 0 ? 1 : fence.objid - 1 } })),
      ).rejects.toBeInstanceOf(VersionConflictError);
    } finally {
      await locker.query('SELECT pg_advisory_unlock($1::bigint)', [k.key]);
    }
    await expect(store.commit(input(id, 2, 'f2', { fence }))).rejects.toBeInstanceOf(VersionConflictError);
    const s = await stored(id);
    expect(s.row?.version).toBe(2);
    expect(s.snapshots).toEqual([0, 2]);
  });
});
