// `npm run leakcheck -- --games N [--seed S] [--twins] [--hidden-sewer-cards]`: the leak harness at any
// size, against an embedded PostgreSQL (or DATABASE_URL); with --twins also the twin games of the
// side-channel hunt; with --hidden-sewer-cards every sewer-cards game hides its Sewer cards (they run in
// both modes without it; other rulesets have no such option and play as they are).
// Prints its report; exits 1 on any violation.
import { startTestServer } from '../harness';
import { numberArg as arg, withDatabase } from '../scriptSupport';
import { runLeakGames } from './harness';
import { runTwinGames } from './twins';

function main(): Promise<number> {
  return withDatabase('leak', leakcheck);
}

async function leakcheck(): Promise<number> {
  const t = await startTestServer();
  try {
    const started = Date.now();
    const hidden = process.argv.includes('--hidden-sewer-cards');
    const r = await runLeakGames(t, {
      games: arg('games', 100),
      seed: arg('seed', 1),
      ...(hidden ? { matchOptions: { hiddenSewerCards: true } } : {}), // the rule option sewer-cards declares
    });
    process.stdout.write(
      `leakcheck: ${r.games} games, ${r.commands} accepted and ${r.refused} refused commands, ${r.payloads} payloads checked in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    process.stdout.write(`leakcheck: accepted commands by type ${JSON.stringify(r.kinds)}\n`);
    process.stdout.write(`leakcheck: ${r.toResult} games played through the server to their result by the victory conditions\n`);
    for (const v of r.violations.slice(0, 50)) process.stdout.write(`  LEAK ${v}\n`);
    process.stdout.write(
      r.violations.length
        ? `leakcheck: ${r.violations.length} violations\n`
        : 'leakcheck: no payload carried anything its receiver may not know\n',
    );
    if (!process.argv.includes('--twins')) return r.violations.length ? 1 : 0;
    const tw = await runTwinGames({ seed: arg('seed', 1) });
    for (const line of tw.stops) process.stdout.write(`  twins ${line}\n`);
    for (const v of tw.violations.slice(0, 50)) process.stdout.write(`  SIDE CHANNEL ${v}\n`);
    process.stdout.write(
      `leakcheck: ${tw.pairs} twin pairs, ${tw.comparedSteps} commands compared, ${tw.violations.length} side-channel violations\n`,
    );
    return r.violations.length || tw.violations.length ? 1 : 0;
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
