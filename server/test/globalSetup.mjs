// Jest global setup: one PostgreSQL for the whole run. With DATABASE_URL set, tests use that database;
// otherwise an embedded cluster is started in a temporary directory. Migrations are applied either way.
// The TypeScript helpers are loaded through tsx (global setup runs outside jest's transform).
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup() {
  const { migrate } = await tsImport('../src/persistence/migrate.ts', import.meta.url);
  let url = process.env.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await tsImport('../src/persistence/embeddedPostgres.ts', import.meta.url);
    const dir = mkdtempSync(join(tmpdir(), 'hexfog-test-'));
    chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
    const db = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), database: 'hexfog_test' });
    url = db.url;
    globalThis.__HEXFOG_DB__ = db;
    process.env.HEXFOG_TEST_DATA_DIR = dir;
    process.env.HEXFOG_TEST_EMBEDDED = '1';
  }
  await migrate(url, join(root, 'prisma/migrations'));
  process.env.DATABASE_URL = url;
}
