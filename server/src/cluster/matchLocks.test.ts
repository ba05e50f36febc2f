// A session's advisory locks stack: two concurrent attempts to take one match's lock must take it
// once, so the one unlock when the match is released (idle, evicted) really frees it for others.
import pg from 'pg';
import { createLogger } from '../logging/logger';
import { lockKey, MatchLocks } from './matchLocks';

it('concurrent tryAcquire of one match takes its lock once; release frees it', async () => {
  const locks = new MatchLocks(process.env.DATABASE_URL!, createLogger('silent'), () => undefined);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const k = lockKey('locks-test-match');
  const held = async () =>
    (
      await db.query('SELECT 1 FROM pg_locks WHERE locktype = $1 AND granted AND classid = $2::bigint::oid AND objid = $3::bigint::oid', [
        'advisory',
        k.classid,
        k.objid,
      ])
    ).rowCount;
  try {
    expect(
      await Promise.all([locks.tryAcquire('locks-test-match'), locks.tryAcquire('locks-test-match'), locks.tryAcquire('locks-test-match')]),
    ).toEqual([true, true, true]);
    expect(await held()).toBe(1);
    await locks.release('locks-test-match');
    expect(await held()).toBe(0);
    // another session can take it now
    const other = await db.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [k.key]);
    expect(other.rows[0]?.ok).toBe(true);
  } finally {
    await locks.close();
    await db.end();
  }
});
