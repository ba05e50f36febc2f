// Jest global teardown: stop the embedded cluster and remove its temporary directory, so repeated
// runs do not fill the disk (each run's cluster is ~100 MB).
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const db = globalThis.__HEXFOG_DB__;
  if (db) await db.stop();
  const dir = process.env.HEXFOG_TEST_DATA_DIR;
  if (db && dir) rmSync(dir, { recursive: true, force: true });
}
