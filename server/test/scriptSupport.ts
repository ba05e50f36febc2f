// What the long-run scripts (leakcheck, faults, fuzz) share: a numeric `--name N` argument, and a
// migrated database: DATABASE_URL when set, else an embedded PostgreSQL in a temporary directory that
// is stopped and removed when the run ends.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/config/config';
import { startEmbeddedPostgres } from '../src/persistence/embeddedPostgres';
import { migrate } from '../src/persistence/migrate';

export function numberArg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
}

/** Runs `fn` with DATABASE_URL pointing at a migrated database. */
export async function withDatabase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  let dir: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.DATABASE_URL) {
    dir = mkdtempSync(join(tmpdir(), `hexfog-${name}-`));
    chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    process.env.DATABASE_URL = db.url;
    stop = () => db.stop();
  }
  try {
    await migrate(process.env.DATABASE_URL!, join(PROJECT_ROOT, 'prisma/migrations'));
    return await fn();
  } finally {
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
