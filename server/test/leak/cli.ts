// `npm run leakcheck -- --games N [--seed S]`: the leak harness at any size, against an embedded
// PostgreSQL (or DATABASE_URL). Prints its report; exits 1 on any violation.
import { startTestServer } from '../harness';
import { numberArg as arg, withDatabase } from '../scriptSupport';
import { runLeakGames } from './harness';

function main(): Promise<number> {
  return withDatabase('leak', leakcheck);
}

async function leakcheck(): Promise<number> {
  const t = await startTestServer();
  try {
    const started = Date.now();
    const r = await runLeakGames(t, { games: arg('games', 100), seed: arg('seed', 1) });
    process.stdout.write(`leakcheck: ${r.games} games, ${r.commands} accepted and ${r.refused} refused commands, ${r.payloads} payloads checked in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    process.stdout.write(`leakcheck: accepted commands by type ${JSON.stringify(r.kinds)}\n`);
    process.stdout.write(`leakcheck: ${r.toResult} games played through the server to their result by the victory conditions\n`);
    for (const v of r.violations.slice(0, 50)) process.stdout.write(`  LEAK ${v}\n`);
    process.stdout.write(r.violations.length ? `leakcheck: ${r.violations.length} violations\n` : 'leakcheck: no payload carried anything its receiver may not know\n');
    return r.violations.length ? 1 : 0;
  } finally {
    await t.close();
  }
}

main().then(
  (c) => process.exit(c),
  (e) => {
    process.stderr.write(`leakcheck failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
