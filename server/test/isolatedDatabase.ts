// A database of its own for a test whose server must not share stored state with the servers of other
// test files running at the same time. The case: match clocks. Every server re-arms the stored timer of
// every timed match in its database at start (clock.ts), so a test server of another file, on real
// time, would answer an expiry that a clock test's controllable clock put in the past.
// Created beside the shared test database on the same PostgreSQL, and migrated. Where the role may not
// create databases (an external DATABASE_URL), the shared database is used.
import { join } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../src/config/config';
import { migrate } from '../src/persistence/migrate';

const INSUFFICIENT_PRIVILEGE = '42501';

/** `migrations`: the folder of migrations to apply (a test of a migration stops before it). */
export async function isolatedDatabase(name: string, migrations = join(PROJECT_ROOT, 'prisma/migrations')): Promise<string> {
  const shared = process.env.DATABASE_URL!;
  const url = new URL(shared);
  const database = `${url.pathname.slice(1)}_${name}`.replace(/[^a-z0-9_]/gi, '_');
  const client = new pg.Client({ connectionString: shared });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${database}"`);
  } catch (e) {
    if ((e as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return shared;
    throw e;
  } finally {
    await client.end();
  }
  url.pathname = `/${database}`;
  await migrate(url.toString(), migrations);
  return url.toString();
}
