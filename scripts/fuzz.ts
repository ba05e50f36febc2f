// `npm run fuzz -- --messages 100000 [--seed N]`: the long fuzz run against an in-process server
// (embedded PostgreSQL in a temporary directory, or DATABASE_URL). Prints the error codes seen and the
// heap at the start and after every 10,000 messages, to show memory stays flat.
import { fuzzHttp, fuzzSockets } from '../server/test/fuzz';
import { startTestServer } from '../server/test/harness';
import { numberArg as arg, withDatabase } from '../server/test/scriptSupport';

// with --expose-gc (npm run fuzz passes it) the heap is measured after a full collection, so the
// figures show what is still referenced, not garbage waiting for the collector
const gc = (globalThis as { gc?: () => void }).gc;
const mib = () => {
  gc?.();
  return (process.memoryUsage().heapUsed / 2 ** 20).toFixed(1);
};

function main(): Promise<void> {
  return withDatabase('fuzz', fuzz);
}

async function fuzz(): Promise<void> {
  const messages = arg('messages', 100000);
  const seed = arg('seed', 19);
  const t = await startTestServer();
  try {
    const m = await t.newMatch();
    process.stdout.write(`fuzz: seed ${seed}, ${messages} socket messages, heap ${mib()} MiB\n`);
    const chunk = 10000;
    const codes: Record<string, number> = {};
    let logLines = 0;
    for (let done = 0; done < messages; done += chunk) {
      const r = await fuzzSockets(
        { url: t.url, matchId: m.matchId, tokenA: m.seats.A.token },
        { seed: seed + done, messages: Math.min(chunk, messages - done) },
      );
      for (const [k, v] of Object.entries(r.codes)) codes[k] = (codes[k] ?? 0) + v;
      logLines += t.logs.length;
      t.logs.length = 0; // the harness keeps every log line for the tests to read; this run reads none
      process.stdout.write(`  ${done + r.messages} messages, heap ${mib()} MiB${gc ? ' after GC' : ''} (${logLines} log lines so far)\n`);
    }
    const http = await fuzzHttp(t.url, { seed, requests: Math.max(100, Math.floor(messages / 20)) });
    const version = (await t.api.match(m.matchId)).version;
    process.stdout.write(`answers: ${JSON.stringify(codes)}\nHTTP requests: ${http}\nmatch version after: ${version}\n`);
    process.stdout.write(`${version === 0 ? 1 : 0} passed, ${version === 0 ? 0 : 1} failed\n`);
    if (version !== 0) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    process.stderr.write(`fuzz failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
