// `npm run faults -- --matches 50 --commands 20`: the long SIGKILL fault run (the test runs a small
// one). Needs DATABASE_URL, or starts an embedded PostgreSQL in a temporary directory.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../server/src/persistence/migrate';
import { startEmbeddedPostgres } from '../server/src/persistence/embeddedPostgres';
import { applierRuns } from '../server/test/commandLog';
import { sigkillBurst } from '../server/test/burst';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

async function main() {
  let dir: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.DATABASE_URL) {
    dir = mkdtempSync(join(tmpdir(), 'hexfog-faults-'));
    chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    process.env.DATABASE_URL = db.url;
    stop = () => db.stop();
  }
  await migrate(process.env.DATABASE_URL!, join(import.meta.dirname, '../prisma/migrations'));
  let bad = 0;
  try {
    const r = await sigkillBurst({ matches: arg('matches', 50), commandsPerMatch: arg('commands', 20), log: (s) => process.stdout.write(`${s}\n`) });
    for (const m of r.matches) {
      const byId = new Map(m.log.map((c) => [c.commandId, c.version]));
      const runs = applierRuns(m.log);
      const problems = [
        ...[...m.acked].filter(([id, v]) => byId.get(id) !== v).map(([id]) => `acknowledged ${id} missing`),
        ...(new Set(runs).size !== runs.length ? ['appliers interleave'] : []),
        ...(m.log.some((c, i) => c.version !== i + 1) ? ['versions not contiguous'] : []),
        ...m.clients.filter((c) => c.view?.version !== m.log.length).map(() => 'a client did not catch up'),
      ];
      if (problems.length) {
        bad++;
        process.stdout.write(`match ${m.id}: ${problems.join(', ')}\n`);
      }
    }
    process.stdout.write(`${r.matches.length - bad} passed, ${bad} failed\n`);
  } finally {
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  process.exit(bad ? 1 : 0);
}

main().catch((e) => {
  process.stderr.write(`faults failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
