// The migration that moves each command's events into its own row (20270110000000_events_in_commands):
// events stored before it are read back after it as they were, in seq order, and a match stored
// before it resumes with the right last event number.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { isolatedDatabase } from '../../test/isolatedDatabase';
import { ALL_MIGRATIONS as ALL, migrationsBefore } from '../../test/migrationsBefore';
import { migrate } from './migrate';
import { createMatchStore } from './matchStore';
import { createDb } from './prisma';

const THIS = '20270110000000_events_in_commands';

describe('events move into their commands', () => {
  it('events stored in their own table come back from the commands, per version and in seq order', async () => {
    const before = migrationsBefore(THIS);
    const url = await isolatedDatabase('events_migration', before);
    rmSync(before, { recursive: true, force: true });
    if (url === process.env.DATABASE_URL) return; // no database of its own here (the role may not create one)
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`INSERT INTO matches (id, ruleset, scenario_id, status, version, dice_commitment, dice_seed, options)
        VALUES ('m1', 'asl', 'sewer-infiltration', 'setup', 3, 'c', 's', '{}')`);
      for (const v of [1, 2, 3]) {
        await c.query(`INSERT INTO commands (match_id, version, command_id, side, payload) VALUES ('m1', $1, $2, 'A', '{"type":"x"}')`, [
          v,
          `c${v}`,
        ]);
      }
      // version 1: two events (stored out of order), version 2: none, version 3: two
      const events = [
        [2, 1, 'B', 'second', { n: 2 }],
        [1, 1, 'all', 'first', { n: 1 }],
        [4, 3, 'all', 'fourth', { n: 4 }],
        [3, 3, 'none', 'third', { n: 3 }],
      ] as const;
      for (const [seq, version, audience, type, payload] of events) {
        await c.query('INSERT INTO events (match_id, seq, version, audience, type, payload) VALUES ($1, $2, $3, $4, $5, $6)', [
          'm1',
          seq,
          version,
          audience,
          type,
          payload,
        ]);
      }
      await c.query(`INSERT INTO snapshots (match_id, version, state) VALUES ('m1', 0, '{"version":0}')`);
    } finally {
      await c.end();
    }
    const report = await migrate(url, ALL);
    expect(report.applied).toContain(THIS);
    const db = createDb(url, 2);
    try {
      const store = createMatchStore(db);
      expect(await store.events('m1', 0)).toEqual([
        { seq: 1, version: 1, audience: 'all', type: 'first', data: { n: 1 } },
        { seq: 2, version: 1, audience: 'B', type: 'second', data: { n: 2 } },
        { seq: 3, version: 3, audience: 'none', type: 'third', data: { n: 3 } },
        { seq: 4, version: 3, audience: 'all', type: 'fourth', data: { n: 4 } },
      ]);
      expect((await store.events('m1', 1)).map((e) => e.seq)).toEqual([3, 4]);
      expect((await store.load('m1'))?.lastSeq).toBe(4);
      const tables = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'events'`,
      );
      expect(tables[0]!.n).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });
});
