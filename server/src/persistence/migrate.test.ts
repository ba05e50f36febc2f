import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from './migrate';

const migrations = join(process.cwd(), 'prisma/migrations');

describe('migration runner', () => {
  it('three runners started at once: the schema is applied exactly once and all agree', async () => {
    const url = process.env.DATABASE_URL!;
    const results = await Promise.all([migrate(url, migrations), migrate(url, migrations), migrate(url, migrations)]);
    expect(results.flatMap((r) => r.applied)).toEqual([]); // global setup already applied everything
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const rows = await c.query('SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name');
    await c.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(
      readdirSync(migrations, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort(),
    );
    expect(rows.rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  });
});
