// `npm run faults -- --matches 50 --commands 20`: the long SIGKILL fault run (the test runs a small
// one). Needs DATABASE_URL, or starts an embedded PostgreSQL in a temporary directory.
import { applierRuns } from '../server/test/commandLog';
import { sigkillBurst } from '../server/test/burst';
import { numberArg as arg, withDatabase } from '../server/test/scriptSupport';

async function main() {
  let bad = 0;
  await withDatabase('faults', async () => {
    const r = await sigkillBurst({
      matches: arg('matches', 50),
      commandsPerMatch: arg('commands', 20),
      log: (s) => process.stdout.write(`${s}\n`),
    });
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
  });
  process.exit(bad ? 1 : 0);
}

main().catch((e) => {
  process.stderr.write(`faults failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
