// `npm run bots -- --games N [--seed S] [--parallel P]`: the bot (client/src/bot) on a real server
// against the random client and against itself over every shipped scenario and ruleset; prints per
// scenario its wins, the game lengths, refused commands, decision time p50/p99, and the counts of each
// command type and event; the last line is `bot vs random: won W of G`. Needs DATABASE_URL, or starts an
// embedded PostgreSQL in a temporary directory.
import { startTestServer } from '../server/test/harness';
import { numberArg as arg, withDatabase } from '../server/test/scriptSupport';
import { report, runBotGames } from './botRunner';

async function main(): Promise<number> {
  return withDatabase('bots', async () => {
    const t = await startTestServer();
    try {
      const started = Date.now();
      const games = await runBotGames(t, { gamesPerConfig: arg('games', 2), seed: arg('seed', 1), parallel: arg('parallel', 4) });
      process.stdout.write(`bots: ${games.length} games in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      for (const line of report(games)) process.stdout.write(`${line}\n`);
      return games.some((g) => g.error || g.stats.some((s) => s.refused)) ? 1 : 0;
    } finally {
      await t.close();
    }
  });
}

main().then(
  (c) => process.exit(c),
  (e) => {
    process.stderr.write(`bots failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
