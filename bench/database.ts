// The database a bench runs on: DATABASE_URL, or an embedded PostgreSQL in a temporary directory
// removed afterwards; and the way each bench file also runs on its own.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../server/src/persistence/embeddedPostgres';

export async function withDatabase(run: (url: string, embedded: boolean) => Promise<void>): Promise<void> {
  if (process.env.DATABASE_URL) return run(process.env.DATABASE_URL, false);
  const dir = mkdtempSync(join(tmpdir(), 'hexfog-bench-'));
  chmodSync(dir, 0o755);
  try {
    const db = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    try {
      await run(db.url, true);
    } finally {
      await db.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `main` when the file is the one node was started with (`node --import tsx bench/x.ts`), then exits. */
export function runAsScript(meta: ImportMeta, name: string, main: () => Promise<void>): void {
  if (meta.url !== `file://${process.argv[1]}`) return;
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      process.stderr.write(`${name} failed: ${e instanceof Error ? e.stack : String(e)}\n`);
      process.exit(1);
    },
  );
}
