// The hand-written SQL migrations must give the database the generated Prisma client expects.
import pg from 'pg';
import { Prisma } from '../generated/prisma/client.ts';
import { createDb } from './prisma';

const TABLES: Record<string, { table: string; fields: Record<string, string> }> = {
  match: { table: 'matches', fields: Prisma.MatchScalarFieldEnum },
  seat: { table: 'seats', fields: Prisma.SeatScalarFieldEnum },
  command: { table: 'commands', fields: Prisma.CommandScalarFieldEnum },
  snapshot: { table: 'snapshots', fields: Prisma.SnapshotScalarFieldEnum },
  chatMessage: { table: 'chat_messages', fields: Prisma.ChatMessageScalarFieldEnum },
  chatCounter: { table: 'chat_counters', fields: Prisma.ChatCounterScalarFieldEnum },
  rateLimit: { table: 'rate_limits', fields: Prisma.RateLimitScalarFieldEnum },
  matchClock: { table: 'match_clocks', fields: Prisma.MatchClockScalarFieldEnum },
  invitation: { table: 'invitations', fields: Prisma.InvitationScalarFieldEnum },
  player: { table: 'players', fields: Prisma.PlayerScalarFieldEnum },
  playerSession: { table: 'player_sessions', fields: Prisma.PlayerSessionScalarFieldEnum },
  challenge: { table: 'challenges', fields: Prisma.ChallengeScalarFieldEnum },
};

/**
 * Tables the migrations create that no Prisma model maps: the migration log, and the socket.io
 * PostgreSQL adapter's large-payload table (server/src/cluster/adapter.ts).
 */
const NOT_MODELS = ['_prisma_migrations', 'socket_io_attachments'];

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

describe('migrated schema matches the generated client', () => {
  it('lists every model of the generated client', () => {
    expect(Object.keys(TABLES).sort()).toEqual(Object.values(Prisma.ModelName).map(lowerFirst).sort());
  });

  it('lists every table the migrations create (a model, or one of the named others)', async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      const rows = await c.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      );
      const tables = rows.rows.map((r: { table_name: string }) => r.table_name).sort();
      expect(tables).toEqual([...Object.values(TABLES).map((t) => t.table), ...NOT_MODELS].sort());
    } finally {
      await c.end();
    }
  });

  it('every model reads all its fields, and each table has exactly that many columns', async () => {
    const db = createDb(process.env.DATABASE_URL!, 2);
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      for (const [model, { table, fields }] of Object.entries(TABLES)) {
        // selects every mapped column: a missing or renamed column makes this throw
        await (db as unknown as Record<string, { findFirst(): Promise<unknown> }>)[model]!.findFirst();
        const cols = await c.query(
          'SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
          [table],
        );
        expect({ table, columns: cols.rows[0].n }).toEqual({ table, columns: Object.keys(fields).length });
      }
    } finally {
      await c.end();
      await db.$disconnect();
    }
  });
});
