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
  matchClock: { table: 'match_clocks', fields: Prisma.MatchClockScalarFieldEnum },
  invitation: { table: 'invitations', fields: Prisma.InvitationScalarFieldEnum },
  player: { table: 'players', fields: Prisma.PlayerScalarFieldEnum },
  playerSession: { table: 'player_sessions', fields: Prisma.PlayerSessionScalarFieldEnum },
};

describe('migrated schema matches the generated client', () => {
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
