// `npm run verify-dice -- <matchId> [--url http://localhost:3000]`: fetches a finished match's dice log
// and revealed seed from a server and checks them here, independently of the server's own check: the
// seed must hash to the commitment published at creation and every die must come from the seed, at its
// position of its stream (one stream per roll audience; a match played before the streams has one).
import { verifyDice, type LoggedRoll } from '../shared/src/rng/verify';

/** "all 12, A 3, B 2" (rolls per stream); rolls made before the streams count as "single". */
function perStream(rolls: readonly LoggedRoll[]): string {
  const counts = new Map<string, number>();
  for (const r of rolls) counts.set(r.stream ?? 'single', (counts.get(r.stream ?? 'single') ?? 0) + 1);
  return [...counts].map(([stream, n]) => `${stream} ${n}`).join(', ') || 'no rolls';
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  const url = (urlAt >= 0 ? args[urlAt + 1] : undefined) ?? process.env.HEXFOG_URL ?? 'http://localhost:3000';
  const matchId = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--url');
  if (!matchId) {
    process.stderr.write('usage: npm run verify-dice -- <matchId> [--url http://localhost:3000]\n');
    return 2;
  }
  const res = await fetch(`${url}/api/matches/${encodeURIComponent(matchId)}/dice`);
  const body = (await res.json()) as { error?: { message: string }; diceSeed: string; diceCommitment: string; rolls: LoggedRoll[] };
  if (!res.ok) {
    process.stderr.write(`cannot verify: ${body.error?.message ?? res.statusText}\n`);
    return 1;
  }
  const v = verifyDice(body.diceSeed, body.diceCommitment, body.rolls);
  process.stdout.write(`match ${matchId}: commitment ${body.diceCommitment}\n`);
  process.stdout.write(`seed ${body.diceSeed} ${v.commitmentOk ? 'matches' : 'DOES NOT match'} the commitment\n`);
  process.stdout.write(
    `${v.checked} dice in ${body.rolls.length} rolls checked (${perStream(body.rolls)}): ${v.ok ? 'all come from the seed' : `${v.problems.length} problems`}\n`,
  );
  for (const p of v.problems) process.stdout.write(`  - ${p}\n`);
  return v.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`verify-dice failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
