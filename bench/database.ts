// The database a bench runs on (the scripts' own: DATABASE_URL, or an embedded PostgreSQL in a
// temporary directory removed afterwards, migrated); and the way each bench file also runs on its own.
import { withDatabase as withScriptDatabase } from '../server/test/scriptSupport';

export async function withDatabase(run: (url: string, embedded: boolean) => Promise<void>): Promise<void> {
  const embedded = !process.env.DATABASE_URL;
  await withScriptDatabase('bench', () => run(process.env.DATABASE_URL!, embedded));
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
